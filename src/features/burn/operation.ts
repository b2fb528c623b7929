// Burn for one token: one transaction burns basket tokens and pays out one asset, atomically.
import type { BurnRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { basketFacts } from '../../solana/txFacts';
import { shortenAddress } from '../../ui/format';
import { factsOfStep, refreshChainReads, singleAssetNames } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { bindIntent } from '../../flow/intent';
import { burnIntent } from './intent';

export const BURN_STEP = { key: 'burn', txField: 'transaction' } as const;

export const burnOperation = {
  command: 'burn',

  /** What its transactions may do (docs/security.md). */
  intent: bindIntent(burnIntent),

  declare(request: BurnRequest, names: { tokenSymbol: string; basketSymbol?: string }) {
    const basket = names.basketSymbol ?? `basket tokens of ${shortenAddress(request.basket)}`;
    return defineFlow({
      op: 'burn',
      title: `Burn ${request.amount} ${basket} for ${names.tokenSymbol}`,
      request,
      steps: [{ ...BURN_STEP, label: `Burn basket tokens and receive ${names.tokenSymbol}` }],
      names: singleAssetNames(names),
    });
  },

  readFacts: factsOfStep(BURN_STEP.key, basketFacts),

  outcome: (ctx) => ({ completed: (flow) => refreshChainReads(ctx, flow) }),
} satisfies OperationEngine<'burn'>;
