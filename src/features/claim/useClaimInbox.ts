import { useEffect, useMemo } from 'react';
import { mergeInbox } from './claimInbox';
import { usePendingClaims } from './usePendingClaims';
import { useSandboxWithdrawals } from './useSandboxWithdrawals';

/** The wallet's pending claims: saved here, plus (sandbox) the ones the sandbox indexed. */
export function useClaimInbox() {
  const { claims, remove } = usePendingClaims();
  const sandbox = useSandboxWithdrawals();
  const { items, claimed } = useMemo(
    () => mergeInbox(claims, sandbox.data),
    [claims, sandbox.data],
  );
  // Claimed elsewhere (another tab or app): forget them here too.
  useEffect(() => {
    claimed.forEach(remove);
  }, [claimed, remove]);
  return { items, sandbox };
}
