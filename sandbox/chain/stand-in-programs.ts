// Stand-ins, on the sandbox chain, for two programs that real transactions name but the sandbox
// cannot run. Each is a no-op: any accounts, any data, success, and one log line saying what it is.
// Without them a transaction invoking either id fails ("This program may not be used for executing
// instructions").
//
// The stand-ins are derived at every open from the Memo program LiteSVM ships (./stand-in-elf) and
// deployed before the ledger is replayed, since replayed transactions may invoke them; deployment
// is not journaled.
import { BPF_LOADER_DEPRECATED_PROGRAM_ID, BPF_LOADER_PROGRAM_ID } from '@solana/web3.js';
import bs58 from 'bs58';
import type { LiteSvm } from 'litesvm/dist/internal';
import { MEMO_PROGRAM_ID } from '../../src/solana/programs';
import { standInElf } from './stand-in-elf';

/**
 * The Basket Portfolio Service's on-chain program (baskets-sdk 0.0.45 config.ts
 * BASKETS_PROGRAM_ID). The real service's transactions carry one instruction of it; in the sandbox
 * the keeper does its work, and the instruction, accounts in their real positions, only has to land.
 */
export const BASKETS_PROGRAM_ID = '2KehYt3KsEQR53jYcxjbQp2d2kCp4AkuQW68atufRwSr';

/**
 * Lighthouse, the assertion program. Phantom may append Lighthouse assertion instructions to the
 * transactions it signs (Phantom developer docs, "Lighthouse"); the e2e test wallet's Phantom-like
 * mode does too. Id: lighthouse-sdk 2.0.0 README.
 */
export const LIGHTHOUSE_PROGRAM_ID = 'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95';

export interface StandInProgram {
  id: string;
  name: string;
}

export const STAND_IN_PROGRAMS: readonly StandInProgram[] = [
  { id: BASKETS_PROGRAM_ID, name: 'Baskets' },
  { id: LIGHTHOUSE_PROGRAM_ID, name: 'Lighthouse' },
];

/** What a stand-in logs ("Program log: …") each time it runs. */
export function standInLogLine(name: string): string {
  return `sandbox stand-in for ${name}`;
}

const UPGRADEABLE_LOADER_ID = 'BPFLoaderUpgradeab1e11111111111111111111111';
/** Upgradeable loader ProgramData: u32 tag, u64 slot, Option<Pubkey> authority, then the ELF. */
const PROGRAM_DATA_HEADER_BYTES = 4 + 8 + 1 + 32;

/**
 * Deploys every stand-in into `svm`, owned by the upgradeable loader like programs deployed today,
 * so getAccountInfo of each id says executable: true as a node's would.
 */
export function installStandInPrograms(svm: LiteSvm): void {
  const source = deployedElf(svm, MEMO_PROGRAM_ID);
  for (const program of STAND_IN_PROGRAMS) {
    svm.addProgram(bs58.decode(program.id), standInElf(source, standInLogLine(program.name)));
  }
}

/** The ELF of a program deployed in `svm`, whichever BPF loader owns it. */
function deployedElf(svm: LiteSvm, programId: string): Uint8Array {
  const program = svm.getAccount(bs58.decode(programId));
  if (!program?.executable()) throw new Error(`LiteSVM has no program ${programId}`);
  const owner = bs58.encode(program.owner());
  if (
    owner === BPF_LOADER_PROGRAM_ID.toBase58() ||
    owner === BPF_LOADER_DEPRECATED_PROGRAM_ID.toBase58()
  ) {
    return program.data();
  }
  if (owner === UPGRADEABLE_LOADER_ID) {
    // The program account holds u32 tag + the address of its ProgramData account.
    const programData = svm.getAccount(program.data().subarray(4, 36));
    if (!programData) throw new Error(`LiteSVM has no program data for ${programId}`);
    return programData.data().subarray(PROGRAM_DATA_HEADER_BYTES);
  }
  throw new Error(`Program ${programId} is owned by ${owner}, not a BPF loader`);
}
