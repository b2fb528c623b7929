import { useMemo } from 'react';
import type { TokenOption } from '../ui/TokenOption';
import { useTokenInfos } from './queries';
import { SUGGESTED_MINTS } from './suggested';
import { toTokenOption } from './tokenInfo';

/**
 * Tokens known by name: the suggested mints and `mints` (a basket's composition, a claim's assets),
 * named by Jupiter (when on) and the chain. A mint nothing names yet is left out; callers show it as
 * a shortened address.
 */
export function useTokenOptions(mints: readonly string[] = []): readonly TokenOption[] {
  const wanted = useMemo(() => [...SUGGESTED_MINTS, ...mints], [mints]);
  const infos = useTokenInfos(wanted);
  return useMemo(() => [...infos.values()].flatMap((info) => toTokenOption(info) ?? []), [infos]);
}
