import type { Ref } from 'react';
import { bestMatches, matchRank } from './tokenMatch';
import type { TokenOption } from './TokenOption';

/**
 * What a token-choosing field takes. The composition editor renders one per row: by default the
 * local list (LocalTokenField); the app passes one that searches Jupiter and reads the chain.
 */
export interface TokenFieldProps {
  label: string;
  /** The chosen mint ('' for none). */
  value: string;
  onSelect: (mint: string) => void;
  /** Tokens offered before anything is typed, and matched locally as the user types. */
  tokens: readonly TokenOption[];
  /** Extra words after an option, e.g. "already in row 2". */
  annotate?: (option: TokenOption) => string | undefined;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** Base58 text of the length of a 32-byte key: what a pasted mint address looks like. */
export function looksLikeMint(text: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text.trim());
}

/** `tokens` matching `query` by symbol, then name, then mint; all of them for an empty query. */
export function matchTokens(tokens: readonly TokenOption[], query: string): TokenOption[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...tokens];
  return bestMatches(tokens, (t) => (t.mint.toLowerCase() === q ? 0 : matchRank(t, q)));
}
