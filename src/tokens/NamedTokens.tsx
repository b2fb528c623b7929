import { useMemo, type ReactNode } from 'react';
import type { TokenOption } from '../ui/TokenOption';
import { useTokenOptions } from './useTokenOptions';

/** `given` plus the names Jupiter and the chain give the other mints (TokenNamesComponent). */
export function NamedTokens({
  mints,
  given,
  children,
}: {
  mints: readonly string[];
  given: readonly TokenOption[];
  children: (tokens: readonly TokenOption[]) => ReactNode;
}) {
  const learnt = useTokenOptions(mints);
  const tokens = useMemo(() => {
    const known = new Set(given.map((t) => t.mint));
    return [...given, ...learnt.filter((t) => !known.has(t.mint))];
  }, [given, learnt]);
  return <>{children(tokens)}</>;
}
