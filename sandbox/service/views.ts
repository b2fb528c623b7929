// JSON views of the indexed state for the app ("my baskets", the claim inbox) and for tests.
import { PublicKey } from '@solana/web3.js';
import { BASKET_DECIMALS, BASKET_TOKEN_PROGRAM_ID, USDC_DECIMALS, ata } from '../model/addresses';
import type { ServiceContext } from './context';
import { mintSupply, tokenBalance } from '../model/ledger';
import type { BasketRecord, DepositRecord, WithdrawRecord } from '../model/state';
import { basketPosition } from '../keeper/holdings';
import { USDC_UNITS_PER_DOLLAR } from '../keeper/nav';

const display = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;

/** Basket tokens `holder` has (display units). */
export function holderBalance(ctx: ServiceContext, b: BasketRecord, holder: string): number {
  const mint = new PublicKey(b.mint);
  const units = tokenBalance(ctx.chain, ata(new PublicKey(holder), mint, BASKET_TOKEN_PROGRAM_ID));
  return display(units ?? 0n, BASKET_DECIMALS);
}

export function basketView(ctx: ServiceContext, b: BasketRecord) {
  const mint = new PublicKey(b.mint);
  const position = basketPosition(ctx.chain, ctx.keys, ctx.index, ctx.tokens, b);
  const supply = mintSupply(ctx.chain, mint);
  const value = position.value / USDC_UNITS_PER_DOLLAR;
  const shares = display(position.shares, BASKET_DECIMALS);
  return {
    address: b.address,
    mint: b.mint,
    creator: b.creator,
    status: b.status,
    name: b.metadata.name,
    symbol: b.metadata.symbol,
    uri: b.metadata.uri,
    type: b.settings.type,
    settings: b.settings,
    composition: b.composition,
    supply: display(supply, BASKET_DECIMALS),
    /** USDC per basket token at sandbox prices (1 before the first deposit). */
    nav: shares > 0 && value > 0 ? value / shares : 1,
    value,
    holdings: position.holdings
      .filter((h) => h.owned > 0n)
      .map((h) => ({
        mint: h.token.mint.toBase58(),
        symbol: h.token.symbol,
        vault: h.vault.toBase58(),
        amount: display(h.owned, h.token.decimals),
        value: display(h.owned, h.token.decimals) * h.token.price,
      })),
    createdAt: b.createdAt,
    signatures: b.signatures,
  };
}

export function withdrawalView(ctx: ServiceContext, w: WithdrawRecord) {
  return {
    address: w.address,
    basket: w.basket,
    user: w.user,
    amount: display(w.amount, BASKET_DECIMALS),
    status: w.status,
    signature: w.signature,
    createdAt: w.at,
    assets: [...w.escrows.entries()].map(([mint, e]) => {
      const token = ctx.tokens.get(mint);
      return {
        mint,
        symbol: token?.symbol ?? null,
        escrow: e.account,
        amount: token ? display(e.amount, token.decimals) : Number(e.amount),
      };
    }),
  };
}

export function depositView(ctx: ServiceContext, d: DepositRecord) {
  return {
    signature: d.signature,
    basket: d.basket,
    user: d.user,
    amount: display(d.amount, USDC_DECIMALS),
    /** pending: waiting for the keeper; settled: basket tokens minted, buying; complete: bought. */
    status: d.status,
    basketTokens: d.minted === undefined ? null : display(d.minted, BASKET_DECIMALS),
    tokens: (d.plan ?? []).map((e) => ({
      mint: e.token,
      symbol: ctx.tokens.get(e.token)?.symbol ?? null,
      bought: d.bought.has(e.token),
    })),
    createdAt: d.at,
  };
}
