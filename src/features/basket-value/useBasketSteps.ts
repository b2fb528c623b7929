// The basket's holdings after each of its transactions, from the history reader. Where its vaults
// hold its tokens alone (the token accounts of its token's mint authority: vaultSource.ts), the
// basket token's mint (every mint and burn), its state account (edits) and each vault (every trade)
// are read forward (holdings.ts). Where the program keeps every basket's tokens in shared vaults (the
// real program), the basket state's and its mint's transactions are read (every instruction that
// moves the basket's tokens names its state: src/solana/basketsInstructions.ts) and the holdings are
// reconstructed backward from what its state records now (sharedVaultHoldings.ts); the shared
// vaults' own signatures (every basket's transactions) are never read. Only when those transactions
// cannot be read is the line what the state records now, at past prices.
import { useQuery } from '@tanstack/react-query';
import bs58 from 'bs58';
import { useMemo } from 'react';
import { useAddressesHistory } from '../../history/hooks';
import type { ChainTx } from '../../history/types';
import { fetchAccount } from '../../solana/accountsRpc';
import { rpcRequest, type RpcEndpoint } from '../../solana/jsonRpc';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { useRpcEndpoint } from '../../solana/rpcFetchContext';
import { heldNowStep, holdingsOverTime, type HoldingsStep, type RecordedHolding } from './holdings';
import { sharedVaultHoldings, type SharedVaultSteps } from './sharedVaultHoldings';
import { mayOwnVaults, vaultSource } from './vaultSource';

/** SPL Mint: COption<Pubkey> mint_authority first (u32 tag, 32 bytes). */
export function mintAuthorityOf(data: Uint8Array): string | null {
  if (data.length < 36) return null;
  const tag = new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true);
  return tag === 1 ? bs58.encode(data.subarray(4, 36)) : null;
}

/** The token accounts `owner` has, of both token programs: the basket's vaults. */
async function tokenAccountsOf(endpoint: RpcEndpoint, owner: string): Promise<string[]> {
  const lists = await Promise.all(
    [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map(async (programId) => {
      const result = await rpcRequest(endpoint, 'getTokenAccountsByOwner', [
        owner,
        { programId },
        { commitment: 'confirmed', encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
      ]);
      const value = (result as { value?: unknown } | null)?.value;
      if (!Array.isArray(value))
        throw new Error('The RPC answered getTokenAccountsByOwner in a shape it does not have');
      return value.flatMap((entry: unknown) => {
        const pubkey = (entry as { pubkey?: unknown } | null)?.pubkey;
        return typeof pubkey === 'string' ? [pubkey] : [];
      });
    }),
  );
  return lists.flat().sort();
}

export interface BasketSteps {
  steps: HoldingsStep[];
  /**
   * 'transactions': after each of the basket's transactions, read from its own vaults;
   * 'state-backward': after each of its transactions, back from what its state records now (shared
   * vaults); 'held-now': one step, what its state records now (its transactions could not be
   * read); null while deciding.
   */
  source: 'transactions' | 'state-backward' | 'held-now' | null;
  /** On shared vaults, the transaction before which the holdings are unknown (none: null). */
  unknownBefore: SharedVaultSteps['unknownBefore'];
  /** When its createBasket landed (unix seconds); null until read, or if the RPC keeps no such past. */
  created: number | null;
  /** Every transaction of the basket has been read. */
  complete: boolean;
  /** The basket's transactions read so far (its state's and its token mint's), newest first. */
  txs: readonly ChainTx[];
  reading: boolean;
  error: Error | null;
  refresh: () => void;
}

export function useBasketSteps(
  basket: string,
  mint: string,
  decimals: number,
  supplyNow: bigint,
  /** The program's shared vaults: every `pdaTokenAccount` its token list names. */
  programVaults: ReadonlySet<string> | null,
  /** What the basket's state records it holds now. */
  recorded: readonly RecordedHolding[],
): BasketSteps {
  const endpoint = useRpcEndpoint();
  const vaults = useQuery({
    queryKey: ['chain', endpoint.url, 'basket-vaults', mint, [...(programVaults ?? [])]],
    queryFn: async () => {
      const account = await fetchAccount(endpoint, mint);
      const authority = account ? mintAuthorityOf(account.data) : null;
      const accounts = mayOwnVaults(authority) ? await tokenAccountsOf(endpoint, authority) : [];
      return vaultSource(authority, accounts, programVaults ?? new Set());
    },
    enabled: programVaults !== null,
    staleTime: 60_000,
  });
  const own = vaults.data?.kind === 'own' ? vaults.data : null;
  const shared = vaults.data?.kind === 'shared';
  // On shared vaults the state's list comes first: several of the basket's transactions can share
  // one slot (the automation's mint and its rebalances), and only the RPC's order of one address's
  // list says which came first in the block; the mint's list adds burns made outside the program.
  const addresses = useMemo(
    () => (own ? [mint, basket, ...own.accounts] : shared ? [basket, mint] : []),
    [mint, basket, own, shared],
  );
  const history = useAddressesHistory(addresses, 'all');
  // The transactions cannot be read: the RPC refused, or served none (a basket has at least its
  // creation: a node that keeps no history). What the state records now is all there is.
  const heldNow =
    shared &&
    history.txs.length === 0 &&
    (history.error !== null || (history.complete && !history.reading));
  const read = useMemo((): SharedVaultSteps => {
    if (heldNow)
      return { steps: [heldNowStep(recorded, supplyNow, decimals)], unknownBefore: null };
    if (shared)
      return sharedVaultHoldings({
        txs: history.txs,
        basket,
        basketMint: mint,
        basketDecimals: decimals,
        programVaults: programVaults ?? new Set(),
        recorded,
        supplyNow,
      });
    const owner = own?.owner;
    if (!owner) return { steps: [], unknownBefore: null };
    const steps = holdingsOverTime({
      txs: history.txs,
      basketMint: mint,
      basketDecimals: decimals,
      vaultOwner: owner,
      supplyNow,
      fromCreation: history.complete,
    });
    return { steps, unknownBefore: null };
  }, [
    heldNow,
    shared,
    recorded,
    own,
    history.txs,
    history.complete,
    basket,
    mint,
    decimals,
    supplyNow,
    programVaults,
  ]);
  const created = useMemo(
    () =>
      history.txs.find(
        (tx) =>
          tx.err === null &&
          tx.calls.some((c) => c.name === 'createBasket' && c.accounts.basket === basket),
      )?.blockTime ?? null,
    [history.txs, basket],
  );
  return {
    steps: read.steps,
    unknownBefore: read.unknownBefore,
    created,
    complete: history.complete,
    txs: history.txs,
    source: heldNow ? 'held-now' : shared ? 'state-backward' : own ? 'transactions' : null,
    reading: vaults.isPending || (addresses.length > 0 && history.reading),
    error: vaults.error ?? history.error ?? null,
    refresh: () => {
      void vaults.refetch();
      history.refresh();
    },
  };
}
