// The basket's holdings after each of its transactions, from the history reader: the basket token's
// mint (every mint and burn), the basket's state account (edits) and each of its vaults (every
// trade) are read. Its vaults are the token accounts of its token's mint authority (the sandbox
// keeps them so: the basket's authority mints its token and owns its vaults; an inference for the
// real program, said in docs/price-history.md).
import { useQuery } from '@tanstack/react-query';
import bs58 from 'bs58';
import { useMemo } from 'react';
import { useAddressesHistory } from '../../history/hooks';
import { fetchAccount } from '../../solana/accountsRpc';
import { rpcRequest, type RpcEndpoint } from '../../solana/jsonRpc';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { useRpcEndpoint } from '../../solana/rpcFetchContext';
import { holdingsOverTime, type HoldingsStep } from './holdings';

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
  reading: boolean;
  error: Error | null;
  refresh: () => void;
}

export function useBasketSteps(
  basket: string,
  mint: string,
  decimals: number,
  supplyNow: bigint,
): BasketSteps {
  const endpoint = useRpcEndpoint();
  const vaults = useQuery({
    queryKey: ['chain', endpoint.url, 'basket-vaults', mint],
    queryFn: async () => {
      const account = await fetchAccount(endpoint, mint);
      const owner = account ? mintAuthorityOf(account.data) : null;
      return owner ? { owner, accounts: await tokenAccountsOf(endpoint, owner) } : null;
    },
    staleTime: 60_000,
  });
  const addresses = useMemo(
    () => (vaults.isSuccess ? [mint, basket, ...(vaults.data?.accounts ?? [])] : []),
    [mint, basket, vaults.isSuccess, vaults.data],
  );
  const history = useAddressesHistory(addresses, 'all');
  const steps = useMemo(() => {
    const owner = vaults.data?.owner;
    if (!owner) return [];
    return holdingsOverTime({
      txs: history.txs,
      basketMint: mint,
      basketDecimals: decimals,
      vaultOwner: owner,
      supplyNow,
      fromCreation: history.complete,
    });
  }, [vaults.data, history.txs, history.complete, mint, decimals, supplyNow]);
  return {
    steps,
    reading: vaults.isPending || history.reading,
    error: vaults.error ?? history.error ?? null,
    refresh: () => {
      void vaults.refetch();
      history.refresh();
    },
  };
}
