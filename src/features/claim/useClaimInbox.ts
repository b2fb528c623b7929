import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect, useMemo } from 'react';
import { useSellStatesOf, useTokenList } from '../../solana/basketsProgram/hooks';
import { mergeInbox } from './claimInbox';
import { usePendingClaims } from './usePendingClaims';

/** While a withdrawal's assets are still being moved, its sell state is read again this often. */
const PENDING_REFRESH_MS = 2000;

/** The wallet's pending claims: its open sell states on the chain, plus the ones saved here. */
export function useClaimInbox() {
  const { publicKey } = useWallet();
  const { claims } = usePendingClaims();
  const sellStates = useSellStatesOf(publicKey);
  const tokenList = useTokenList();
  const list = tokenList.data?.ok ? tokenList.data.value : null;
  const items = useMemo(
    () => mergeInbox(claims, sellStates.data?.accounts, list),
    [claims, sellStates.data, list],
  );
  const waiting = items.some((item) => item.status === 'pending');
  const { refetch } = sellStates;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refetch(), PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, refetch]);
  return { items, sellStates, tokenList };
}
