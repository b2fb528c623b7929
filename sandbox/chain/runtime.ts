// The SVM the chain runs transactions on: LiteSVM with the native mints and the stand-in programs,
// its accounts in the chain's shape, and a transaction's execution (kept) or simulation (not kept)
// with everything a node reports about it. The chain (./chain.ts) decides what may run and records
// what did; this is what running means.
import { SystemProgram } from '@solana/web3.js';
import bs58 from 'bs58';
import { Clock, FailedTransactionMetadata, LiteSvm } from 'litesvm/dist/internal';
import { toTransactionFailure, type TransactionFailure } from './errors';
import type { InnerInstructionsJson } from './ledger-index';
import { simulateOnSvm, type SimulatedRun } from './simulation';
import { installStandInPrograms } from './stand-in-programs';
import { absentAccount, fromSvmAccount, toSvmAccount } from './svm-accounts';
import type { AccountBytes } from './token-balances';
import { innerInstructionsOf, returnDataOf, type ReturnDataJson } from './transaction-meta';
import type { RawAccount } from './types';

/** Slots per epoch reported by getEpochInfo (mainnet's). */
export const SLOTS_PER_EPOCH = 432_000;

/** What running a transaction for real reported. */
export interface Execution {
  failure: TransactionFailure | null;
  logs: string[];
  unitsConsumed: number;
  innerInstructions: InnerInstructionsJson[];
  returnData: ReturnDataJson;
}

export class Runtime {
  private readonly svm = new LiteSvm();

  constructor() {
    this.svm.withNativeMints();
    installStandInPrograms(this.svm); // before replay: replayed transactions may invoke them
    this.svm.setBlockhashCheck(false); // the chain checks its own 150-block window
    this.svm.setTransactionHistory(0n); // duplicates are refused from the chain's own index
  }

  getRaw(address: string): RawAccount | null {
    const a = this.svm.getAccount(bs58.decode(address));
    return !a || a.lamports() === 0n ? null : fromSvmAccount(a);
  }

  /** Writes an account (null or zero lamports: removes it). */
  setRaw(address: string, account: RawAccount | null): void {
    this.svm.setAccount(bs58.decode(address), account ? toSvmAccount(account) : absentAccount());
  }

  /** Owner and data of an existing account (token balances and lookup tables read these). */
  readonly readBytes = (address: string): AccountBytes | null => {
    const a = this.svm.getAccount(bs58.decode(address));
    if (!a || a.lamports() === 0n) return null;
    return { owner: bs58.encode(a.owner()), data: a.data() };
  };

  lamports(address: string): bigint {
    return this.svm.getBalance(bs58.decode(address)) ?? 0n;
  }

  programAccounts(programId: string): { pubkey: string; account: RawAccount }[] {
    return this.svm
      .getProgramAccounts(bs58.decode(programId))
      .map((entry) => ({
        pubkey: bs58.encode(entry.address),
        account: fromSvmAccount(entry.account()),
      }))
      .filter((e) => e.account.lamports > 0n);
  }

  rentExemptMinimum(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength));
  }

  /** A new block's hash (LiteSVM's own one-hash check is off; the chain keeps the window). */
  nextBlockhash(): string {
    this.svm.expireBlockhash();
    return this.svm.latestBlockhash();
  }

  setClock(slot: number, genesisTime: number, unixTimestamp: number): void {
    const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH));
    this.svm.setClock(
      new Clock(BigInt(slot), BigInt(genesisTime), epoch, epoch + 1n, BigInt(unixTimestamp)),
    );
  }

  unixTimestamp(): number {
    return Number(this.svm.getClock().unixTimestamp);
  }

  /** Signature checks on or off (off while a verified ledger is replayed). */
  setSigverify(on: boolean): void {
    this.svm.setSigverify(on);
  }

  /**
   * Runs `fn` with `accounts` swapped into the SVM in place of the tip's versions (null = absent),
   * then puts the tip back. Nothing is journaled or announced: for simulations only.
   */
  withAccounts<T>(accounts: ReadonlyMap<string, RawAccount | null> | undefined, fn: () => T): T {
    if (!accounts || accounts.size === 0) return fn();
    const saved: [string, RawAccount | null][] = [];
    try {
      for (const [address, account] of accounts) {
        saved.push([address, this.getRaw(address)]);
        this.setRaw(address, account);
      }
      return fn();
    } finally {
      for (const [address, account] of saved.reverse()) this.setRaw(address, account);
    }
  }

  /** Runs a transaction for real: its effects stay (the fee at least, when it fails but lands). */
  execute(raw: Uint8Array): Execution {
    const result = this.svm.sendVersionedTransaction(raw);
    const failed = result instanceof FailedTransactionMetadata;
    const meta = failed ? result.meta() : result;
    return {
      failure: failed ? toTransactionFailure(result.err()) : null,
      logs: meta.logs(),
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      innerInstructions: innerInstructionsOf(meta),
      returnData: returnDataOf(meta),
    };
  }

  /** Simulates a transaction; nothing is kept. */
  simulate(raw: Uint8Array, sigVerify: boolean): SimulatedRun {
    return simulateOnSvm(this.svm, raw, sigVerify);
  }

  /** A funded system account at genesis (the faucet). */
  fund(address: string, lamports: bigint): void {
    this.setRaw(address, {
      lamports,
      owner: SystemProgram.programId.toBase58(),
      data: new Uint8Array(0),
      executable: false,
      rentEpoch: 0n,
    });
  }
}
