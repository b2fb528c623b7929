// First start: the test mints at their mainnet addresses (mint authority: the sandbox faucet key)
// with their Metaplex metadata accounts, SOL for the faucet, keeper and market, the market's reserve
// of every token and the keeper's (empty) token accounts, what the Basket program finds on chain
// before its first instruction (../program/genesis.ts: token list, oracles, its token accounts, the
// service's fee accounts), the listing host platform's token accounts, and a demo basket created
// through the service's own create path. Every step checks the chain first, so later starts (which
// replay the ledger) change nothing.
import { MINT_SIZE, MintLayout, NATIVE_MINT, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import {
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction,
  VersionedTransaction,
  type Keypair,
  type TransactionInstruction,
} from '@solana/web3.js';
import type { CreateRequest } from '../../src/api/schemas';
import { deployProgramAccounts, openTokenAccounts } from '../program/genesis';
import { ata } from '../model/addresses';
import { buildCreate } from '../service/commands/create';
import { buildDeposit } from '../service/commands/deposit';
import { runFaucet, tokenFunding } from '../service/faucet';
import type { ServiceContext } from '../service/context';
import { lamportsOf } from '../model/ledger';
import type { BasketRecord } from '../model/records';
import { seedHistory } from './history';
import { seedTokenMetadata } from './metadata';

/** The public host platform address that lists a basket on the real service's explore page. */
const DEMO_HOST_PLATFORM = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const FUNDED_SOL = 1_000_000;
const DEMO_DEPOSIT_USDC = 1_000;

export function demoBasketRequest(ctx: ServiceContext): CreateRequest {
  const mintOf = (symbol: string) => {
    const t = ctx.tokens.all.find((x) => x.symbol === symbol);
    if (!t) throw new Error(`demo basket needs ${symbol}`);
    return t.mint.toBase58();
  };
  return {
    symbol: 'SOLBLUE',
    name: 'Solana Blue Chips',
    uri: '',
    hostPlatform: DEMO_HOST_PLATFORM,
    hostPlatformFees: 10,
    creator: ctx.keys.demoCreator.publicKey.toBase58(),
    depositFee: 50,
    type: 1,
    rebalanceInterval: 86_400,
    rebalanceThreshold: 300,
    slippage: 100,
    lpOffsetThreshold: 0,
    disableRebalance: 0,
    disableLp: 1,
    composition: [
      { token: mintOf('wSOL'), weight: 40 },
      { token: mintOf('JitoSOL'), weight: 20 },
      { token: mintOf('mSOL'), weight: 15 },
      { token: mintOf('JUP'), weight: 15 },
      { token: mintOf('USDC'), weight: 10 },
    ],
  };
}

function send(
  ctx: ServiceContext,
  payer: Keypair,
  ixs: TransactionInstruction[],
  extra: Keypair[] = [],
): void {
  const { blockhash, lastValidBlockHeight } = ctx.chain.latestBlockhash();
  const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
    ...ixs,
  );
  tx.sign(payer, ...extra);
  ctx.chain.sendTransaction(tx.serialize());
}

function seedMints(ctx: ServiceContext): void {
  for (const token of ctx.tokens.all) {
    if (token.native || ctx.chain.getAccount(token.mint)) continue;
    const data = Buffer.alloc(MINT_SIZE);
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority: ctx.keys.faucet.publicKey,
        supply: 0n,
        decimals: token.decimals,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      data,
    );
    ctx.chain.setAccount(token.mint, {
      lamports: ctx.chain.minimumBalanceForRentExemption(MINT_SIZE),
      owner: TOKEN_PROGRAM_ID,
      data,
    });
  }
}

function fundSol(ctx: ServiceContext, address: PublicKey, sol: number): void {
  if (lamportsOf(ctx.chain, address) < (sol / 2) * LAMPORTS_PER_SOL) {
    ctx.chain.airdrop(address, BigInt(sol) * BigInt(LAMPORTS_PER_SOL));
  }
}

