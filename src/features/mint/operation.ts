// Mint with one token: one transaction puts the token in and takes basket tokens out, atomically.
import type { MintRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { basketFacts } from '../../solana/txFacts';
import { shortenAddress } from '../../ui/format';
import { saveBasket } from '../baskets/myBasketsStore';
import { factsOfStep, refreshChainReads, singleAssetNames } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { bindIntent } from '../../flow/intent';
import { mintIntent } from './intent';

export const MINT_STEP = { key: 'mint', txField: 'transaction' } as const;

export const mintOperation = {
  command: 'mint',

  /** What its transactions may do (docs/security.md). */
  intent: bindIntent(mintIntent),

  declare(request: MintRequest, names: { tokenSymbol: string; basketSymbol?: string }) {
    const basket = names.basketSymbol ?? shortenAddress(request.basket);
    return defineFlow({
      op: 'mint',
      title: `Mint ${basket} with ${request.amount} ${names.tokenSymbol}`,
      request,
      steps: [{ ...MINT_STEP, label: `Deposit ${names.tokenSymbol} and mint basket tokens` }],
      names: singleAssetNames(names),
    });
  },

  readFacts: factsOfStep(MINT_STEP.key, basketFacts),

  outcome: (ctx) => ({
    completed(flow) {
      saveBasket(ctx.scope(flow), {
        address: flow.request.basket,
        ...(flow.facts.basketMint ? { mint: flow.facts.basketMint } : {}),
        ...(flow.names?.basket ? { symbol: flow.names.basket } : {}),
      });
      return refreshChainReads(ctx, flow);
    },
  }),
} satisfies OperationEngine<'mint'>;
