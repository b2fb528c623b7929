// JSON views of the sandbox's index and of the program's accounts behind it, for tests (GET
// /sandbox/baskets, /sandbox/deposits, /sandbox/withdrawals) and the basket tokens' Jupiter price.
import { PublicKey } from '@solana/web3.js';
import { basketSettings } from '../../src/solana/basketsProgram/basketSettings';
import { BASKET_DECIMALS, BASKET_TOKEN_PROGRAM_ID, USDC_DECIMALS, ata } from '../model/addresses';
import { basketFigures } from '../model/figures';
import { tokenBalance } from '../model/ledger';
import type { BasketRecord, DepositRecord, WithdrawRecord } from '../model/state';
import { programTokenAccount } from '../program/token-list';
import type { ServiceContext } from './context';

const display = (units: bigint, decimals: number) => Number(units) / 10 ** decimals;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Basket tokens `holder` has (display units). */
export function holderBalance(ctx: ServiceContext, b: BasketRecord, holder: string): number {
  const mint = new PublicKey(b.mint);
  const units = tokenBalance(ctx.chain, ata(new PublicKey(holder), mint, BASKET_TOKEN_PROGRAM_ID));
  return display(units ?? 0n, BASKET_DECIMALS);
}

export function basketView(ctx: ServiceContext, b: BasketRecord) {
  const f = basketFigures(ctx.chain, ctx.index, ctx.tokens, b.address);
  const state = f?.state;
  const mintOf = (tokenId: number) => ctx.tokens.byId(tokenId)?.mint.toBase58() ?? `#${tokenId}`;
  return {
    address: b.address,
    mint: b.mint,
    creator: b.creator,
    status: b.status,
    name: b.metadata.name,
    symbol: b.metadata.symbol,
    uri: b.metadata.uri,
    type: state?.basketType ?? null,
    settings: state
      ? {
          hostPlatform: state.hostPubkey,
          hostPlatformFees: state.hostFee,
          ...basketSettings(state),
        }
      : null,
    /** Targets as percent of the whole (the program keeps parts of 1000). */
    composition: (state?.composition ?? [])
      .filter((slot) => slot.targetWeight > 0)
      .map((slot) => ({
        token: mintOf(slot.tokenId),
        weight: round2((slot.targetWeight * 100) / (state?.weightSum || 1)),
      })),
    supply: display(f?.supply ?? 0n, BASKET_DECIMALS),
    /** USDC per basket token at the oracles' prices (1 before the first deposit). */
    nav: f?.nav ?? 1,
    value: display(f?.worth ?? 0n, USDC_DECIMALS),
    holdings: (f?.holdings ?? [])
      .filter((h) => h.amount > 0n)
      .map((h) => ({
        mint: h.token.mint.toBase58(),
        symbol: h.token.symbol,
        /** Where the tokens sit: the program's account of the token, shared by every basket. */
        vault: programTokenAccount(h.token.mint).toBase58(),
        amount: display(h.amount, h.token.decimals),
        value: display(h.worth, USDC_DECIMALS),
      })),
    createdAt: b.createdAt,
    signatures: b.signatures,
  };
}

export function withdrawalView(ctx: ServiceContext, w: WithdrawRecord) {
  const sell = ctx.index.fundState(w.address);
  const token = (id: number) => ctx.tokens.byId(id);
  // Open: what it holds now; claimed: what the claims moved.
  const owed: [number, bigint][] = sell
    ? sell.composition.filter((s) => s.amount > 0n).map((s) => [s.tokenId, s.amount])
    : [...w.claimed.entries()].filter(([, units]) => units > 0n);
  return {
    address: w.address,
    basket: w.basket,
    user: w.user,
    amount: display(w.amount, BASKET_DECIMALS),
    /** ready: the withdraw account holds the tokens; claimed: claimed and closed. */
    status: sell ? ('ready' as const) : ('claimed' as const),
    signature: w.signature,
    createdAt: w.at,
    assets: owed.map(([id, units]) => ({
      mint: token(id)?.mint.toBase58() ?? `#${id}`,
      symbol: token(id)?.symbol ?? null,
      amount: display(units, token(id)?.decimals ?? 0),
    })),
  };
}

export function depositView(ctx: ServiceContext, d: DepositRecord) {
  const pending = ctx.index.pending(d);
  const invested = !pending && ctx.keeper.plan(d.basket, 'invest').length === 0;
  return {
    signature: d.signature,
    basket: d.basket,
    user: d.user,
    amount: display(d.amount, USDC_DECIMALS),
    /** pending: buy state open; settled: basket tokens minted, buying; complete: nothing left to buy. */
    status: pending ? 'pending' : invested ? 'complete' : 'settled',
    basketTokens: d.minted === undefined ? null : display(d.minted, BASKET_DECIMALS),
    createdAt: d.at,
  };
}
