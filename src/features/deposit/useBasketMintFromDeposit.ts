import { useConnection } from '@solana/wallet-adapter-react';
import { PublicKey } from '@solana/web3.js';
import { useQuery } from '@tanstack/react-query';
import { decodeTransaction } from '../../solana/decode';
import { inspectTransaction } from '../../solana/inspect';
import { mintCandidates, pickBasketMint } from './basketMintFromDeposit';

/** The basket token mint named by a prepared deposit transaction, read from the chain. */
export function useBasketMintFromDeposit(transactionBase64: string | undefined) {
  const { connection } = useConnection();
  return useQuery({
    queryKey: ['chain', connection.rpcEndpoint, 'deposit-mint', transactionBase64 ?? ''],
    enabled: !!transactionBase64,
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const candidates = mintCandidates(inspectTransaction(decodeTransaction(transactionBase64!)));
      if (candidates.length === 0) return null;
      const infos = await connection.getMultipleAccountsInfo(
        candidates.map((a) => new PublicKey(a)),
        'confirmed',
      );
      const accounts = candidates.flatMap((address, i) => {
        const info = infos[i];
        return info
          ? [{ address, owner: info.owner.toBase58(), data: new Uint8Array(info.data) }]
          : [];
      });
      return pickBasketMint(accounts) ?? null;
    },
  });
}
