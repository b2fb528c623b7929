// How a token is named wherever its amount is shown, and in the words of a refusal: one rule, so a
// mint whose metadata says "USDC" never reads as USDC (docs/token-names.md). Pure: no React, no
// reads; the caller says what the token claims and whether its mint is on the verified set.
import { KNOWN_TOKENS, WSOL_MINT } from '../solana/tokens';
import { shortenAddress } from '../ui/format';

/** The well-known token a look-alike imitates. */
export interface ImitatedToken {
  readonly symbol: string;
  readonly name: string;
  readonly mint: string;
}

export interface TokenWords {
  readonly mint: string;
  /** The symbol the token claims (Jupiter's or its metadata's), trimmed; undefined when none. */
  readonly symbol: string | undefined;
  /** On the verified set: named by its symbol alone. */
  readonly verified: boolean;
  /**
   * The shortened mint written beside the symbol (or alone, without one); undefined for a verified
   * token that imitates none.
   */
  readonly shortMint: string | undefined;
  /** "USDC" (verified), "USDC · Fak3…x9Qz" (not), "Fak3…x9Qz" (no symbol). */
  readonly label: string;
  /** The well-known token whose symbol this one claims though its mint differs. */
  readonly imitates: ImitatedToken | undefined;
  /** "Not the real USDC", for a look-alike. */
  readonly warning: string | undefined;
  /** "The real USDC is EPjF…Dt1v", for a look-alike: the warning's accessible description. */
  readonly realOne: string | undefined;
  /** For a sentence: the label, and for a look-alike "(not the real USDC, which is EPjF…Dt1v)". */
  readonly inWords: string;
}

/** The review's pseudo-mint for native SOL (BalanceChange.mint). */
const NATIVE_SOL = 'SOL';

/**
 * Symbols only the well-known tokens may carry: theirs, and "SOL", which Jupiter gives wrapped SOL
 * and the review gives native SOL.
 */
const RESERVED: readonly ImitatedToken[] = [
  ...KNOWN_TOKENS.map(({ symbol, name, mint }) => ({ symbol, name, mint })),
  { symbol: 'SOL', name: 'Solana', mint: WSOL_MINT },
];

/** Letters of other scripts drawn like a Latin letter (Cyrillic, Greek), as that letter. */
// prettier-ignore
const OTHER_SCRIPTS: Readonly<Record<string, string>> = {
  А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', І: 'I', Ј: 'J', К: 'K', М: 'M', О: 'O', Р: 'P', Ѕ: 'S',
  Т: 'T', Х: 'X', У: 'Y', а: 'a', с: 'c', е: 'e', і: 'i', ј: 'j', о: 'o', р: 'p', ѕ: 's', х: 'x',
  у: 'y', ԁ: 'd', ӏ: 'l', Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N',
  Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X', ο: 'o', ι: 'i', ν: 'v',
};

/**
 * Characters a token's font draws alike once case is ignored: 0 and o; 1, l, i and |; 5, $ and s.
 * (Case is ignored, so L reads as I too: "WLF" reads as WIF.)
 */
const SAME_IN_A_FONT: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  l: 'i',
  '|': 'i',
  '5': 's',
  $: 's',
};

const replaced = (text: string, table: Readonly<Record<string, string>>) =>
  [...text].map((ch) => table[ch] ?? ch).join('');

/**
 * A symbol as a reader may take it: compatibility forms and accents folded ("ＵＳＤＣ", "ÜSDC"),
 * look-alike characters replaced, case ignored, anything but letters and digits dropped (spaces,
 * dots, zero-width characters), and "rn" read as "m", "vv" as "w".
 */
export function symbolSkeleton(symbol: string): string {
  const folded = symbol.normalize('NFKD').replace(/\p{M}/gu, '');
  return replaced(replaced(folded, OTHER_SCRIPTS).toLowerCase(), SAME_IN_A_FONT)
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

const RESERVED_BY_SKELETON = new Map(
  RESERVED.map((token) => [symbolSkeleton(token.symbol), token]),
);

/** The well-known token whose symbol `symbol` reads as, when `mint` is not that token's. */
function imitated(mint: string, symbol: string | undefined): ImitatedToken | undefined {
  if (!symbol || mint === NATIVE_SOL) return undefined;
  const real = RESERVED_BY_SKELETON.get(symbolSkeleton(symbol));
  return real && real.mint !== mint ? real : undefined;
}

/**
 * What to call the token at `mint` that claims `claimedSymbol`: its symbol alone when `verified`
 * (docs/token-names.md, "The verified set"), else with its shortened mint beside it; and, when the
 * symbol reads as a well-known token's though the mint is another, which one it imitates — such a
 * look-alike always shows its mint, verified or not, so the two are told apart. `mint` 'SOL' is
 * native SOL.
 */
export function tokenWords(
  mint: string,
  claimedSymbol: string | undefined,
  verified: boolean,
): TokenWords {
  const symbol = claimedSymbol?.trim() || undefined;
  const imitates = imitated(mint, symbol);
  const shortMint = verified && symbol && !imitates ? undefined : shortenAddress(mint);
  const label = symbol ? (shortMint ? `${symbol} · ${shortMint}` : symbol) : shortenAddress(mint);
  const named = { mint, symbol, verified, shortMint, label, imitates };
  if (!imitates) return { ...named, warning: undefined, realOne: undefined, inWords: label };
  const realMint = shortenAddress(imitates.mint);
  return {
    ...named,
    warning: `Not the real ${imitates.symbol}`,
    realOne: `The real ${imitates.symbol} is ${realMint}`,
    inWords: `${label} (not the real ${imitates.symbol}, which is ${realMint})`,
  };
}

/** `words`, or while nothing has named its mint, the words of it claiming `symbol`. */
export function withSymbolHint(words: TokenWords, symbol: string | undefined): TokenWords {
  return words.symbol || !symbol ? words : tokenWords(words.mint, symbol, words.verified);
}

/** Where the verified set comes from for one mint (docs/token-names.md, "The verified set"). */
export interface VerifiedSources {
  /** Mints on the Basket program's token list of this network (empty while it is unread). */
  readonly tokenList: ReadonlySet<string>;
  /** Jupiter marks the mint verified (false when Jupiter is off, failed or does not know it). */
  readonly jupiterVerified: boolean;
}

const KNOWN_MINTS: ReadonlySet<string> = new Set([...KNOWN_TOKENS.map((t) => t.mint), NATIVE_SOL]);

/** The mint is on the verified set: a well-known token, on the token list, or Jupiter-verified. */
export function isVerifiedMint(mint: string, sources: VerifiedSources): boolean {
  return KNOWN_MINTS.has(mint) || sources.tokenList.has(mint) || sources.jupiterVerified;
}
