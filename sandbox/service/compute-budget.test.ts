// A sandbox started with `computeBudget: true`: every transaction of every command starts with the
// SDK's setComputeUnitLimit(1,000,000) and setComputeUnitPrice(15,000 µlamports), still fits one
// packet for the widest basket the sandbox can hold (seven tokens), and lands.
import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  ComputeBudgetInstruction,
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PACKET_DATA_SIZE,
  PublicKey,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { SDK_COMPUTE_UNIT_LIMIT, SDK_COMPUTE_UNIT_PRICE } from './behaviour';
import {
  call,
  command,
  eventually,
  signAndSend,
  startTestSandbox,
  tokenAmount,
  type TestSandbox,
} from './testing';

let sb: TestSandbox;
const creator = Keypair.generate();
const user = Keypair.generate();

beforeAll(async () => {
  sb = await startTestSandbox(20, undefined, true, { computeBudget: true });
  for (const kp of [creator, user]) {
    await call(sb.apiUrl, '/sandbox/faucet', { address: kp.publicKey.toBase58() });
  }
});

afterAll(async () => {
  await sb?.close();
});

/** Checks the transaction opens with the SDK's two ComputeBudget instructions, then signs and sends it. */
async function budgetedSend(base64: unknown, signer: Keypair): Promise<void> {
  const bytes = Buffer.from(base64 as string, 'base64');
  expect(bytes.length).toBeLessThanOrEqual(PACKET_DATA_SIZE);
  const [limit, price] = Transaction.from(bytes).instructions;
  expect(limit?.programId.equals(ComputeBudgetProgram.programId)).toBe(true);
  expect(price?.programId.equals(ComputeBudgetProgram.programId)).toBe(true);
  if (!limit || !price) return;
  expect(ComputeBudgetInstruction.decodeSetComputeUnitLimit(limit).units).toBe(
    SDK_COMPUTE_UNIT_LIMIT,
  );
  expect(ComputeBudgetInstruction.decodeSetComputeUnitPrice(price).microLamports).toBe(
    BigInt(SDK_COMPUTE_UNIT_PRICE),
  );
  await signAndSend(sb.connection, base64, signer);
}

