import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { programLabel, programName, PROGRAM_NAMES } from './programs';
import { findToken, findTokenBySymbol, KNOWN_TOKENS, tokenLabel, USDC_MINT } from './tokens';

describe('known tokens', () => {
  it('lists the seven tokens the sandbox seeds, with their decimals', () => {
    expect(KNOWN_TOKENS.map((t) => [t.symbol, t.decimals])).toEqual([
      ['USDC', 6],
      ['wSOL', 9],
      ['JUP', 6],
      ['BONK', 5],
      ['mSOL', 9],
      ['JitoSOL', 9],
      ['WIF', 6],
    ]);
  });

  it('has valid, distinct mint addresses and names', () => {
    for (const token of KNOWN_TOKENS) {
      expect(new PublicKey(token.mint).toBase58()).toBe(token.mint);
      expect(token.name.length).toBeGreaterThan(2);
    }
    expect(new Set(KNOWN_TOKENS.map((t) => t.mint)).size).toBe(KNOWN_TOKENS.length);
  });

  it('finds by mint (whitespace ignored) and by symbol (any case)', () => {
    expect(findToken(USDC_MINT)?.symbol).toBe('USDC');
    expect(findToken(` ${USDC_MINT}\n`)?.decimals).toBe(6);
    expect(findToken('11111111111111111111111111111111')).toBeUndefined();
    expect(findTokenBySymbol('jitosol')?.mint).toBe('J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn');
    expect(findTokenBySymbol('XYZ')).toBeUndefined();
  });

  it('labels unknown mints with a shortened address', () => {
    expect(tokenLabel(USDC_MINT)).toBe('USDC');
    expect(tokenLabel('11111111111111111111111111111111')).toBe('1111…1111');
  });
});

describe('program names', () => {
  it.each([
    ['11111111111111111111111111111111', 'System'],
    ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'Token'],
    ['TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb', 'Token-2022'],
    ['ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', 'Associated Token Account'],
    ['MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', 'Memo'],
    ['Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo', 'Memo (v1)'],
    ['ComputeBudget111111111111111111111111111111', 'Compute Budget'],
  ])('%s is %s', (id, name) => {
    expect(programName(id)).toBe(name);
    expect(programLabel(id)).toBe(name);
  });

  it('every id is a valid address', () => {
    for (const id of Object.keys(PROGRAM_NAMES)) {
      expect(new PublicKey(id).toBase58()).toBe(id);
    }
  });

  it('unknown ids have no name, and are labelled "Unknown program"', () => {
    expect(programName(USDC_MINT)).toBeUndefined();
    expect(programName('toString')).toBeUndefined();
    expect(programLabel(USDC_MINT)).toBe('Unknown program');
  });
});
