// Burn for one token: one transaction burns basket tokens and pays out one asset, atomically.
import type { BurnRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { basketFacts } from '../../solana/txFacts';
import { shortenAddress } from '../../ui/format';
import { refreshChainReads, type Operation } from '../operation';

export const BURN_STEP = { key: 'burn', txField: 'transaction' } as const;

export const burnOperation = {
  command: 'burn',

  declare(request: BurnRequest, names: { tokenSymbol: string; basketSymbol?: string }) {
    const basket = names.basketSymbol ?? `basket tokens of ${shortenAddress(request.basket)}`;
    return defineFlow({
      op: 'burn',
      title: `Burn ${request.amount} ${basket} for ${names.tokenSymbol}`,
      request,
      steps: [{ ...BURN_STEP, label: `Burn basket tokens and receive ${names.tokenSymbol}` }],
      names: {
        token: names.tokenSymbol,
        ...(names.basketSymbol ? { basket: names.basketSymbol } : {}),
      },
    });
  },

  readFacts(txs) {
    const tx = txs.get(BURN_STEP.key);
    return tx ? basketFacts(tx) : {};
  },

  outcome: (ctx) => ({ completed: (flow) => refreshChainReads(ctx, flow) }),
} satisfies Operation<'burn'>;
