// The demo wallet's past: on a new ledger started in the past (`startSandbox({ history: true })`,
// on by default for `npm start`), six months of the demo creator's activity in its demo basket —
// deposits and the keeper's credits, single-asset deposits and redemptions, withdrawals and their
// claims — each in blocks whose time is that day, so the app's history, portfolio and creator view
// have something real to read. Every transaction is the service's own (the same builders as its
// endpoints), signed by the demo wallet, with the keeper's work (mintFund, rebalances) done as it
// would be, then.
import { VersionedTransaction, type Keypair } from '@solana/web3.js';
import { KeeperActor } from '../keeper/actor';
import { catchUp } from '../keeper/jobs';
import { buildClaim } from '../service/commands/claim';
import { buildDeposit } from '../service/commands/deposit';
import { buildBurn, buildMint } from '../service/commands/single-asset';
import { buildWithdraw } from '../service/commands/withdraw';
import { writeOracles } from '../program/genesis';
import { oraclesAtHistoryPrices } from '../service/clock';
import type { ServiceContext } from '../service/context';

/** How far back the demo's history starts. */
export const HISTORY_DAYS = 180;
const DAY = 86_400;

type Step =
  | { kind: 'deposit'; usdc: number }
  | { kind: 'mint'; symbol: string; amount: number }
  | { kind: 'burn'; symbol: string; shares: number }
  | { kind: 'withdraw'; shares: number };

/** One step every nine days or so, from the start to a few days ago (deterministic). */
const PLAN: readonly Step[] = [
  { kind: 'deposit', usdc: 500 },
  { kind: 'deposit', usdc: 250 },
  { kind: 'mint', symbol: 'JUP', amount: 100 },
  { kind: 'withdraw', shares: 120 },
  { kind: 'deposit', usdc: 400 },
  { kind: 'burn', symbol: 'wSOL', shares: 40 },
  { kind: 'deposit', usdc: 150 },
  { kind: 'withdraw', shares: 200 },
  { kind: 'mint', symbol: 'mSOL', amount: 1 },
  { kind: 'deposit', usdc: 300 },
  { kind: 'burn', symbol: 'JUP', shares: 25 },
  { kind: 'deposit', usdc: 200 },
  { kind: 'withdraw', shares: 80 },
  { kind: 'deposit', usdc: 350 },
  { kind: 'mint', symbol: 'wSOL', amount: 1 },
  { kind: 'deposit', usdc: 100 },
  { kind: 'burn', symbol: 'JitoSOL', shares: 30 },
  { kind: 'deposit', usdc: 250 },
];

/** Signs and sends one transaction, or each of a list in order. */
function signAndSend(ctx: ServiceContext, base64: string | string[], signer: Keypair): void {
  for (const one of typeof base64 === 'string' ? [base64] : base64) {
    const tx = VersionedTransaction.deserialize(Buffer.from(one, 'base64'));
    tx.sign([signer]);
    ctx.chain.sendTransaction(tx.serialize());
  }
}

function mintOf(ctx: ServiceContext, symbol: string): string {
  const token = ctx.tokens.all.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`the demo history needs ${symbol}`);
  return token.mint.toBase58();
}

/**
 * Writes the history when the chain is still in the past (a new ledger with `startAt`), then
 * brings the chain back to real time. On any other start it does nothing.
 */
export async function seedHistory(ctx: ServiceContext, basket: string): Promise<void> {
  const { chain } = ctx;
  if (!chain.inPast) return;
  const wallet = ctx.keys.demoCreator;
  const user = wallet.publicKey.toBase58();
  const actor = new KeeperActor(chain, ctx.keys, ctx.index, ctx.tokens);
  try {
    // The first deposit (../seed/index.ts) is credited at that day's prices too.
    oraclesAtHistoryPrices(ctx, chain.blockTime());
    catchUp(actor);
    const start = chain.blockTime();
    const end = Math.floor(Date.now() / 1000) - 3 * DAY;
    const step = Math.floor((end - start) / (PLAN.length + 1));
    let openWithdrawal: string | null = null;
    for (const [i, s] of PLAN.entries()) {
      chain.runInPast(start + (i + 1) * step);
      oraclesAtHistoryPrices(ctx, chain.blockTime());
      if (openWithdrawal) {
        const claim = buildClaim(ctx, { user, basket: openWithdrawal });
        if (claim.createATAsTx) signAndSend(ctx, claim.createATAsTx, wallet);
        signAndSend(ctx, claim.claimTokensTx, wallet);
        openWithdrawal = null;
      }
      if (s.kind === 'deposit') {
        signAndSend(ctx, buildDeposit(ctx, { user, basket, amount: s.usdc }).transaction, wallet);
      } else if (s.kind === 'withdraw') {
        const w = buildWithdraw(ctx, { user, basket, amount: s.shares });
        signAndSend(ctx, w.transaction, wallet);
        openWithdrawal = w.withdrawAccount;
      } else if (s.kind === 'mint') {
        const tokenMint = mintOf(ctx, s.symbol);
        const m = buildMint(ctx, { user, basket, tokenMint, amount: s.amount });
        signAndSend(ctx, m.transaction, wallet);
      } else {
        const tokenMint = mintOf(ctx, s.symbol);
        const b = buildBurn(ctx, { user, basket, tokenMint, amount: s.shares });
        signAndSend(ctx, b.transaction, wallet);
      }
      // The service's automation, a few minutes later that day.
      chain.runInPast(start + (i + 1) * step + 300);
      catchUp(actor);
    }
  } finally {
    chain.resumeRealTime();
    // Today's prices again: the oracles hold the sandbox's prices from here on.
    writeOracles(chain, ctx.tokens.all);
  }
}
