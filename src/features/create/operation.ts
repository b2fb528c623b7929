// Create: three transactions the creator signs — in one approval where the wallet can — sent in
// order, each confirmed before the next (docs/api.md §3). The basket is named by the first.
import type { CreateRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { createFacts, settleCreated } from '../../solana/txFacts';
import { saveBasket, settingsFromCreate } from '../baskets/myBasketsStore';
import { factsOfStep, refreshChainReads } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { bindIntent } from '../../flow/intent';
import { createIntent } from './intent';

/** The spec's three create transactions, each confirmed before the next is sent. */
export const CREATE_STEPS = [
  { key: 'create', label: 'Create the basket', txField: 'createTransaction' },
  { key: 'composition', label: 'Set up the composition', txField: 'compositionTransaction' },
  { key: 'restructure', label: 'Activate the basket', txField: 'restructureTransaction' },
] as const;

export const createOperation = {
  command: 'create',

  /** What its transactions may do (docs/security.md). */
  intent: bindIntent(createIntent),

  declare(request: CreateRequest) {
    return defineFlow({
      op: 'create',
      title: `Create basket ${request.symbol}`,
      request,
      steps: CREATE_STEPS,
      // The service makes the basket from a fresh random seed per request: once the first
      // transaction has landed, asking again would make a second basket (docs/flow-engine.md
      // rule 4).
      freshPostUnsafeFrom: 'create',
    });
  },

  readFacts: factsOfStep('create', createFacts),

  settleFacts(flow, stepKey, created) {
    if (stepKey !== 'create') return {};
    const basket = settleCreated(flow.facts.basket, created);
    return basket ? { basket } : {};
  },

  outcome: (ctx) => ({
    // Saved as soon as the basket exists, so a create that stops later still finds it.
    stepConfirmed(flow, stepKey) {
      if (stepKey !== 'create' || !flow.facts.basket) return;
      const { request } = flow;
      const first = flow.steps[0];
      saveBasket(ctx.scope(flow), {
        address: flow.facts.basket,
        mint: flow.facts.basketMint,
        relation: 'created',
        creator: request.creator,
        symbol: request.symbol,
        name: request.name,
        uri: request.uri,
        settings: settingsFromCreate(request),
        createSignature:
          first?.kind === 'tx' && first.status === 'confirmed' ? first.signed.signature : undefined,
      });
    },
    completed: (flow) => refreshChainReads(ctx, flow),
  }),
} satisfies OperationEngine<'create'>;
