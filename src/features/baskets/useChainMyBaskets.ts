import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo } from 'react';
import {
  useAllBaskets,
  useBasketsByCreator,
  useTokenList,
} from '../../solana/basketsProgram/hooks';
import { useTokenBalances } from '../../solana/queries';
import { heldBaskets, myBasketRows, type MyBasketRow } from './myBasketList';
import { useMyBaskets } from './useMyBaskets';

/** A read the page reports on: failed (with retry) or still running. */
export interface ReadStatus {
  readonly what: string;
  readonly isLoading: boolean;
  readonly error: Error | null;
  readonly refetch: () => void;
}

/**
 * The connected wallet's baskets on this network: created (by manager) and held (by the wallet's
 * basket token balances) from the chain, plus what this browser saved and the chain cannot show
 * yet. Same reads on every network.
 */
export function useChainMyBaskets() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const { baskets: saved, remove, save } = useMyBaskets();
  const created = useBasketsByCreator(publicKey);
  // Held baskets are matched against the wallet's balances: without a wallet, no program-wide
  // scan (megabytes on mainnet) on the forms that render before one connects.
  const all = useAllBaskets(null, publicKey !== null);
  const balances = useTokenBalances(publicKey);
  const tokenList = useTokenList();

  const amounts = useMemo(
    () => new Map([...(balances.data?.values() ?? [])].map((b) => [b.mint, b.amount])),
    [balances.data],
  );
  const list = tokenList.data?.ok ? tokenList.data.value : null;
  const rows: MyBasketRow[] = useMemo(() => {
    if (!wallet) return [];
    return myBasketRows({
      saved,
      created: created.data?.accounts ?? [],
      held: heldBaskets(all.data?.accounts ?? [], amounts),
      wallet,
      balances: amounts,
      tokenList: list,
    });
  }, [wallet, saved, created.data, all.data, amounts, list]);

  const reads: ReadStatus[] = [
    {
      what: 'the baskets you created',
      isLoading: created.isLoading,
      error: created.error,
      refetch: () => void created.refetch(),
    },
    {
      what: 'the baskets whose tokens you hold',
      isLoading: all.isLoading || balances.isLoading,
      error: all.error ?? balances.error,
      refetch: () => {
        void all.refetch();
        void balances.refetch();
      },
    },
    {
      what: 'the service’s token list',
      isLoading: tokenList.isLoading,
      error: tokenList.error,
      refetch: () => void tokenList.refetch(),
    },
  ];
  return { wallet, rows, reads, balances: balances.data, remove, save };
}
