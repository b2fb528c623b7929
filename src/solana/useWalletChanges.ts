import { useConnection } from '@solana/wallet-adapter-react';
import type { Connection } from '@solana/web3.js';
import { useQueries, useQuery } from '@tanstack/react-query';
import { walletChanges, type WalletChanges } from './tokenChanges';

const txChangesKey = (endpoint: string, owner: string, signature: string | undefined) =>
  ['chain', endpoint, 'tx-changes', owner, signature ?? ''] as const;

async function readChanges(connection: Connection, signature: string, owner: string) {
  const tx = await connection.getTransaction(signature, {
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
}

/**
 * What the confirmed transaction `signature` changed in `owner`'s wallet, read from the chain.
 * The key carries the RPC endpoint and the wallet like every chain read.
 */
export function useWalletChanges(signature: string | undefined, owner: string) {
  const { connection } = useConnection();
  return useQuery({
    queryKey: txChangesKey(connection.rpcEndpoint, owner, signature),
    enabled: !!signature,
    staleTime: Infinity,
    queryFn: () => readChanges(connection, signature!, owner),
    retry: 5,
    retryDelay: 1000,
  });
}

/** What several confirmed transactions changed in `owner`'s wallet together (claim's list). */
export function useWalletChangesOf(signatures: readonly string[], owner: string) {
  const { connection } = useConnection();
  return useQueries({
    queries: signatures.map((signature) => ({
      queryKey: txChangesKey(connection.rpcEndpoint, owner, signature),
      staleTime: Infinity,
      queryFn: () => readChanges(connection, signature, owner),
      retry: 5,
      retryDelay: 1000,
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
      data: results.every((r) => r.data)
        ? sumChanges(results.flatMap((r) => (r.data ? [r.data] : [])))
        : undefined,
    }),
  });
}

/** Changes of several transactions, token by token. */
function sumChanges(all: readonly WalletChanges[]): WalletChanges {
  const byMint = new Map<string, WalletChanges['tokens'][number]>();
  for (const changes of all) {
    for (const t of changes.tokens) {
      const known = byMint.get(t.mint);
      byMint.set(t.mint, known ? { ...known, delta: known.delta + t.delta } : t);
    }
  }
  return {
    tokens: [...byMint.values()].filter((t) => t.delta !== 0n),
    lamportsBeforeFee: all.reduce((sum, c) => sum + c.lamportsBeforeFee, 0n),
  };
}