it('a seven-token basket’s whole story, every transaction with the compute budget first', async () => {
  const tokens = KNOWN_TOKENS.map((t) => t.mint);
  const weights = [10, 15, 15, 15, 15, 15, 15];
  const composition = tokens.map((token, i) => ({ token, weight: weights[i] }));
  const created = await command(sb.apiUrl, 'create', {
    symbol: 'BUDGET7',
    name: 'Seven tokens with the compute budget the SDK adds, long name',
    uri: `https://example.com/${'m'.repeat(200)}.json`,
    hostPlatform: creator.publicKey.toBase58(),
    hostPlatformFees: 10,
    creator: creator.publicKey.toBase58(),
    depositFee: 50,
    type: 1,
    rebalanceInterval: 3600,
    rebalanceThreshold: 300,
    slippage: 100,
    lpOffsetThreshold: 0,
    disableRebalance: 0,
    disableLp: 1,
    composition,
  });
  for (const field of ['createTransaction', 'compositionTransaction', 'restructureTransaction']) {
    await budgetedSend(created[field], creator);
  }
  const basket = created.basket as string;
  const mint = new PublicKey(created.mint as string);

  const deposit = await command(sb.apiUrl, 'deposit', {
    user: user.publicKey.toBase58(),
    basket,
    amount: 700,
  });
  await budgetedSend(deposit.transaction, user);
  const holding = getAssociatedTokenAddressSync(mint, user.publicKey, false, TOKEN_PROGRAM_ID);
  const shares = await eventually(async () => {
    const n = await tokenAmount(sb.connection, holding);
    return n > 0n ? n : undefined;
  });
  await eventually(async () => {
    const b = (await call(sb.apiUrl, `/sandbox/baskets/${basket}`)).body.basket as {
      holdings: unknown[];
    };
    return b.holdings.length === 7 ? true : undefined;
  });

  const single = { user: user.publicKey.toBase58(), basket, amount: 1 };
  await budgetedSend(
    (await command(sb.apiUrl, 'mint', { ...single, tokenMint: tokens[2] })).transaction,
    user,
  );
  await budgetedSend(
    (await command(sb.apiUrl, 'burn', { ...single, tokenMint: tokens[0] })).transaction,
    user,
  );
  const edit = await command(sb.apiUrl, 'edit', {
    basket,
    creator: creator.publicKey.toBase58(),
    depositFee: 40,
    rebalanceInterval: 7200,
    rebalanceThreshold: 200,
    slippage: 50,
    lpOffsetThreshold: 0,
    disableRebalance: 1,
    disableLp: 1,
    composition,
  });
  await budgetedSend(edit.editTransaction, creator);
  const metadata = await command(sb.apiUrl, 'set-metadata', {
    basket,
    creator: creator.publicKey.toBase58(),
    symbol: 'BUDGET8',
    name: 'Seven tokens, renamed',
    uri: `https://example.com/${'n'.repeat(250)}.json`,
  });
  await budgetedSend(metadata.transaction, creator);

  // The widest claim: a holder with none of the seven token accounts (seven to create, seven
  // escrows to draw from).
  const holder = Keypair.generate();
  await sb.connection.confirmTransaction(
    {
      signature: await sb.connection.requestAirdrop(holder.publicKey, LAMPORTS_PER_SOL),
      ...(await sb.connection.getLatestBlockhash()),
    },
    'confirmed',
  );
  const holderHolding = getAssociatedTokenAddressSync(
    mint,
    holder.publicKey,
    false,
    TOKEN_PROGRAM_ID,
  );
  const give = new Transaction({
    feePayer: user.publicKey,
    ...(await sb.connection.getLatestBlockhash()),
  }).add(
    createAssociatedTokenAccountIdempotentInstruction(
      user.publicKey,
      holderHolding,
      holder.publicKey,
      mint,
      TOKEN_PROGRAM_ID,
    ),
    createTransferCheckedInstruction(
      holding,
      mint,
      holderHolding,
      user.publicKey,
      shares / 2n,
      6,
      [],
      TOKEN_PROGRAM_ID,
    ),
  );
  await sendAndConfirmTransaction(sb.connection, give, [user], { commitment: 'confirmed' });
  const withdraw = await command(sb.apiUrl, 'withdraw', {
    user: holder.publicKey.toBase58(),
    basket,
    amount: Number(shares / 2n) / 1e6,
  });
  await budgetedSend(withdraw.transaction, holder);
  await eventually(async () => {
    const r = await call(sb.apiUrl, `/sandbox/withdrawals?user=${holder.publicKey.toBase58()}`);
    const w = (r.body.withdrawals as { status: string; assets: unknown[] }[])[0];
    return w?.status === 'ready' ? w : undefined;
  });
  const claim = await command(sb.apiUrl, 'claim', {
    user: holder.publicKey.toBase58(),
    basket: withdraw.withdrawAccount,
  });
  await budgetedSend(claim.createATAsTx, holder);
  await budgetedSend(claim.claimTokensTx, holder);
  for (const token of tokens) {
    const account = getAssociatedTokenAddressSync(new PublicKey(token), holder.publicKey);
    expect(await tokenAmount(sb.connection, account)).toBeGreaterThan(0n);
  }
});

it('the longest name, symbol and URI the service allows still fit, with the compute budget', async () => {
  const longest = {
    symbol: 'LONGEST10X',
    name: 'N'.repeat(60),
    uri: `https://example.com/${'u'.repeat(280)}`,
  };
  expect(longest.uri).toHaveLength(300);
  const created = await command(sb.apiUrl, 'create', {
    ...longest,
    hostPlatform: creator.publicKey.toBase58(),
    hostPlatformFees: 0,
    creator: creator.publicKey.toBase58(),
    depositFee: 0,
    type: 1,
    rebalanceInterval: 3600,
    rebalanceThreshold: 300,
    slippage: 100,
    lpOffsetThreshold: 0,
    disableRebalance: 0,
    disableLp: 1,
    composition: [{ token: KNOWN_TOKENS[0]?.mint, weight: 100 }],
  });
  for (const field of ['createTransaction', 'compositionTransaction', 'restructureTransaction']) {
    await budgetedSend(created[field], creator);
  }
  const renamed = await command(sb.apiUrl, 'set-metadata', {
    basket: created.basket,
    creator: creator.publicKey.toBase58(),
    symbol: 'LONGEST11X',
    name: 'M'.repeat(60),
    uri: `https://example.com/${'v'.repeat(280)}`,
  });
  await budgetedSend(renamed.transaction, creator);
});
