import { SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeTransaction, isBase64Transaction, MAX_TRANSACTION_BYTES } from './decode';
import {
  BLOCKHASH,
  bytesToBase64,
  keypair,
  legacyTransferBase64,
  v0Transaction,
  v0TransferBase64,
} from './testing/transactions';

const payer = keypair(1);
const other = keypair(2);

function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

describe('decodeTransaction', () => {
  it('reads an unsigned legacy transaction', () => {
    const tx = decodeTransaction(legacyTransferBase64(payer.publicKey));
    expect(tx).toBeInstanceOf(VersionedTransaction);
    expect(tx.version).toBe('legacy');
    expect(tx.message.staticAccountKeys[0]!.toBase58()).toBe(payer.publicKey.toBase58());
    expect(tx.message.recentBlockhash).toBe(BLOCKHASH);
    expect(tx.signatures).toHaveLength(1);
    expect(tx.signatures[0]!.every((b) => b === 0)).toBe(true);
  });

  it('reads an unsigned v0 transaction', () => {
    const tx = decodeTransaction(v0TransferBase64(payer.publicKey));
    expect(tx.version).toBe(0);
    expect(tx.message.staticAccountKeys[0]!.toBase58()).toBe(payer.publicKey.toBase58());
  });

  it('keeps existing signatures and gives back the same bytes', () => {
    const legacy = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: other.publicKey,
        lamports: 5,
      }),
    );
    legacy.sign(payer);
    const base64 = bytesToBase64(legacy.serialize());
    const tx = decodeTransaction(base64);
    expect(tx.signatures[0]).toEqual(new Uint8Array(legacy.signature!));
    expect(bytesToBase64(tx.serialize())).toBe(base64);

    const v0 = v0Transaction(payer.publicKey, [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: other.publicKey,
        lamports: 5,
      }),
    ]);
    v0.sign([payer]);
    const decoded = decodeTransaction(bytesToBase64(v0.serialize()));
    expect(decoded.signatures[0]).toEqual(v0.signatures[0]);
  });

  it.each([
    ['empty text', ''],
    ['text that is not base64', 'not a transaction!'],
    ['base64 with whitespace', ` ${legacyTransferBase64()}`],
    ['URL-safe base64', legacyTransferBase64().replace(/\+/g, '-').replace(/\//g, '_') + '-_'],
  ])('refuses %s as not base64', (_label, input) => {
    expect(() => decodeTransaction(input)).toThrow('The transaction is not valid base64 text');
  });

  it('refuses a non-string', () => {
    expect(() => decodeTransaction(42 as unknown as string)).toThrow(/not valid base64/);
  });

  it.each([
    ['"hello world"', bytesToBase64(new TextEncoder().encode('hello world'))],
    ['one zero byte', 'AA=='],
    ['a truncated transaction', bytesToBase64(bytesOf(legacyTransferBase64()).slice(0, 100))],
  ])('refuses %s as not a transaction', (_label, input) => {
    expect(() => decodeTransaction(input)).toThrow(/not a Solana transaction/);
  });

  it('refuses a transaction followed by extra bytes', () => {
    const bytes = bytesOf(legacyTransferBase64());
    const padded = new Uint8Array([...bytes, 1, 2, 3]);
    expect(() => decodeTransaction(bytesToBase64(padded))).toThrow(/inconsistent/);
  });

  it('refuses a signature count that does not match the header', () => {
    const bytes = bytesOf(legacyTransferBase64());
    // Claim two signatures while the message header requires one.
    const twoSigs = new Uint8Array([2, ...new Uint8Array(64), ...bytes.slice(1)]);
    expect(() => decodeTransaction(bytesToBase64(twoSigs))).toThrow(/not a Solana transaction/);
  });

  it('refuses a message that requires no signature (no fee payer)', () => {
    const bytes = bytesOf(legacyTransferBase64());
    const message = bytes.slice(1 + 64);
    message[0] = 0; // numRequiredSignatures
    const unsigned = new Uint8Array([0, ...message]);
    expect(() => decodeTransaction(bytesToBase64(unsigned))).toThrow(/no fee payer/);
  });

  it('refuses more than the packet limit', () => {
    const big = new Uint8Array(MAX_TRANSACTION_BYTES + 1).fill(1);
    expect(() => decodeTransaction(bytesToBase64(big))).toThrow(/more than Solana's limit of 1232/);
  });
});

describe('isBase64Transaction', () => {
  it('is true for legacy and v0 transactions', () => {
    expect(isBase64Transaction(legacyTransferBase64())).toBe(true);
    expect(isBase64Transaction(v0TransferBase64())).toBe(true);
  });
  it.each([undefined, null, 5, '', 'AQID', 'aGVsbG8='])('is false for %j', (value) => {
    expect(isBase64Transaction(value)).toBe(false);
  });
});

describe('decodeTransaction: each refusal in its words', () => {
  it('counts the bytes past the packet limit, and reads a text of 1232 bytes as a transaction', () => {
    const big = new Uint8Array(MAX_TRANSACTION_BYTES + 1).fill(1);
    expect(() => decodeTransaction(bytesToBase64(big))).toThrow(
      new Error("The transaction is 1233 bytes, more than Solana's limit of 1232"),
    );
    const atLimit = new Uint8Array(MAX_TRANSACTION_BYTES).fill(1);
    expect(() => decodeTransaction(bytesToBase64(atLimit))).toThrow(
      /^The data is not a Solana transaction/,
    );
  });

  it('gives the reason the bytes are not a transaction, and keeps the error as its cause', () => {
    expect(() => decodeTransaction('AA==')).toThrow(
      new Error('The data is not a Solana transaction: Reached end of buffer unexpectedly'),
    );
    const error = (() => {
      try {
        decodeTransaction('AA==');
      } catch (e) {
        return e as Error;
      }
    })();
    expect((error?.cause as Error | undefined)?.message).toBe('Reached end of buffer unexpectedly');
  });

  it('reads a transaction that names the fee payer alone', () => {
    const tx = decodeTransaction(bytesToBase64(v0Transaction(payer.publicKey, []).serialize()));
    expect(tx.message.staticAccountKeys.map((k) => k.toBase58())).toEqual([
      payer.publicKey.toBase58(),
    ]);
  });

  it('refuses a message that names no account, though it asks for a signature', () => {
    const bytes = bytesOf(legacyTransferBase64());
    const message = bytes.slice(1 + 64);
    // header (3 bytes), then the account count: none, then the blockhash and no instruction.
    const noKeys = new Uint8Array([
      1,
      ...new Uint8Array(64),
      ...message.slice(0, 3),
      0,
      ...new Uint8Array(32),
      0,
    ]);
    expect(() => decodeTransaction(bytesToBase64(noKeys))).toThrow(
      new Error('The data is not a Solana transaction: it names no fee payer'),
    );
  });

  it('refuses a transaction whose bytes differ once re-encoded', () => {
    const bytes = bytesOf(legacyTransferBase64());
    expect(() => decodeTransaction(bytesToBase64(new Uint8Array([...bytes, 0])))).toThrow(
      new Error('The data is not a Solana transaction: its length or layout is inconsistent'),
    );
  });

  it('gives back the transaction it read, byte for byte', () => {
    const base64 = v0TransferBase64(payer.publicKey, other.publicKey);
    const tx = decodeTransaction(base64);
    expect(bytesToBase64(tx.serialize())).toBe(base64);
    expect(tx.message.staticAccountKeys.map((k) => k.toBase58())).toEqual([
      payer.publicKey.toBase58(),
      other.publicKey.toBase58(),
      SystemProgram.programId.toBase58(),
    ]);
  });
});
