// A basket's target composition as Explore's bar draws it: one slice per token with a target
// weight, named by symbol when known, its share in percent (two decimals adding up to 100).
import type { CompositionTarget } from '../../solana/basketsProgram/basketState';
import { tokenById, type TokenList } from '../../solana/basketsProgram/tokenList';
import { chartColor } from '../../ui/chartColors';
import { formatPercent, shortenAddress } from '../../ui/format';
import { percentWeights } from '../baskets/chainBasket';

export interface CompositionSlice {
  readonly label: string;
  readonly percent: number;
  /** The slot's chart colour (chartColor), as the basket page's chart colours the same basket. */
  readonly color: string;
}

/**
 * Slices of the targets with a positive weight. `list` resolves token ids to mints (null while it
 * is read: the slice is named by its id); `symbolOf` names a mint (else it shows shortened).
 */
export function compositionSlices(
  targets: readonly CompositionTarget[],
  list: TokenList | null,
  symbolOf: (mint: string) => string | undefined,
): CompositionSlice[] {
  const weighted = targets.filter((slot) => slot.targetWeight > 0);
  const percents = percentWeights(weighted.map((slot) => slot.targetWeight));
  return weighted.map((slot, i) => {
    const mint = list ? tokenById(list, slot.tokenId)?.mint : undefined;
    return {
      label: mint ? (symbolOf(mint) ?? shortenAddress(mint)) : `Token #${slot.tokenId}`,
      percent: percents[i] ?? 0,
      color: chartColor(i),
    };
  });
}

/** The bar's text alternative: "USDC 60%, wSOL 40%". */
export function slicesText(slices: readonly CompositionSlice[]): string {
  return slices.length === 0
    ? 'No tokens with a target weight'
    : slices.map((s) => `${s.label} ${formatPercent(s.percent)}`).join(', ');
}
