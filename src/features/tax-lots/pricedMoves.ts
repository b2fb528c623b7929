// Which past prices the lots need (lots.ts): the tokens that moved and when they are valued.
import type { HistoryEvent, TokenAmount } from '../../history/types';
import { USDC_MINT } from '../../solana/tokens';

/**
 * The tokens whose past price the lots need, and when: a single-asset deposit's asset, what a
 * redemption paid, and what a withdrawal's claims paid — at the withdrawal's time, its disposal's.
 */
export function pricedMoves(
  events: readonly HistoryEvent[],
): { mint: string; time: number | null }[] {
  const withdrawn = new Map<string, number | null>();
  for (const e of events) {
    if (e.kind === 'withdraw' && e.withdrawAccount) withdrawn.set(e.withdrawAccount, e.blockTime);
  }
  const out: { mint: string; time: number | null }[] = [];
  for (const e of events) {
    if (!e.outcome.ok) continue;
    const assets = (list: readonly TokenAmount[]) =>
      list.filter((t) => t.mint !== e.basketMint && t.mint !== USDC_MINT);
    if (e.kind === 'mint')
      out.push(...assets(e.paid).map((t) => ({ mint: t.mint, time: e.blockTime })));
    if (e.kind === 'burn')
      out.push(...assets(e.received).map((t) => ({ mint: t.mint, time: e.blockTime })));
    if (e.kind === 'claim' && e.withdrawAccount && withdrawn.has(e.withdrawAccount)) {
      const time = withdrawn.get(e.withdrawAccount) ?? null;
      out.push(...assets(e.received).map((t) => ({ mint: t.mint, time })));
    }
  }
  return out;
}
