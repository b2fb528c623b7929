// The demo wallet's past: on a new ledger started in the past (`startSandbox({ history: true })`,
// on by default for `npm start`), six months of the demo creator's activity in its demo basket —
// deposits and the keeper's credits, single-asset deposits and redemptions, withdrawals and their
// claims — each in blocks whose time is that day, so the app's history, portfolio and creator view
// have something real to read. Every transaction is the service's own (the same builders as its
// endpoints), signed by the demo wallet, with the keeper's work done as it would be, then.
import { VersionedTransaction, type Keypair } from '@solana/web3.js';
import { KeeperActor } from '../keeper/actor';
import { buyForDeposit, settleDeposit } from '../keeper/deposits';
import { fundWithdrawal } from '../keeper/withdrawals';
import { buildClaim } from '../service/commands/claim';
import { buildDeposit } from '../service/commands/deposit';
import { buildBurn, buildMint } from '../service/commands/single-asset';
import { buildWithdraw } from '../service/commands/withdraw';
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

function signAndSend(ctx: ServiceContext, base64: string, signer: Keypair): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  tx.sign([signer]);
  return ctx.chain.sendTransaction(tx.serialize()).signature;
}

/** What the keeper does for every deposit and withdrawal still open: credit, buy, pay out. */
function keeperCatchesUp(ctx: ServiceContext, actor: KeeperActor): void {
  for (const d of [...ctx.index.deposits.values()]) settleDeposit(actor, d);
  for (const d of [...ctx.index.deposits.values()]) buyForDeposit(actor, d);
  for (const w of [...ctx.index.withdrawals.values()]) fundWithdrawal(actor, w);
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
    keeperCatchesUp(ctx, actor);
    const start = chain.blockTime();
    const end = Math.floor(Date.now() / 1000) - 3 * DAY;
    const step = Math.floor((end - start) / (PLAN.length + 1));
    let openWithdrawal: string | null = null;
    for (const [i, s] of PLAN.entries()) {
      chain.runInPast(start + (i + 1) * step);
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
        const m = await buildMint(ctx, { user, basket, tokenMint, amount: s.amount });
        signAndSend(ctx, m.transaction, wallet);
      } else {
        const tokenMint = mintOf(ctx, s.symbol);
        const b = await buildBurn(ctx, { user, basket, tokenMint, amount: s.shares });
        signAndSend(ctx, b.transaction, wallet);
      }
      // The service's automation, a few minutes later that day.
      chain.runInPast(start + (i + 1) * step + 300);
      keeperCatchesUp(ctx, actor);
    }
  } finally {
    chain.resumeRealTime();
  }
}
