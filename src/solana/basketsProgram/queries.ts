// Reads the baskets program's accounts the way its SDK does (getProgramAccounts with its filters),
// without fetching every 10 KB account for a list: lists read two small dataSlices of each basket
// (SUMMARY_FIELDS), and full accounts are fetched by address, a page at a time. Program-wide scans
// come back lean (programAccounts.ts) and are decoded in slices (mapInSlices): thousands of
// baskets never hold the main thread in one long task.
import type { GetProgramAccountsFilter } from '@solana/web3.js';
import { fetchAccount, fetchAccounts, type RawAccount } from '../accountsRpc';
import { base64ToBytes } from '../base64';
import type { RpcEndpoint } from '../jsonRpc';
import { mapInSlices } from '../mapInSlices';
import { BASKETS_PROGRAM_ID, BASKETS_TOKEN_LIST_ADDRESS } from '../programs';
import {
  SUMMARY_FIELDS,
  decodeBasket,
  decodeBasketSummary,
  decodeSellState,
  type BasketState,
  type BasketSummary,
  type SellState,
} from './basketState';
import { decodeBuyState, type BuyState } from './buyState';
import { failed, type DecodeError, type Decoded } from './errors';
import { basketFilters, buyStateFilters, sellStateFilters } from './filters';
import { fetchProgramAccounts } from './programAccounts';
import { planSlices } from './slices';
import { decodeTokenList, type TokenList } from './tokenList';

export { MAX_ACCOUNTS_PER_REQUEST } from '../accountsRpc';
/** The slices a basket list fetches: [0, 824) and [9441, 9513), 880 of 10,208 bytes. */
export const SUMMARY_SLICES = planSlices(SUMMARY_FIELDS);

export interface Keyed<T> {
  readonly address: string;
  readonly account: T;
}

/** Accounts that matched a query: decoded, and those whose bytes did not decode (with why). */
export interface AccountList<T> {
  readonly accounts: readonly Keyed<T>[];
  readonly undecodable: readonly Keyed<DecodeError>[];
}

/** Sorted by address so that pages of a list stay put between refreshes. */
function collect<T>(entries: { address: string; result: Decoded<T> }[]): AccountList<T> {
  const accounts: Keyed<T>[] = [];
  const undecodable: Keyed<DecodeError>[] = [];
  const sorted = entries.sort((a, b) =>
    a.address < b.address ? -1 : a.address > b.address ? 1 : 0,
  );
  for (const { address, result } of sorted) {
    if (result.ok) accounts.push({ address, account: result.value });
    else undecodable.push({ address, account: result.error });
  }
  return { accounts, undecodable };
}

async function summaries(
  endpoint: RpcEndpoint,
  filters: readonly GetProgramAccountsFilter[],
): Promise<AccountList<BasketSummary>> {
  const answers = await Promise.all(
    SUMMARY_SLICES.map((dataSlice) => fetchProgramAccounts(endpoint, { filters, dataSlice })),
  );
  const parts = new Map<string, { offset: number; base64: string }[]>();
  answers.forEach((answer, i) => {
    const offset = SUMMARY_SLICES[i]?.offset ?? 0;
    for (const { address, base64 } of answer) {
      const known = parts.get(address);
      if (known) known.push({ offset, base64 });
      else parts.set(address, [{ offset, base64 }]);
    }
  });
  // Each slice is its own scan: an account created or closed between them is in only some
  // answers. It is left out until the next refresh rather than shown half-read.
  const complete = [...parts].filter(([, slices]) => slices.length === SUMMARY_SLICES.length);
  return collect(
    await mapInSlices(complete, ([address, slices]) => ({
      address,
      result: decodeBasketSummary(
        slices.map(({ offset, base64 }) => ({ offset, bytes: base64ToBytes(base64) })),
      ),
    })),
  );
}

/** Every basket on the network (optionally one host platform's), as list entries. */
export function fetchAllBaskets(
  endpoint: RpcEndpoint,
  options: { host?: string } = {},
): Promise<AccountList<BasketSummary>> {
  return summaries(endpoint, basketFilters({ host: options.host }));
}

/** The baskets a creator manages, as list entries. */
export function fetchBasketsByCreator(
  endpoint: RpcEndpoint,
  creator: string,
): Promise<AccountList<BasketSummary>> {
  return summaries(endpoint, basketFilters({ creator }));
}

async function fullAccounts<T>(
  endpoint: RpcEndpoint,
  filters: readonly GetProgramAccountsFilter[],
  decode: (data: Uint8Array) => Decoded<T>,
): Promise<AccountList<T>> {
  const answer = await fetchProgramAccounts(endpoint, { filters });
  return collect(
    await mapInSlices(answer, ({ address, base64 }) => ({
      address,
      result: decode(base64ToBytes(base64)),
    })),
  );
}

/** A user's open sell states (withdrawals whose assets wait to be claimed), in full. */
export function fetchSellStatesOf(
  endpoint: RpcEndpoint,
  user: string,
): Promise<AccountList<SellState>> {
  return fullAccounts(endpoint, sellStateFilters(user), decodeSellState);
}

/** A user's buy states (deposits the program is still buying for), in full. */
export function fetchBuyStatesOf(
  endpoint: RpcEndpoint,
  user: string,
): Promise<AccountList<BuyState>> {
  return fullAccounts(endpoint, buyStateFilters(user), decodeBuyState);
}

function decodeOwned<T>(
  account: RawAccount | null,
  decode: (data: Uint8Array) => Decoded<T>,
): Decoded<T> | null {
  if (!account) return null;
  if (account.owner !== BASKETS_PROGRAM_ID) {
    return failed({ kind: 'wrong-owner', owner: account.owner });
  }
  return decode(account.data);
}

/**
 * Full baskets by address (base58), in the order given (a page of a list): null where no account
 * exists. Asks for at most MAX_ACCOUNTS_PER_REQUEST accounts per request.
 */
export async function fetchBaskets(
  endpoint: RpcEndpoint,
  addresses: readonly string[],
): Promise<(Decoded<BasketState> | null)[]> {
  const accounts = await fetchAccounts(endpoint, addresses);
  return accounts.map((account) => decodeOwned(account, decodeBasket));
}

/** One basket in full; null when the address has no account. */
export async function fetchBasket(
  endpoint: RpcEndpoint,
  address: string,
): Promise<Decoded<BasketState> | null> {
  return decodeOwned(await fetchAccount(endpoint, address), decodeBasket);
}

/** The service's token list (token ids → mints); null when the network has none. */
export async function fetchTokenList(endpoint: RpcEndpoint): Promise<Decoded<TokenList> | null> {
  return decodeOwned(await fetchAccount(endpoint, BASKETS_TOKEN_LIST_ADDRESS), decodeTokenList);
}
