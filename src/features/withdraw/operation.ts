// Withdraw: one transaction burns the basket tokens and opens a withdraw account (the real
// program's sell state), which claim empties into the wallet.
import type { WithdrawRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { settleCreated, withdrawFacts } from '../../solana/txFacts';
import { shortenAddress } from '../../ui/format';
import { savePendingClaim } from '../claim/pendingClaimsStore';
import { factsOfStep, refreshChainReads } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { bindIntent } from '../../flow/intent';
import { withdrawIntent } from './intent';

export const WITHDRAW_STEP = {
  key: 'withdraw',
  label: 'Withdraw basket tokens',
  txField: 'transaction',
} as const;

export const withdrawOperation = {
  command: 'withdraw',

  /** What its transactions may do (docs/security.md). */
  intent: bindIntent(withdrawIntent),

  declare(request: WithdrawRequest, basket: { symbol?: string }) {
    const name = basket.symbol ?? shortenAddress(request.basket);
    return defineFlow({
      op: 'withdraw',
      title: `Withdraw ${request.amount} ${name}`,
      request,
      steps: [{ ...WITHDRAW_STEP }],
      names: basket.symbol ? { basket: basket.symbol } : undefined,
      // A second request names a different withdraw account (a fresh random seed per request):
      // once this one may have landed, it is never asked again.
      freshPostUnsafeFrom: WITHDRAW_STEP.key,
    });
  },

  readFacts: factsOfStep(WITHDRAW_STEP.key, withdrawFacts),

  settleFacts(flow, stepKey, created) {
    const account = settleCreated(flow.facts.withdrawAccount, created);
    return stepKey === WITHDRAW_STEP.key && account ? { withdrawAccount: account } : {};
  },

  outcome: (ctx) => ({
    // The claim inbox learns the account whichever page is open when the withdraw lands.
    stepConfirmed(flow) {
      const account = flow.facts.withdrawAccount;
      const step = flow.steps[0];
      if (!account) return;
      savePendingClaim(ctx.scope(flow), {
        account,
        basket: flow.request.basket,
        amount: flow.request.amount,
        withdrawSignature:
          step?.kind === 'tx' && step.status === 'confirmed' ? step.signed.signature : undefined,
        basketSymbol: flow.names?.basket,
      });
    },
    completed: (flow) => refreshChainReads(ctx, flow),
  }),
} satisfies OperationEngine<'withdraw'>;
