// The Basket program's address lookup table at its real address (baskets-sdk 0.0.45 config.ts
// BASKETS_LOOKUP_TABLE): the SDK builds createBasket and editBasket as v0 transactions against it,
// so it must exist for the SDK's own create and edit to land. Its real contents are not public;
// the sandbox's holds the accounts every create and edit names whatever the basket — the
// program's PDA and token list, the service's fee accounts, the programs and sysvars they pass —
// which is what a table for those builders is for. Written in the Address Lookup Table program's
// layout (active, never deactivated, no authority), so a node resolves it as any other.
import {
  AddressLookupTableProgram,
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SystemProgram,
} from '@solana/web3.js';
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { Chain } from '../chain/chain';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  TOKEN_METADATA_PROGRAM_ID,
} from '../../src/solana/basketsProgram/addresses';
import {
  BUY_FEE_ACCOUNT,
  BUY_FEE_WALLET,
  CREATE_FEE_ACCOUNT,
  REBALANCE_FEE_WALLET,
} from '../../src/solana/basketsProgram/serviceAccounts';

export const BASKETS_LOOKUP_TABLE = new PublicKey('4Bp4czjcokF4WSvLaqnhA4vdRWwV1k3JB5zEUkVRfF1M');

/** What the table holds, in order (each once). */
export const LOOKUP_TABLE_ADDRESSES: readonly PublicKey[] = [
  ...new Map(
    [
      BASKETS_PROGRAM_PDA,
      TOKEN_LIST_ADDRESS,
      CREATE_FEE_ACCOUNT,
      BUY_FEE_ACCOUNT,
      BUY_FEE_WALLET,
      REBALANCE_FEE_WALLET,
      SystemProgram.programId,
      TOKEN_PROGRAM_ID,
      ASSOCIATED_TOKEN_PROGRAM_ID,
      TOKEN_METADATA_PROGRAM_ID,
      SYSVAR_RENT_PUBKEY,
      SYSVAR_INSTRUCTIONS_PUBKEY,
    ].map((key) => [key.toBase58(), key]),
  ).values(),
];

/** Type (u32), deactivation slot, last extended slot, its start index, authority, padding. */
const META_SIZE = 56;

/** The table's account data: a LookupTable that is active and has no authority (frozen). */
export function encodeLookupTable(addresses: readonly PublicKey[]): Uint8Array {
  const data = new Uint8Array(META_SIZE + addresses.length * 32);
  const view = new DataView(data.buffer);
  view.setUint32(0, 1, true); // ProgramState::LookupTable
  view.setBigUint64(4, 0xffff_ffff_ffff_ffffn, true); // never deactivated
  view.setBigUint64(12, 0n, true); // last extended at slot 0: every address usable
  // byte 20: start index 0; byte 21: no authority (None); bytes 22..56: unused and padding
  addresses.forEach((key, i) => data.set(key.toBytes(), META_SIZE + i * 32));
  return data;
}

/** Writes the table when missing or when what it should hold changed. */
export function writeLookupTable(chain: Chain): void {
  const data = encodeLookupTable(LOOKUP_TABLE_ADDRESSES);
  const current = chain.getRawAccount(BASKETS_LOOKUP_TABLE);
  if (current && Buffer.from(current.data).equals(Buffer.from(data))) return;
  chain.setAccount(BASKETS_LOOKUP_TABLE, {
    lamports: chain.minimumBalanceForRentExemption(data.length),
    owner: AddressLookupTableProgram.programId,
    data,
  });
}