/** The market's reserve: what the keeper's swaps buy from and sell to, at sandbox prices. */
function seedMarket(ctx: ServiceContext): void {
  const market = ctx.keys.market;
  const faucet = ctx.keys.faucet;
  for (const token of ctx.tokens.all) {
    const reserve = ata(market.publicKey, token.mint);
    if (ctx.chain.getAccount(reserve)) continue;
    const units = BigInt(token.reserveAmount) * 10n ** BigInt(token.decimals);
    const ixs = tokenFunding(faucet.publicKey, market.publicKey, token, units, market.publicKey);
    // Wrapped SOL is the market's own lamports: it pays and signs, the faucet signs for the account.
    if (token.mint.equals(NATIVE_MINT)) send(ctx, market, ixs, [faucet]);
    else send(ctx, faucet, ixs);
  }
}

/**
 * The demo basket: the demo wallet's first, else (a ledger from before its key was public) the
 * one with the demo basket's name or symbol, which a second could not take.
 */
function findDemoBasket(ctx: ServiceContext): BasketRecord | undefined {
  const baskets = [...ctx.index.baskets.values()];
  const creator = ctx.keys.demoCreator.publicKey.toBase58();
  const { name, symbol } = demoBasketRequest(ctx);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();
  return (
    baskets.find((b) => b.creator === creator) ??
    baskets.find((b) => same(b.metadata.symbol, symbol) || same(b.metadata.name, name))
  );
}

/** Creates the demo basket with the three create transactions, signed by the demo creator. */
function seedDemoBasket(ctx: ServiceContext): void {
  if (findDemoBasket(ctx)) return;
  const creator = ctx.keys.demoCreator;
  fundSol(ctx, creator.publicKey, 10);
  const res = buildCreate(ctx, demoBasketRequest(ctx));
  const signAndSend = (base64: string) => {
    const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
    tx.sign([creator]);
    ctx.chain.sendTransaction(tx.serialize());
  };
  signAndSend(res.createTransaction);
  signAndSend(res.compositionTransaction);
  signAndSend(res.restructureTransaction);
  // A first deposit, so the demo basket holds assets (single-asset redeem works) from the start.
  runFaucet(ctx.chain, ctx.keys, ctx.tokens, creator.publicKey);
  const deposit = buildDeposit(ctx, {
    user: creator.publicKey.toBase58(),
    basket: res.basket,
    amount: DEMO_DEPOSIT_USDC,
  });
  signAndSend(deposit.transaction);
}

export async function seedSandbox(
  ctx: ServiceContext,
  { history = true }: { history?: boolean } = {},
): Promise<void> {
  seedMints(ctx);
  seedTokenMetadata(ctx);
  fundSol(ctx, ctx.keys.faucet.publicKey, FUNDED_SOL);
  fundSol(ctx, ctx.keys.keeper.publicKey, FUNDED_SOL);
  fundSol(ctx, ctx.keys.market.publicKey, FUNDED_SOL);
  seedMarket(ctx);
  // The keeper trades through token accounts of its own (a rebalance's two halves).
  openTokenAccounts(ctx.chain, ctx.keys.faucet, ctx.keys.keeper.publicKey, ctx.tokens.all);
  deployProgramAccounts(ctx.chain, ctx.tokens.all, ctx.keys.faucet);
  // The listing host platform's fee accounts (the demo basket pays its host fee there).
  openTokenAccounts(ctx.chain, ctx.keys.faucet, new PublicKey(DEMO_HOST_PLATFORM), ctx.tokens.all);
  seedDemoBasket(ctx);
  const demo = findDemoBasket(ctx);
  if (!history) return;
  if (demo?.creator === ctx.keys.demoCreator.publicKey.toBase58()) {
    await seedHistory(ctx, demo.address);
  } else if (demo) {
    // A ledger from before the demo wallet's key was public: its demo basket has another creator.
    console.warn(
      'This sandbox ledger is older than the Sandbox demo wallet, which has no history on it; ' +
        'start with --reset for a new ledger with its six months of history.',
    );
  }
}
