import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS, USDC_MINT, WSOL_MINT } from '../solana/tokens';
import { isVerifiedMint, symbolSkeleton, tokenWords, withSymbolHint } from './tokenWords';

// A made-up mint that claims to be USDC (any valid address that is not USDC's).
const FAKE = 'Fak3Ha4Bd9nH3qvNn8yCwKkqrNRHvTuSh3QnUmd1x9Qz';
const JUP_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const NOBODY = { tokenList: new Set<string>(), jupiterVerified: false };

describe('tokenWords (docs/token-names.md)', () => {
  it('names a verified token by its symbol alone', () => {
    expect(tokenWords(USDC_MINT, 'USDC', true)).toEqual({
      mint: USDC_MINT,
      symbol: 'USDC',
      verified: true,
      shortMint: undefined,
      label: 'USDC',
      imitates: undefined,
      warning: undefined,
      realOne: undefined,
      inWords: 'USDC',
    });
  });

  it('writes the short mint beside the symbol of a token not on the verified set', () => {
    const words = tokenWords(FAKE, 'MEOW', false);
    expect(words.label).toBe('MEOW · Fak3…x9Qz');
    expect(words.shortMint).toBe('Fak3…x9Qz');
    expect(words.imitates).toBeUndefined();
    expect(words.warning).toBeUndefined();
    expect(words.inWords).toBe('MEOW · Fak3…x9Qz');
  });

  it('flags a symbol that is USDC’s on another mint, and names the real one', () => {
    const words = tokenWords(FAKE, 'USDC', false);
    expect(words.label).toBe('USDC · Fak3…x9Qz');
    expect(words.imitates).toEqual({ symbol: 'USDC', name: 'USD Coin', mint: USDC_MINT });
    expect(words.warning).toBe('Not the real USDC');
    expect(words.realOne).toBe('The real USDC is EPjF…Dt1v');
    expect(words.inWords).toBe('USDC · Fak3…x9Qz (not the real USDC, which is EPjF…Dt1v)');
  });

  it('flags the look-alike, with its mint, even when something marked its mint verified', () => {
    // USDC is one mint in this app whatever a list says of another (docs/token-names.md).
    const words = tokenWords(FAKE, 'USDC', true);
    expect(words.label).toBe('USDC · Fak3…x9Qz');
    expect(words.warning).toBe('Not the real USDC');
  });

  it('compares symbols without case: "usdc" and "Usdc" are USDC', () => {
    expect(tokenWords(FAKE, 'usdc', false).warning).toBe('Not the real USDC');
    expect(tokenWords(FAKE, 'Usdc', false).label).toBe('Usdc · Fak3…x9Qz');
    expect(tokenWords(FAKE, 'WSOL', false).warning).toBe('Not the real wSOL');
    expect(tokenWords(FAKE, 'jitosol', false).warning).toBe('Not the real JitoSOL');
  });

  it('reads look-alike characters as the letters they imitate', () => {
    const lookAlikes = [
      'USDС', // Cyrillic Es
      'ＵＳＤＣ', // full-width
      'ÜSDC', // an accent
      'US DC', // a space
      'U.S.D.C', // dots
      'US\u200bDC', // a zero-width space
      'U$DC', // a dollar sign
      'U5DC', // a five
    ];
    for (const symbol of lookAlikes) {
      expect(tokenWords(FAKE, symbol, false).imitates?.mint, symbol).toBe(USDC_MINT);
    }
    expect(tokenWords(FAKE, 'B0NK', false).warning).toBe('Not the real BONK');
    expect(tokenWords(FAKE, 'W1F', false).warning).toBe('Not the real WIF');
    expect(tokenWords(FAKE, 'WlF', false).warning).toBe('Not the real WIF');
    expect(tokenWords(FAKE, 'rnSOL', false).warning).toBe('Not the real mSOL');
    expect(tokenWords(FAKE, 'JUР', false).warning).toBe('Not the real JUP'); // Cyrillic Er
  });

  it('does not flag a symbol that only contains a well-known one', () => {
    for (const symbol of ['USDC.e', 'USDCet', 'bSOL', 'JUPSOL', 'WEF']) {
      expect(tokenWords(FAKE, symbol, false).imitates, symbol).toBeUndefined();
    }
  });

  it('treats "SOL" as reserved for SOL itself, native or wrapped', () => {
    expect(tokenWords(FAKE, 'SOL', false).warning).toBe('Not the real SOL');
    expect(tokenWords(FAKE, 'SOL', false).realOne).toBe('The real SOL is So11…1112');
    // Jupiter calls wrapped SOL "SOL"; the review calls native SOL "SOL".
    expect(tokenWords(WSOL_MINT, 'SOL', true).warning).toBeUndefined();
    expect(tokenWords('SOL', 'SOL', true)).toMatchObject({ label: 'SOL', warning: undefined });
  });

  it('does not flag any well-known token under its own symbol, in any case', () => {
    for (const token of KNOWN_TOKENS) {
      expect(tokenWords(token.mint, token.symbol.toUpperCase(), true).imitates).toBeUndefined();
    }
  });

  it('names a token that claims no symbol by its short mint, verified or not', () => {
    for (const verified of [true, false]) {
      const words = tokenWords(FAKE, undefined, verified);
      expect(words.label).toBe('Fak3…x9Qz');
      expect(words.symbol).toBeUndefined();
      expect(words.imitates).toBeUndefined();
    }
    expect(tokenWords(FAKE, '   ', false).label).toBe('Fak3…x9Qz');
  });

  it('trims the claimed symbol', () => {
    expect(tokenWords(JUP_MINT, ' JUP ', true).label).toBe('JUP');
  });
});

