// What a single-asset mint or redeem gives now, as the program will compute it at the oracles'
// prices (../program/valuation.ts): the answer's `basketTokens` and `tokenAmount`. The program
// prices it again when the transaction runs, so the result is "about" this.
import { basketFigures } from '../model/figures';
import type { SandboxToken } from '../model/tokens';
import {
  SERVICE_FEE_BPS,
  basketTokensFor,
  singleDepositWorth,
  singleRedeemUnits,
  takeBps,
  unitsWorth,
} from '../program/valuation';
import type { ServiceContext } from './context';

function figuresOf(ctx: ServiceContext, basket: string) {
  const figures = basketFigures(ctx.chain, ctx.index, ctx.tokens, basket);
  if (!figures) throw new Error(`no basket state at ${basket}`);
  return figures;
}

/** Basket token base units for `amount` base units of `token`, fees and charge taken. */
export function mintQuote(
  ctx: ServiceContext,
  basket: string,
  token: SandboxToken,
  amount: bigint,
): bigint {
  const f = figuresOf(ctx, basket);
  const fee = (bps: number | bigint) => takeBps(amount, BigInt(bps)).fee;
  const net = amount - fee(SERVICE_FEE_BPS) - fee(f.state.hostFee) - fee(f.state.managerFee);
  const index = f.holdings.findIndex((h) => h.tokenId === token.id);
  return basketTokensFor(singleDepositWorth(f.holdings, index, net), f.supply, f.worth);
}

/**
 * Base units of `token` for `burn` basket token base units; `short` when what they are worth in the
 * token (`wanted`) is more than the basket holds of it (`held`; both display units).
 */
export function redeemQuote(
  ctx: ServiceContext,
  basket: string,
  token: SandboxToken,
  burn: bigint,
): { units: bigint; short: boolean; held: number; wanted: number } {
  const f = figuresOf(ctx, basket);
  const index = f.holdings.findIndex((h) => h.tokenId === token.id);
  const holding = f.holdings[index];
  const worth = f.supply > 0n ? (f.worth * burn) / f.supply : 0n;
  const wanted = holding ? unitsWorth(worth, holding.decimals, holding.price) : 0n;
  return {
    units: singleRedeemUnits(f.holdings, index, burn, f.supply),
    short: !holding || wanted > holding.amount,
    held: holding ? Number(holding.amount) / 10 ** holding.decimals : 0,
    wanted: holding ? Number(wanted) / 10 ** holding.decimals : 0,
  };
}
