// Claim: token accounts first (createATAsTx, left out by the service when every account exists),
// then the transfer out of the withdraw account (claimTokensTx).
import type { ClaimRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { shortenAddress } from '../../ui/format';
import { refreshChainReads } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { removePendingClaim } from './pendingClaimsStore';

/** The step of the transfer out of the withdraw account: its transaction says what was received. */
export const CLAIM_TOKENS_KEY = 'claim';

export const claimOperation = {
  command: 'claim',

  declare(request: ClaimRequest) {
    // Claim's transactions follow from the withdraw account, not from a seed: asking again after
    // the first landed names the same accounts, so a fresh request is always safe.
    return defineFlow({
      op: 'claim',
      title: `Claim withdrawal ${shortenAddress(request.basket)}`,
      request,
      steps: [
        { key: 'accounts', label: 'Create token accounts', txField: 'createATAsTx' },
        { key: CLAIM_TOKENS_KEY, label: 'Claim tokens', txField: 'claimTokensTx' },
      ],
    });
  },

  outcome: (ctx) => ({
    async completed(flow) {
      removePendingClaim(ctx.scope(flow), flow.request.basket);
      await refreshChainReads(ctx, flow);
    },
  }),
} satisfies OperationEngine<'claim'>;
