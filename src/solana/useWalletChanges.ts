import { useConnection } from '@solana/wallet-adapter-react';
import { useQuery } from '@tanstack/react-query';
import { walletChanges } from './tokenChanges';

/**
 * What the confirmed transaction `signature` changed in `owner`'s wallet, read from the chain.
 * The key carries the RPC endpoint and the wallet like every chain read.
 */
export function useWalletChanges(signature: string | undefined, owner: string) {
  const { connection } = useConnection();
  return useQuery({
    queryKey: ['chain', connection.rpcEndpoint, 'tx-changes', owner, signature ?? ''],
    enabled: !!signature,
    staleTime: Infinity,
    queryFn: async () => {
      const tx = await connection.getTransaction(signature!, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      });
      if (!tx?.meta) throw new Error('The RPC has no record of this transaction yet.');
      const keys = tx.transaction.message.getAccountKeys({
        accountKeysFromLookups: tx.meta.loadedAddresses,
      });
      const accountKeys = [
        ...keys.staticAccountKeys,
        ...(keys.accountKeysFromLookups?.writable ?? []),
        ...(keys.accountKeysFromLookups?.readonly ?? []),
      ].map((k) => k.toBase58());
      return walletChanges(tx.meta, accountKeys, owner);
    },
    retry: 5,
    retryDelay: 1000,
  });
}
