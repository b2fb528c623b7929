import { Keypair, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import {
  SigningCheckError,
  checkAfterSigning,
  checkBeforeSigning,
  instructionProgramIds,
} from './checks';
import { buildTx } from './testing/fakes';

const wallet = Keypair.generate();
const W = wallet.publicKey.toBase58();
const blockhash = Keypair.generate().publicKey.toBase58();
const copy = (tx: VersionedTransaction) => VersionedTransaction.deserialize(tx.serialize());

describe('checkBeforeSigning', () => {
  it('accepts a transaction the wallet pays for and alone must sign (legacy and v0)', () => {
    for (const v0 of [false, true]) {
      expect(() =>
        checkBeforeSigning(buildTx({ payer: wallet.publicKey, blockhash, lamports: 1, v0 }), W),
      ).not.toThrow();
    }
  });

  it('refuses another fee payer', () => {
    const tx = buildTx({ payer: Keypair.generate().publicKey, blockhash, lamports: 1 });
    expect(() => checkBeforeSigning(tx, W)).toThrow(SigningCheckError);
    expect(() => checkBeforeSigning(tx, W)).toThrow(/fee payer/);
  });

  it('refuses a transaction that also misses another signature', () => {
    const other = Keypair.generate();
    const tx = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: other.publicKey,
    });
    expect(() => checkBeforeSigning(tx, W)).toThrow(new RegExp(other.publicKey.toBase58()));
  });

  it('accepts a transaction another signer already signed, and keeps that signature', () => {
    const other = Keypair.generate();
    const tx = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: other.publicKey,
    });
    tx.sign([other]);
    expect(() => checkBeforeSigning(tx, W)).not.toThrow();
    const signed = copy(tx);
    signed.sign([wallet]);
    expect(checkAfterSigning(tx, signed, W)).toBe(bs58.encode(signed.signatures[0]!));
    expect(signed.signatures[1]).toEqual(tx.signatures[1]);
  });
});

describe('checkAfterSigning', () => {
  const unsigned = buildTx({ payer: wallet.publicKey, blockhash, lamports: 5 });

  it('returns the signature read from the signed bytes', () => {
    const signed = copy(unsigned);
    signed.sign([wallet]);
    expect(checkAfterSigning(unsigned, signed, W)).toBe(bs58.encode(signed.signatures[0]!));
  });

  it('refuses a wallet that changed the message', () => {
    const changed = buildTx({ payer: wallet.publicKey, blockhash, lamports: 6 });
    changed.sign([wallet]);
    expect(() => checkAfterSigning(unsigned, changed, W)).toThrow(/changed the transaction/);
  });

  it('refuses an unsigned answer', () => {
    expect(() => checkAfterSigning(unsigned, copy(unsigned), W)).toThrow(/unsigned/);
  });

  it('refuses a wallet that altered an existing signature', () => {
    const other = Keypair.generate();
    const tx = buildTx({
      payer: wallet.publicKey,
      blockhash,
      lamports: 1,
      extraSigner: other.publicKey,
    });
    tx.sign([other]);
    const signed = copy(tx);
    signed.sign([wallet]);
    signed.signatures[1] = new Uint8Array(64).fill(7);
    expect(() => checkAfterSigning(tx, signed, W)).toThrow(/already present/);
  });
});

it('instructionProgramIds names each instruction’s program', () => {
  const tx = buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 });
  expect(instructionProgramIds(tx)).toEqual(['11111111111111111111111111111111']);
});
