import type { ComponentType, ReactNode } from 'react';
import type { TokenOption } from './TokenOption';

/**
 * Names these mints for what `children` renders: `given` plus whatever the app learns of the rest
 * (src/tokens/NamedTokens asks Jupiter and the chain). Shared components take one as a prop, so
 * they name any mint without fetching themselves.
 */
export type TokenNamesComponent = ComponentType<{
  mints: readonly string[];
  given: readonly TokenOption[];
  children: (tokens: readonly TokenOption[]) => ReactNode;
}>;

/** Names only what is given. */
export const GivenTokenNames: TokenNamesComponent = ({ given, children }) => children(given);
