// getProgramAccounts filters for the baskets program, computed from the layout. They are the
// queries baskets-sdk 0.0.45 runs (index.ts findBaskets, findActiveSellStates,
// findActiveBuyStates), written in field terms.
import type { GetProgramAccountsFilter } from '@solana/web3.js';
import bs58 from 'bs58';
import { BASKET_STATE, BUY_STATE, type Field } from './layout';

function u64Le(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

/** memcmp: the u64 field equals `value` (base58 bytes, a node's default). */
const u64Equals = (field: Field, value: bigint): GetProgramAccountsFilter => ({
  memcmp: { offset: field.offset, bytes: bs58.encode(u64Le(value)) },
});

/** memcmp: the pubkey field equals `key` (base58). */
const pubkeyEquals = (field: Field, key: string): GetProgramAccountsFilter => ({
  memcmp: { offset: field.offset, bytes: key },
});

const B = BASKET_STATE.fields;

/** A fundState (basket or sell state): 10,208 bytes. */
export const FUND_STATE_SIZE: GetProgramAccountsFilter = { dataSize: BASKET_STATE.size };
/** A buy state: 680 bytes. */
export const BUY_STATE_SIZE: GetProgramAccountsFilter = { dataSize: BUY_STATE.size };
/** `sellState` (offset 112) is 0: a basket. The SDK's bytes "11111111" are 8 zero bytes. */
export const SELL_STATE_ZERO = u64Equals(B.sellState, 0n);
/** `sellState` is 1: an open sell state. The SDK's "Ahg1opVcGX" is u64 1 little-endian. */
export const SELL_STATE_OPEN = u64Equals(B.sellState, 1n);

/** Baskets, optionally only a creator's (`manager`, offset 16) and/or a host's (offset 128). */
export function basketFilters(
  by: { creator?: string; host?: string } = {},
): GetProgramAccountsFilter[] {
  const filters = [FUND_STATE_SIZE, SELL_STATE_ZERO];
  if (by.creator) filters.push(pubkeyEquals(B.manager, by.creator));
  if (by.host) filters.push(pubkeyEquals(B.hostPubkey, by.host));
  return filters;
}

/** A user's open sell states: in a sell state `manager` (offset 16) is the withdrawing user. */
export function sellStateFilters(user: string): GetProgramAccountsFilter[] {
  return [FUND_STATE_SIZE, pubkeyEquals(B.manager, user), SELL_STATE_OPEN];
}

/** A user's buy states: `buyer` at offset 40. */
export function buyStateFilters(user: string): GetProgramAccountsFilter[] {
  return [BUY_STATE_SIZE, pubkeyEquals(BUY_STATE.fields.buyer, user)];
}
