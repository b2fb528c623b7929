// What the create and edit pages give their composition fields: tokens searched by name or symbol
// (Jupiter, else the chain) and named from the chain, with the options of this network. Their
// tests give fixed tokens instead.
import { NamedTokens } from '../../tokens/NamedTokens';
import { SearchingTokenField } from '../../tokens/TokenPicker';
import { useTokenOptions } from '../baskets/useTokenOptions';

export function useSearchingTokens() {
  return { tokens: useTokenOptions(), tokenField: SearchingTokenField, tokenNames: NamedTokens };
}
