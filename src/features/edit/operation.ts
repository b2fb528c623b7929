// Edit: one transaction with the basket's new settings and composition, signed by its creator.
import type { EditRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { basketFacts } from '../../solana/txFacts';
import { shortenAddress } from '../../ui/format';
import { loadBaskets } from '../baskets/myBasketsStore';
import { basketChanged, factsOfStep } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { bindIntent } from '../../flow/intent';
import { editIntent } from './intent';

export const editOperation = {
  command: 'edit',

  /** What its transactions may do (docs/security.md). */
  intent: bindIntent(editIntent),

  declare(request: EditRequest, symbol?: string) {
    return defineFlow({
      op: 'edit',
      title: `Edit basket ${symbol ?? shortenAddress(request.basket)}`,
      request,
      steps: [{ key: 'edit', label: 'Save the new settings', txField: 'editTransaction' }],
      names: symbol ? { basket: symbol } : undefined,
    });
  },

  readFacts: factsOfStep('edit', basketFacts),

  outcome: (ctx) => ({
    async completed(flow) {
      const { request } = flow;
      const previous = loadBaskets(ctx.scope(flow)).find((b) => b.address === request.basket);
      await basketChanged(ctx, flow, {
        address: request.basket,
        creator: request.creator,
        settings: {
          type: previous?.settings?.type,
          depositFee: request.depositFee,
          rebalanceInterval: request.rebalanceInterval,
          rebalanceThreshold: request.rebalanceThreshold,
          slippage: request.slippage,
          lpOffsetThreshold: request.lpOffsetThreshold,
          disableRebalance: request.disableRebalance,
          disableLp: request.disableLp,
          composition: request.composition,
        },
      });
    },
  }),
} satisfies OperationEngine<'edit'>;
