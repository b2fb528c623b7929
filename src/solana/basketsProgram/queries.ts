// Reads the baskets program's accounts the way its SDK does (getProgramAccounts with its filters),
// without fetching every 10 KB account for a list: lists read two small dataSlices of each basket
// (SUMMARY_FIELDS), and full accounts are fetched by address, a page at a time.
import { PublicKey, type AccountInfo, type Commitment, type Connection } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID, TOKEN_LIST_ADDRESS } from './addresses';
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
import type { Segment } from './reader';
import { planSlices } from './slices';
import { decodeTokenList, type TokenList } from './tokenList';

/** The SDK reads at 'confirmed' (utils.ts getFilteredProgramAccounts). */
const COMMITMENT: Commitment = 'confirmed';
/** A node's limit for getMultipleAccounts. */
export const MAX_ACCOUNTS_PER_REQUEST = 100;
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
  connection: Connection,
  filters: ReturnType<typeof basketFilters>,
): Promise<AccountList<BasketSummary>> {
  const answers = await Promise.all(
    SUMMARY_SLICES.map((dataSlice) =>
      connection.getProgramAccounts(BASKETS_PROGRAM_ID, {
        commitment: COMMITMENT,
        encoding: 'base64',
        filters,
        dataSlice,
      }),
    ),
  );
  const segments = new Map<string, Segment[]>();
  answers.forEach((answer, i) => {
    const offset = SUMMARY_SLICES[i]?.offset ?? 0;
    for (const { pubkey, account } of answer) {
      const address = pubkey.toBase58();
      segments.set(address, [...(segments.get(address) ?? []), { offset, bytes: account.data }]);
    }
  });
  // Each slice is its own scan: an account created or closed between them is in only some
  // answers. It is left out until the next refresh rather than shown half-read.
  const complete = [...segments].filter(([, parts]) => parts.length === SUMMARY_SLICES.length);
  return collect(
    complete.map(([address, parts]) => ({ address, result: decodeBasketSummary(parts) })),
  );
}

/** Every basket on the network (optionally one host platform's), as list entries. */
export function fetchAllBaskets(
  connection: Connection,
  options: { host?: PublicKey } = {},
): Promise<AccountList<BasketSummary>> {
  return summaries(connection, basketFilters({ host: options.host }));
}

/** The baskets a creator manages, as list entries. */
export function fetchBasketsByCreator(
  connection: Connection,
  creator: PublicKey,
): Promise<AccountList<BasketSummary>> {
  return summaries(connection, basketFilters({ creator }));
}

async function fullAccounts<T>(
  connection: Connection,
  filters: ReturnType<typeof basketFilters>,
  decode: (data: Uint8Array) => Decoded<T>,
): Promise<AccountList<T>> {
  const answer = await connection.getProgramAccounts(BASKETS_PROGRAM_ID, {
    commitment: COMMITMENT,
    encoding: 'base64',
    filters,
  });
  return collect(
    answer.map(({ pubkey, account }) => ({
      address: pubkey.toBase58(),
      result: decode(account.data),
    })),
  );
}

/** A user's open sell states (withdrawals whose assets wait to be claimed), in full. */
export function fetchSellStatesOf(
  connection: Connection,
  user: PublicKey,
): Promise<AccountList<SellState>> {
  return fullAccounts(connection, sellStateFilters(user), decodeSellState);
}

/** A user's buy states (deposits the program is still buying for), in full. */
export function fetchBuyStatesOf(
  connection: Connection,
  user: PublicKey,
): Promise<AccountList<BuyState>> {
  return fullAccounts(connection, buyStateFilters(user), decodeBuyState);
}

function decodeOwned<T>(
  info: AccountInfo<Uint8Array> | null,
  decode: (data: Uint8Array) => Decoded<T>,
): Decoded<T> | null {
  if (!info) return null;
  if (!info.owner.equals(BASKETS_PROGRAM_ID)) {
    return failed({ kind: 'wrong-owner', owner: info.owner.toBase58() });
  }
  return decode(info.data);
}

/**
 * Full baskets by address, in the order given (a page of a list): null where no account exists.
 * Asks for at most MAX_ACCOUNTS_PER_REQUEST accounts per request.
 */
export async function fetchBaskets(
  connection: Connection,
  addresses: readonly PublicKey[],
): Promise<(Decoded<BasketState> | null)[]> {
  const chunks: PublicKey[][] = [];
  for (let i = 0; i < addresses.length; i += MAX_ACCOUNTS_PER_REQUEST) {
    chunks.push(addresses.slice(i, i + MAX_ACCOUNTS_PER_REQUEST));
  }
  const answers = await Promise.all(
    chunks.map((chunk) => connection.getMultipleAccountsInfo(chunk, COMMITMENT)),
  );
  return answers.flat().map((info) => decodeOwned(info, decodeBasket));
}

/** One basket in full; null when the address has no account. */
export async function fetchBasket(
  connection: Connection,
  address: PublicKey,
): Promise<Decoded<BasketState> | null> {
  return decodeOwned(await connection.getAccountInfo(address, COMMITMENT), decodeBasket);
}

/** The service's token list (token ids → mints); null when the network has none. */
export async function fetchTokenList(connection: Connection): Promise<Decoded<TokenList> | null> {
  return decodeOwned(
    await connection.getAccountInfo(TOKEN_LIST_ADDRESS, COMMITMENT),
    decodeTokenList,
  );
}
