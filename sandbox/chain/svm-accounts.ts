// Accounts between LiteSVM's shape and the chain's (`RawAccount`).
import { SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import { Account as SvmAccount } from 'litesvm/dist/internal';
import type { RawAccount } from './types';

export function toSvmAccount(a: RawAccount): SvmAccount {
  return new SvmAccount(a.lamports, a.data, bs58.decode(a.owner), a.executable, a.rentEpoch);
}

/** Owners are few (programs): their base58 is kept rather than encoded again per read. */
const ownerNames = new Map<string, string>();

function ownerName(bytes: Uint8Array): string {
  const key = Buffer.from(bytes).toString('latin1');
  let name = ownerNames.get(key);
  if (name === undefined) {
    name = bs58.encode(bytes);
    if (ownerNames.size < 4096) ownerNames.set(key, name);
  }
  return name;
}

export function fromSvmAccount(a: SvmAccount): RawAccount {
  return {
    lamports: a.lamports(),
    owner: ownerName(a.owner()),
    data: a.data(),
    executable: a.executable(),
    rentEpoch: a.rentEpoch(),
  };
}

/** What an account that does not exist looks like to the runtime. */
export function absentAccount(): SvmAccount {
  return new SvmAccount(0n, new Uint8Array(0), SystemProgram.programId.toBytes(), false, 0n);
}
