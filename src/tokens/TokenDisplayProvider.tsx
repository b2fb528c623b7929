import { useMemo, type ReactNode } from 'react';
import { WSOL_MINT } from '../solana/tokens';
import { formatUsd } from '../ui/format';
import { TokenDisplayContext, type TokenDisplay } from '../ui/tokenDisplay';
import { useJupiterConfig, useUsdPrice } from './queries';
import { withSymbolHint } from './tokenWords';
import { TokenWordsView } from './TokenWordsView';
import { useTokenWordsOf } from './useTokenWords';

/** Native SOL is priced as wrapped SOL. */
function priceMint(mint: string): string {
  return mint === 'SOL' ? WSOL_MINT : mint;
}

/** By the one rule (docs/token-names.md); `fallback` is the symbol while nothing names the mint. */
function TokenName({ mint, fallback }: { mint: string; fallback?: string }) {
  const words = useTokenWordsOf(mint);
  if (mint === 'SOL') return <>SOL</>;
  return <TokenWordsView words={withSymbolHint(words, fallback)} />;
}

function UsdAmount({ mint, amount, signed }: { mint: string; amount: number; signed?: boolean }) {
  const price = useUsdPrice(priceMint(mint));
  if (price === undefined || !Number.isFinite(amount)) {
    return <span title="No price known">—</span>;
  }
  const value = Math.abs(amount) * price;
  const sign = signed ? (amount < 0 ? '−' : amount > 0 ? '+' : '') : amount < 0 ? '−' : '';
  return <>{`${sign}${formatUsd(value)}`}</>;
}

/** Names from Jupiter and the chain for every shared component; USD values when Jupiter is on. */
export function TokenDisplayProvider({ children }: { children: ReactNode }) {
  const jupiterOn = useJupiterConfig() !== null;
  const value = useMemo<TokenDisplay>(
    () => (jupiterOn ? { TokenName, UsdAmount } : { TokenName }),
    [jupiterOn],
  );
  return <TokenDisplayContext.Provider value={value}>{children}</TokenDisplayContext.Provider>;
}
