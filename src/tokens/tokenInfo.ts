// What the app shows for a mint, merged from Jupiter's token record (when Jupiter is on) and the
// chain (always): Jupiter's verified list names a token; the chain's metadata is the token's own
// claim, and its decimals are authoritative.
import type { TokenOption } from '../ui/TokenOption';
import type { ChainToken } from './chain/fetchChainTokens';
import type { JupiterToken } from './jupiter/schemas';
import { safeImageUrl } from './safeImageUrl';

/**
 * verified: on Jupiter's verified list. unverified: Jupiter knows it but has not verified it, or
 * nothing (Jupiter nor the chain) names it. unknown: named on chain, Jupiter not asked.
 */
export type Verification = 'verified' | 'unverified' | 'unknown';

export interface TokenInfo {
  mint: string;
  symbol?: string;
  name?: string;
  decimals?: number;
  /** https: or data:image/ only. */
  logo?: string;
  verification: Verification;
  /** False while the chain (or Jupiter) has not answered yet. */
  settled: boolean;
}

export interface TokenSources {
  chain?: ChainToken | null;
  /** undefined: not asked (Jupiter off or failed); null: Jupiter does not know the mint. */
  jupiter?: JupiterToken | null;
  /** The image of the chain metadata's uri document, when read. */
  metadataImage?: string | null;
  settled: boolean;
}

function nonEmpty(text: string | undefined | null): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

export function mergeTokenInfo(mint: string, sources: TokenSources): TokenInfo {
  const { chain, jupiter, metadataImage } = sources;
  const symbol = nonEmpty(jupiter?.symbol) ?? nonEmpty(chain?.metadata?.symbol);
  const name = nonEmpty(jupiter?.name) ?? nonEmpty(chain?.metadata?.name);
  const verification: Verification = jupiter
    ? jupiter.isVerified
      ? 'verified'
      : 'unverified'
    : jupiter === null || !symbol
      ? 'unverified'
      : 'unknown';
  return {
    mint,
    symbol,
    name,
    decimals: chain?.decimals ?? jupiter?.decimals ?? undefined,
    logo: safeImageUrl(jupiter?.icon) ?? safeImageUrl(metadataImage),
    verification,
    settled: sources.settled,
  };
}

/** As a pickable option: only tokens with a symbol and known decimals qualify. */
export function toTokenOption(info: TokenInfo): TokenOption | null {
  if (!info.symbol || info.decimals === undefined) return null;
  return {
    mint: info.mint,
    symbol: info.symbol,
    name: info.name ?? info.symbol,
    decimals: info.decimals,
    ...(info.logo ? { logoURI: info.logo } : {}),
    verification: info.verification,
  };
}
