import type { ClaimRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { shortenAddress } from '../../ui/format';

/** The spec's claim: token accounts first (createATAsTx), then the transfer (claimTokensTx). */
export const CLAIM_STEPS = [
  { key: 'accounts', label: 'Create token accounts', txField: 'createATAsTx' },
  { key: 'claim', label: 'Claim tokens', txField: 'claimTokensTx' },
] as const;

export function claimFlow(request: ClaimRequest) {
  return defineFlow({
    op: 'claim',
    title: `Claim withdrawal ${shortenAddress(request.basket)}`,
    request,
    steps: CLAIM_STEPS.map((s) => ({ ...s })),
  });
}
