// The basket's holdings after each of its transactions, from the history reader: the basket token's
// mint (every mint and burn), the basket's state account (edits) and each of its vaults (every
// trade) are read. Its vaults are the token accounts of its token's mint authority when they hold
// this basket's tokens alone (vaultSource.ts); where the program keeps every basket's tokens in
// shared vaults (the real program), the holdings its state records now are the only ones known.
import { useQuery } from '@tanstack/react-query';
import bs58 from 'bs58';
import { useMemo } from 'react';
import { useAddressesHistory } from '../../history/hooks';
import { fetchAccount } from '../../solana/accountsRpc';
import { rpcRequest, type RpcEndpoint } from '../../solana/jsonRpc';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { useRpcEndpoint } from '../../solana/rpcFetchContext';
import { heldNowStep, holdingsOverTime, type HoldingsStep, type RecordedHolding } from './holdings';
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
   * 'transactions': after each of the basket's transactions; 'held-now': one step, what its state
   * records now (its past holdings are not readable from its transactions); null while deciding.
   */
  source: 'transactions' | 'held-now' | null;
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
  const addresses = useMemo(
    () => (own ? [mint, basket, ...own.accounts] : []),
    [mint, basket, own],
  );
  const history = useAddressesHistory(addresses, 'all');
  const heldNow = vaults.data?.kind === 'shared';
  const steps = useMemo(() => {
    if (heldNow) return [heldNowStep(recorded, supplyNow, decimals)];
    const owner = own?.owner;
    if (!owner) return [];
    return holdingsOverTime({
      txs: history.txs,
      basketMint: mint,
      basketDecimals: decimals,
      vaultOwner: owner,
      supplyNow,
      fromCreation: history.complete,
    });
  }, [heldNow, recorded, own, history.txs, history.complete, mint, decimals, supplyNow]);
  return {
    steps,
    source: heldNow ? 'held-now' : own ? 'transactions' : null,
    reading: vaults.isPending || (own !== null && history.reading),
    error: vaults.error ?? history.error ?? null,
    refresh: () => {
      void vaults.refetch();
      history.refresh();
    },
  };
}
