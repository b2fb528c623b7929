// The composition editor's token field for the app: Jupiter's token search when Jupiter is on, the
// suggested tokens matched locally otherwise (or when the search fails), and the on-chain name of a
// pasted mint address. The chosen token shows its logo, name, verification and USD price.
import { useState } from 'react';
import { describeCount } from '../ui/LocalTokenField';
import { TokenCombobox } from '../ui/TokenCombobox';
import { looksLikeMint, matchTokens, type TokenFieldProps } from '../ui/TokenField';
import type { TokenOption } from '../ui/TokenOption';
import { shortenAddress } from '../ui/format';
import type { JupiterToken } from './jupiter/schemas';
import { useJupiterSearch, useTokenInfo, useUsdPrice } from './queries';
import { safeImageUrl } from './safeImageUrl';
import { toTokenOption, type TokenInfo } from './tokenInfo';
import { useDebouncedValue } from './useDebouncedValue';

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
const SEARCH_PAUSE_MS = 150;

function fromJupiter(token: JupiterToken): TokenOption | null {
  if (!token.symbol || token.decimals === null || token.decimals === undefined) return null;
  const logo = safeImageUrl(token.icon);
  return {
    mint: token.id,
    symbol: token.symbol,
    name: token.name || token.symbol,
    decimals: token.decimals,
    ...(logo ? { logoURI: logo } : {}),
    verification: token.isVerified ? 'verified' : 'unverified',
  };
}

/** A mint as the chain (and Jupiter, by mint) describes it; shortened and unverified when unnamed. */
function describe(mint: string, info: TokenInfo | undefined): TokenOption {
  return (
    (info && toTokenOption(info)) ?? {
      mint,
      symbol: shortenAddress(mint),
      name: info?.settled ? 'Unknown token' : 'Reading the chain…',
      decimals: info?.decimals ?? 0,
      verification: info?.settled ? 'unverified' : undefined,
    }
  );
}

function dedupe(options: (TokenOption | null | undefined)[]): TokenOption[] {
  const seen = new Set<string>();
  return options.filter((o): o is TokenOption => {
    if (!o || seen.has(o.mint)) return false;
    seen.add(o.mint);
    return true;
  });
}

export function SearchingTokenField({ tokens, value, onSelect, ...rest }: TokenFieldProps) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const searched = useDebouncedValue(typed, SEARCH_PAUSE_MS);
  const pasted = looksLikeMint(typed) ? typed : undefined;
  const search = useJupiterSearch(looksLikeMint(searched) ? '' : searched);
  const pastedInfo = useTokenInfo(pasted);
  const selectedInfo = useTokenInfo(value || undefined);
  const price = useUsdPrice(value || undefined);

  const local = matchTokens(tokens, typed);
  const fromSearch = search.isSuccess ? search.data.map(fromJupiter) : [];
  const options = dedupe([
    pasted ? describe(pasted, pastedInfo) : null,
    ...(typed === '' ? tokens : search.isSuccess ? fromSearch : local),
  ]);

  const waiting = typed !== '' && !pasted && (typed !== searched || search.isFetching);
  const status =
    typed === ''
      ? undefined
      : waiting
        ? 'Searching…'
        : search.isError
          ? `Token search failed: ${search.error instanceof Error ? search.error.message : 'no answer'} Showing known tokens; you can paste a mint address.`
          : describeCount(options.length);

  // What Jupiter and the chain say now, else the list's entry, else the bare address.
  const selected = value
    ? ((selectedInfo && toTokenOption(selectedInfo)) ??
      tokens.find((t) => t.mint === value) ??
      describe(value, selectedInfo))
    : undefined;
  return (
    <TokenCombobox
      {...rest}
      value={value}
      selected={selected}
      selectedPrice={price}
      query={query}
      onQueryChange={setQuery}
      options={options}
      status={status}
      onSelect={onSelect}
      onLeaveText={(text) => {
        if (looksLikeMint(text)) onSelect(text);
      }}
    />
  );
}
