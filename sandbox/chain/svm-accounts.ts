// Accounts between LiteSVM's shape and the chain's (`RawAccount`).
import { SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import { Account as SvmAccount } from 'litesvm/dist/internal';
import type { RawAccount } from './types';

export function toSvmAccount(a: RawAccount): SvmAccount {
  return new SvmAccount(a.lamports, a.data, bs58.decode(a.owner), a.executable, a.rentEpoch);
}

export function fromSvmAccount(a: SvmAccount): RawAccount {
  return {
    lamports: a.lamports(),
    owner: bs58.encode(a.owner()),
    data: a.data(),
    executable: a.executable(),
    rentEpoch: a.rentEpoch(),
  };
}

/** What an account that does not exist looks like to the runtime. */
export function absentAccount(): SvmAccount {
  return new SvmAccount(0n, new Uint8Array(0), SystemProgram.programId.toBytes(), false, 0n);
}
