// getProgramAccounts on the baskets program, read lean: the answer's entries are checked by hand and
// kept as text (address, base64 data) so that nothing per account runs before the caller decodes
// them in slices (queries.ts). See jsonRpc.ts for why this does not go through web3.js.
import type { Commitment, DataSlice, GetProgramAccountsFilter } from '@solana/web3.js';
import { RpcError, rpcRequest, type RpcEndpoint } from '../jsonRpc';
import { BASKETS_PROGRAM_ID } from '../programs';

/** The SDK reads at 'confirmed' (utils.ts getFilteredProgramAccounts). */
export const READ_COMMITMENT: Commitment = 'confirmed';

export interface ProgramAccountsQuery {
  readonly filters: readonly GetProgramAccountsFilter[];
  readonly dataSlice?: DataSlice;
}

/** One matching account as the RPC sent it: its address (base58) and data (base64). */
export interface RawProgramAccount {
  readonly address: string;
  readonly base64: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function rawAccountOf(entry: unknown): RawProgramAccount | null {
  if (!isObject(entry) || typeof entry.pubkey !== 'string' || !isObject(entry.account)) return null;
  const data = entry.account.data;
  if (!Array.isArray(data) || typeof data[0] !== 'string' || data[1] !== 'base64') return null;
  return { address: entry.pubkey, base64: data[0] };
}

const unexpectedShape = () =>
  new RpcError('The RPC answered getProgramAccounts in a shape it does not have', null);

export async function fetchProgramAccounts(
  endpoint: RpcEndpoint,
  { filters, dataSlice }: ProgramAccountsQuery,
): Promise<RawProgramAccount[]> {
  const config = { commitment: READ_COMMITMENT, encoding: 'base64', filters, dataSlice };
  const result = await rpcRequest(endpoint, 'getProgramAccounts', [BASKETS_PROGRAM_ID, config]);
  if (!Array.isArray(result)) throw unexpectedShape();
  const accounts: RawProgramAccount[] = [];
  for (const entry of result) {
    const account = rawAccountOf(entry);
    if (!account) throw unexpectedShape();
    accounts.push(account);
  }
  return accounts;
}
