import { useScopedAction, useWalletListStore } from '../../storage/useWalletListStore';
import {
  pendingClaimsStore,
  removePendingClaim,
  savePendingClaim,
  type PendingClaim,
  type PendingClaimInput,
} from './pendingClaimsStore';

export interface PendingClaims {
  /** The connected wallet's pending claims on this network, newest first. */
  claims: PendingClaim[];
  save(claim: PendingClaimInput): void;
  remove(account: string): void;
}

/** The claim inbox's saved part, kept in step across tabs. */
export function usePendingClaims(): PendingClaims {
  const { list: claims, scope } = useWalletListStore(pendingClaimsStore);
  const save = useScopedAction(scope, savePendingClaim);
  const remove = useScopedAction(scope, removePendingClaim);
  return { claims, save, remove };
}
