// A sandbox started with `computeBudget: true`: every transaction of every command starts with the
// SDK's setComputeUnitLimit(1,000,000) and setComputeUnitPrice(15,000 µlamports), still fits one
// packet for the widest basket the sandbox can hold (seven tokens), and lands.
import { TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync } from '@solana/spl-token';
import {
  ComputeBudgetInstruction,
  ComputeBudgetProgram,
  Keypair,
  PACKET_DATA_SIZE,
  PublicKey,
  Transaction,
} from '@solana/web3.js';
import { expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { SDK_COMPUTE_UNIT_LIMIT, SDK_COMPUTE_UNIT_PRICE } from './behaviour';
import * as testing from './testing';

const creator = Keypair.generate();
const user = Keypair.generate();
const sandbox = testing.sandboxForFile({
  funded: [creator, user],
  options: { computeBudget: true },
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
  await testing.signAndSend(sandbox().connection, base64, signer);
}

it('a seven-token basket’s whole story, every transaction with the compute budget first', async () => {
  const tokens = KNOWN_TOKENS.map((t) => t.mint);
  const weights = [10, 15, 15, 15, 15, 15, 15];
  const composition = tokens.map((token, i) => ({ token, weight: weights[i] }));
  const created = await testing.command(
    sandbox().apiUrl,
    'create',
    testing.createRequest(creator.publicKey.toBase58(), {
      symbol: 'BUDGET7',
      name: 'Seven tokens with the compute budget the SDK adds, long name',
      uri: `https://example.com/${'m'.repeat(200)}.json`,
      hostPlatformFees: 10,
      depositFee: 50,
      composition,
    }),
  );
  for (const field of testing.CREATE_TRANSACTIONS) {
    await budgetedSend(created[field], creator);
  }
  const basket = created.basket as string;
  const mint = new PublicKey(created.mint as string);

  const deposit = await testing.command(sandbox().apiUrl, 'deposit', {
    user: user.publicKey.toBase58(),
    basket,
    amount: 700,
  });
  await budgetedSend(deposit.transaction, user);
  const holding = getAssociatedTokenAddressSync(mint, user.publicKey, false, TOKEN_PROGRAM_ID);
  const shares = await testing.eventually(async () => {
    const n = await testing.tokenAmount(sandbox().connection, holding);
    return n > 0n ? n : undefined;
  });
  await testing.eventually(async () => {
    const b = (await testing.call(sandbox().apiUrl, `/sandbox/baskets/${basket}`)).body.basket as {
      holdings: unknown[];
    };
    return b.holdings.length === 7 ? true : undefined;
  });

  const single = { user: user.publicKey.toBase58(), basket, amount: 1 };
  await budgetedSend(
    (await testing.command(sandbox().apiUrl, 'mint', { ...single, tokenMint: tokens[2] }))
      .transaction,
    user,
  );
  await budgetedSend(
    (await testing.command(sandbox().apiUrl, 'burn', { ...single, tokenMint: tokens[0] }))
      .transaction,
    user,
  );
  const edit = await testing.command(sandbox().apiUrl, 'edit', {
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
  const metadata = await testing.command(sandbox().apiUrl, 'set-metadata', {
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
  await testing.airdrop(sandbox().connection, holder.publicKey);
  await testing.giveTokens(sandbox().connection, user, holder.publicKey, mint, shares / 2n);
  const withdraw = await testing.command(sandbox().apiUrl, 'withdraw', {
    user: holder.publicKey.toBase58(),
    basket,
    amount: Number(shares / 2n) / 1e6,
  });
  await budgetedSend(withdraw.transaction, holder);
  await testing.eventually(async () => {
    const r = await testing.call(
      sandbox().apiUrl,
      `/sandbox/withdrawals?user=${holder.publicKey.toBase58()}`,
    );
    const w = (r.body.withdrawals as { status: string; assets: unknown[] }[])[0];
    return w?.status === 'ready' ? w : undefined;
  });
  const claim = await testing.command(sandbox().apiUrl, 'claim', {
    user: holder.publicKey.toBase58(),
    basket: withdraw.withdrawAccount,
  });
  await budgetedSend(claim.createATAsTx, holder);
  await budgetedSend(claim.claimTokensTx, holder);
  for (const token of tokens) {
    const account = getAssociatedTokenAddressSync(new PublicKey(token), holder.publicKey);
    expect(await testing.tokenAmount(sandbox().connection, account)).toBeGreaterThan(0n);
  }
});

it('the longest name, symbol and URI the service allows still fit, with the compute budget', async () => {
  const longest = {
    symbol: 'LONGEST10X',
    name: 'N'.repeat(60),
    uri: `https://example.com/${'u'.repeat(280)}`,
  };
  expect(longest.uri).toHaveLength(300);
  const created = await testing.command(
    sandbox().apiUrl,
    'create',
    testing.createRequest(creator.publicKey.toBase58(), {
      ...longest,
      composition: [{ token: KNOWN_TOKENS[0]?.mint, weight: 100 }],
    }),
  );
  for (const field of testing.CREATE_TRANSACTIONS) {
    await budgetedSend(created[field], creator);
  }
  const renamed = await testing.command(sandbox().apiUrl, 'set-metadata', {
    basket: created.basket,
    creator: creator.publicKey.toBase58(),
    symbol: 'LONGEST11X',
    name: 'M'.repeat(60),
    uri: `https://example.com/${'v'.repeat(280)}`,
  });
  await budgetedSend(renamed.transaction, creator);
});
