import { useState } from 'react';
import { shortenAddress } from './format';
import { TokenCombobox } from './TokenCombobox';
import { looksLikeMint, matchTokens, type TokenFieldProps } from './TokenField';
import type { TokenOption } from './TokenOption';

/** An address nothing names: shown shortened, unverified. */
function unnamed(mint: string): TokenOption {
  return {
    mint,
    symbol: shortenAddress(mint),
    name: 'Unknown token',
    decimals: 0,
    verification: 'unverified',
  };
}

/** The token field over a given list only: typing filters it; a pasted mint address is offered as is. */
export function LocalTokenField({ tokens, value, onSelect, ...rest }: TokenFieldProps) {
  const [query, setQuery] = useState('');
  const matches = matchTokens(tokens, query);
  const pasted = query.trim();
  const options =
    looksLikeMint(pasted) && !matches.some((t) => t.mint === pasted)
      ? [unnamed(pasted), ...matches]
      : matches;
  return (
    <TokenCombobox
      {...rest}
      value={value}
      selected={tokens.find((t) => t.mint === value)}
      query={query}
      onQueryChange={setQuery}
      options={options}
      status={query.trim() === '' ? undefined : describeCount(options.length)}
      onSelect={onSelect}
      onLeaveText={(text) => {
        if (looksLikeMint(text)) onSelect(text);
      }}
    />
  );
}

export function describeCount(count: number): string {
  return count === 0
    ? 'No token matches.'
    : count === 1
      ? '1 token found.'
      : `${count} tokens found.`;
}
