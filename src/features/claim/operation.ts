// Claim: token accounts first (createATAsTx, left out by the service when every account exists),
// then the transfer out of the withdraw account (claimTokensTx): one claimToken per token, in one
// transaction or — when they do not fit one — a list of them, each a step of its own.
import type { ClaimRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { claimedTokenIds } from '../../solana/basketsInstructions';
import { shortenAddress } from '../../ui/format';
import { refreshChainReads } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { removePendingClaim } from './pendingClaimsStore';
import { bindIntent } from '../../flow/intent';
import { claimIntent } from './intent';

/** The step of the transfer out of the withdraw account: its transaction says what was received. */
export const CLAIM_TOKENS_KEY = 'claim';
/** Claim transactions a response may hold beyond the first (a list of claimTokensTx). */
const MORE_CLAIM_STEPS = ['claim-2', 'claim-3'] as const;

/** The step of one of the claim's claimTokensTx transactions. */
export function isClaimTokensStep(key: string): boolean {
  return key === CLAIM_TOKENS_KEY || (MORE_CLAIM_STEPS as readonly string[]).includes(key);
}

export const claimOperation = {
  command: 'claim',

  /** What its transactions may do (docs/security.md). */
  intent: bindIntent(claimIntent),

  /** `tokenNames`: a name per token id the withdraw account names, for the timeline's lines. */
  declare(request: ClaimRequest, tokenNames?: Record<string, string>) {
    // Claim's transactions follow from the withdraw account, not from a seed: asking again after
    // the first landed names the same accounts, so a fresh request is always safe.
    return defineFlow({
      op: 'claim',
      title: `Claim withdrawal ${shortenAddress(request.basket)}`,
      request,
      steps: [
        { key: 'accounts', label: 'Create token accounts', txField: 'createATAsTx' },
        { key: CLAIM_TOKENS_KEY, label: 'Claim tokens', txField: 'claimTokensTx' },
        ...MORE_CLAIM_STEPS.map((key, i) => ({
          key,
          label: `Claim more tokens (${i + 2})`,
          txField: 'claimTokensTx' as const,
          txIndex: i + 1,
        })),
      ],
      ...(tokenNames ? { names: { tokens: tokenNames } } : {}),
    });
  },

  /** One line per claimToken the transaction carries, by the token's name. */
  readParts(flow, _stepKey, tx) {
    return claimedTokenIds(tx).map((id) => `Claim ${flow.names?.tokens?.[id] ?? `token #${id}`}`);
  },

  outcome: (ctx) => ({
    async completed(flow) {
      removePendingClaim(ctx.scope(flow), flow.request.basket);
      await refreshChainReads(ctx, flow);
    },
  }),
} satisfies OperationEngine<'claim'>;
