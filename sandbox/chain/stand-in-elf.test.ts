// Deriving a stand-in ELF from the Memo program LiteSVM ships: deterministic, the source untouched,
// and a clear refusal for anything it cannot rewrite.
import bs58 from 'bs58';
import { Keypair, Transaction, TransactionInstruction } from '@solana/web3.js';
import { LiteSvm, TransactionMetadata } from 'litesvm/dist/internal';
import { describe, expect, it } from 'vitest';
import { MEMO_PROGRAM_ID } from '../../src/solana/programs';
import { MAX_LOG_LINE_BYTES, standInElf } from './stand-in-elf';

function memoElf(): Uint8Array {
  const account = new LiteSvm().getAccount(bs58.decode(MEMO_PROGRAM_ID));
  if (!account) throw new Error('LiteSVM ships no Memo program');
  return account.data();
}

/** A copy of `elf` with the first occurrence of `from` replaced by `to` (same length). */
function replaced(elf: Uint8Array, from: string, to: string): Uint8Array {
  const copy = new Uint8Array(elf);
  const at = Buffer.from(copy).indexOf(from);
  if (at < 0) throw new Error(`${from} not found`);
  copy.set(new TextEncoder().encode(to), at);
  return copy;
}

describe('standInElf', () => {
  it('is deterministic, moves the entrypoint and leaves the source untouched', () => {
    const source = memoElf();
    const original = new Uint8Array(source);
    const a = standInElf(source, 'sandbox stand-in for X');
    const b = standInElf(source, 'sandbox stand-in for X');
    expect(a).toEqual(b);
    expect(source).toEqual(original);
    expect(a.length).toBe(source.length);
    const entry = (bytes: Uint8Array) => Buffer.from(bytes).readBigUInt64LE(24);
    expect(entry(a)).not.toBe(entry(source));
  });

  it('refuses bytes that are not an SBPF v0 program', () => {
    const source = memoElf();
    expect(() => standInElf(new Uint8Array(200), 'x')).toThrow('Not an ELF file');
    const v1 = new Uint8Array(source);
    v1[48] = 1; // e_flags: SBPF v1
    expect(() => standInElf(v1, 'x')).toThrow('Not an SBPF v0 program');
    const x86 = new Uint8Array(source);
    x86.set([62, 0], 18); // e_machine: x86-64
    expect(() => standInElf(x86, 'x')).toThrow('Not an SBPF program');
  });

  it('refuses a source that never calls sol_log_', () => {
    const noLog = replaced(memoElf(), 'sol_log_\0', 'sol_lag_\0');
    expect(() => standInElf(noLog, 'x')).toThrow('never calls sol_log_');
  });

  it('refuses log lines that are empty, too long or not printable ASCII', () => {
    const source = memoElf();
    expect(() => standInElf(source, '')).toThrow('printable ASCII');
    expect(() => standInElf(source, 'a'.repeat(MAX_LOG_LINE_BYTES + 1))).toThrow('printable ASCII');
    expect(() => standInElf(source, 'stand-in ✓')).toThrow('printable ASCII');
  });

  it('logs a line of the longest length accepted when the program runs', () => {
    const svm = new LiteSvm();
    const line = 'the longest line '.repeat(8).slice(0, MAX_LOG_LINE_BYTES);
    const programId = Keypair.generate().publicKey;
    svm.addProgram(programId.toBytes(), standInElf(memoElf(), line));
    const payer = Keypair.generate();
    svm.airdrop(payer.publicKey.toBytes(), 1_000_000_000n);
    const tx = new Transaction({
      feePayer: payer.publicKey,
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: 1,
    }).add(new TransactionInstruction({ programId, keys: [], data: Buffer.from([1]) }));
    tx.sign(payer);
    const result = svm.sendLegacyTransaction(tx.serialize());
    if (!(result instanceof TransactionMetadata)) throw new Error(`Failed: ${result.toString()}`);
    expect(result.logs()).toContain(`Program log: ${line}`);
  });
});