describe('withSymbolHint', () => {
  it('names a mint nothing named yet by the hint, keeping whether it is verified', () => {
    const unread = tokenWords(USDC_MINT, undefined, true);
    expect(withSymbolHint(unread, 'USDC').label).toBe('USDC');
    expect(withSymbolHint(tokenWords(FAKE, undefined, false), 'USDC').warning).toBe(
      'Not the real USDC',
    );
  });

  it('leaves a symbol the token claims as it is', () => {
    expect(withSymbolHint(tokenWords(JUP_MINT, 'JUP', true), 'OTHER').label).toBe('JUP');
    expect(withSymbolHint(tokenWords(JUP_MINT, undefined, true), undefined).label).toBe(
      'JUPy…DvCN',
    );
  });
});

describe('symbolSkeleton', () => {
  it('is the same for a symbol and its look-alikes, and differs for other symbols', () => {
    expect(symbolSkeleton('USDC')).toBe(symbolSkeleton('usdс'));
    expect(symbolSkeleton('mSOL')).not.toBe(symbolSkeleton('JitoSOL'));
    expect(symbolSkeleton('WIF')).not.toBe(symbolSkeleton('WEF'));
    // Case is ignored, so an L reads as the I it imitates in lower case.
    expect(symbolSkeleton('WLF')).toBe(symbolSkeleton('WIF'));
  });
});

describe('isVerifiedMint (docs/token-names.md, "The verified set")', () => {
  it('counts the app’s well-known tokens and native SOL, whatever else answered', () => {
    for (const token of KNOWN_TOKENS) expect(isVerifiedMint(token.mint, NOBODY)).toBe(true);
    expect(isVerifiedMint('SOL', NOBODY)).toBe(true);
  });

  it('counts a mint on the Basket program’s token list', () => {
    expect(isVerifiedMint(FAKE, { tokenList: new Set([FAKE]), jupiterVerified: false })).toBe(true);
  });

  it('counts a mint Jupiter verified', () => {
    expect(isVerifiedMint(FAKE, { tokenList: new Set(), jupiterVerified: true })).toBe(true);
  });

  it('leaves out any other mint', () => {
    expect(isVerifiedMint(FAKE, NOBODY)).toBe(false);
  });
});
