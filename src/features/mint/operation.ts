// Mint with one token: one transaction puts the token in and takes basket tokens out, atomically.
import type { MintRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { basketFacts } from '../../solana/txFacts';
import { shortenAddress } from '../../ui/format';
import { saveBasket } from '../baskets/myBasketsStore';
import { refreshChainReads, type Operation } from '../operation';

export const MINT_STEP = { key: 'mint', txField: 'transaction' } as const;

export const mintOperation = {
  command: 'mint',

  declare(request: MintRequest, names: { tokenSymbol: string; basketSymbol?: string }) {
    const basket = names.basketSymbol ?? shortenAddress(request.basket);
    return defineFlow({
      op: 'mint',
      title: `Mint ${basket} with ${request.amount} ${names.tokenSymbol}`,
      request,
      steps: [{ ...MINT_STEP, label: `Deposit ${names.tokenSymbol} and mint basket tokens` }],
      names: {
        token: names.tokenSymbol,
        ...(names.basketSymbol ? { basket: names.basketSymbol } : {}),
      },
    });
  },

  readFacts(txs) {
    const tx = txs.get(MINT_STEP.key);
    return tx ? basketFacts(tx) : {};
  },

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
} satisfies Operation<'mint'>;
