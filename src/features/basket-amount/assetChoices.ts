// Which tokens the mint and burn forms offer. The API (docs/api.md rule 2) accepts only a token of
// the basket's current composition; when the app knows the composition it offers only those,
// otherwise any token (the named list or a pasted mint) and the Basket API judges it.
import type { CompositionEntry } from '../../api/schemas';
import { shortenAddress } from '../../ui/format';
import type { TokenOption } from '../../ui/TokenOption';

export interface AssetChoice {
  mint: string;
  /**
   * What to call the token: its symbol, or a shortened mint address when the token is not in the
   * named list; by the one rule where the app applied it (docs/token-names.md).
   */
  symbol: string;
  /** "Not the real USDC", for a look-alike of a well-known token. */
  warning?: string;
  name?: string;
  /** Undefined when the token is not in the named list (read from the chain instead). */
  decimals?: number;
}

export interface AssetChoices {
  choices: AssetChoice[];
  /** The composition is known: only its tokens may be chosen and no other mint can be pasted. */
  restricted: boolean;
}

export function assetChoices(
  composition: readonly CompositionEntry[] | undefined,
  tokens: readonly TokenOption[],
): AssetChoices {
  if (!composition || composition.length === 0) {
    return {
      choices: tokens.map((t) => ({
        mint: t.mint,
        symbol: t.symbol,
        name: t.name,
        decimals: t.decimals,
      })),
      restricted: false,
    };
  }
  const byMint = new Map(tokens.map((t) => [t.mint, t]));
  return {
    choices: composition.map(({ token }) => {
      const known = byMint.get(token);
      return known
        ? { mint: token, symbol: known.symbol, name: known.name, decimals: known.decimals }
        : { mint: token, symbol: shortenAddress(token) };
    }),
    restricted: true,
  };
}
