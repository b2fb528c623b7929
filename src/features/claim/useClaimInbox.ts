import { useWallet } from '@solana/wallet-adapter-react';
import { useQuery } from '@tanstack/react-query';
import { fetchAccounts } from '../../solana/accountsRpc';
import { useEffect, useMemo } from 'react';
import {
  basketsProgramKeys,
  useSellStatesOf,
  useTokenList,
} from '../../solana/basketsProgram/hooks';
import { useRpcEndpoint } from '../../solana/rpcFetchContext';
import { claimedElsewhere, mergeInbox } from './claimInbox';
import { usePendingClaims } from './usePendingClaims';

/** While a withdrawal's assets are still being moved, its sell state is read again this often. */
const PENDING_REFRESH_MS = 2000;

/**
 * Whether each account exists on the chain (getMultipleAccounts, at 'confirmed'), through the
 * plain JSON-RPC reader: the claim page renders before the chain code.
 */
function useAccountsExist(accounts: readonly string[]) {
  const endpoint = useRpcEndpoint();
  return useQuery({
    queryKey: [...basketsProgramKeys.all(endpoint.url), 'accounts-exist', accounts],
    queryFn: async () => {
      const infos = await fetchAccounts(endpoint, accounts);
      return new Map(accounts.map((a, i) => [a, infos[i] !== null]));
    },
    enabled: accounts.length > 0,
  });
}

/** The wallet's pending claims: its open sell states on the chain, plus the ones saved here. */
export function useClaimInbox() {
  const { publicKey } = useWallet();
  const { claims, remove } = usePendingClaims();
  const sellStates = useSellStatesOf(publicKey);
  const tokenList = useTokenList();
  const list = tokenList.data?.ok ? tokenList.data.value : null;
  const items = useMemo(
    () => mergeInbox(claims, sellStates.data?.accounts, list),
    [claims, sellStates.data, list],
  );

  // Saved claims the chain no longer lists: claimed elsewhere (another device or app) once their
  // account is gone. Asked only after the sell states answered.
  const savedOnly = useMemo(
    () =>
      sellStates.data ? items.filter((i) => i.status === 'unknown').map((i) => i.account) : [],
    [items, sellStates.data],
  );
  const exists = useAccountsExist(savedOnly);
  useEffect(() => {
    if (!exists.data) return;
    claimedElsewhere(claims, exists.data, Date.now()).forEach(remove);
  }, [exists.data, claims, remove]);

  const waiting = items.some((item) => item.status === 'pending');
  const { refetch } = sellStates;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refetch(), PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [waiting, refetch]);
  return { items, sellStates, tokenList };
}
