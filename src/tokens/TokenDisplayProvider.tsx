import { useMemo, type ReactNode } from 'react';
import { WSOL_MINT } from '../solana/tokens';
import { formatUsd, shortenAddress } from '../ui/format';
import { TokenDisplayContext, type TokenDisplay } from '../ui/tokenDisplay';
import { useJupiterConfig, useTokenInfo, useUsdPrice } from './queries';
import { tokenLabel } from './tokenInfo';

/** Native SOL is priced as wrapped SOL. */
function priceMint(mint: string): string {
  return mint === 'SOL' ? WSOL_MINT : mint;
}

function TokenName({ mint, fallback }: { mint: string; fallback?: string }) {
  const info = useTokenInfo(mint === 'SOL' ? undefined : mint);
  if (mint === 'SOL') return <>SOL</>;
  return <>{info?.symbol ? tokenLabel(info) : (fallback ?? shortenAddress(mint))}</>;
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
