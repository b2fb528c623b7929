// The test controls on the API port: GET/POST /sandbox/network (counters, settings, reset) and
// GET/POST /sandbox/behaviour (ComputeBudget instructions, claim's createATAsTx shape).
import { TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { ComputeBudgetProgram, Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMO_PROGRAM_ID } from '../model/addresses';
import * as testing from './testing';

const sandbox = testing.sandboxForFile();
let demo = { address: '', mint: '' };

beforeAll(async () => {
  demo = await testing.demoBasket(sandbox());
});

const programsOf = (base64: unknown): string[] =>
  Transaction.from(Buffer.from(base64 as string, 'base64')).instructions.map((ix) =>
    ix.programId.toBase58(),
  );

const rpcGetSlot = () =>
  fetch(sandbox().rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
  });

describe('/sandbox/network', () => {
  it('reports the profile, its settings and counters', async () => {
    const reply = await testing.call(sandbox().apiUrl, '/sandbox/network');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      profile: 'instant',
      landing: 'immediate',
      settings: { dropRate: 0, replicaLagSlots: 0, rateLimit: null },
      queued: 0,
      rateLimitNext: 0,
      stats: { sends: 0, rebroadcasts: 0, dropped: 0, landed: 0, rateLimited: 0 },
    });
    expect(reply.body.slot).toBe(reply.body.replicaSlot);
  });

  it.each([
    [{ dropRate: 2 }, 'dropRate'],
    [{ replicaLagSlots: 1.5 }, 'replicaLagSlots'],
    [{ rateLimit: { requests: 0, windowMs: 1000 } }, 'rateLimit.requests'],
    [{ rateLimitNext: -1 }, 'rateLimitNext'],
    [{ reset: false }, 'reset'],
    [{ dropRat: 0.1 }, 'dropRat'],
  ])('refuses %j with a message at %s', (body, field) =>
    testing.expectInvalidSetting(sandbox().apiUrl, '/sandbox/network', body, field),
  );

  it('changes settings at run time, refuses the next n RPC requests, and resets', async () => {
    const changed = await testing.call(sandbox().apiUrl, '/sandbox/network', {
      dropRate: 0.5,
      replicaLagSlots: 1,
      rateLimit: { requests: 100, windowMs: 1000 },
      rateLimitNext: 1,
      seed: 5,
    });
    expect(changed.body).toMatchObject({
      settings: {
        dropRate: 0.5,
        replicaLagSlots: 1,
        rateLimit: { requests: 100, windowMs: 1000 },
      },
      seed: 5,
      rateLimitNext: 1,
    });
    expect((await rpcGetSlot()).status).toBe(429);
    expect((await rpcGetSlot()).status).toBe(200);
    expect((await testing.call(sandbox().apiUrl, '/sandbox/network')).body).toMatchObject({
      stats: { rateLimited: 1 },
    });

    const reset = await testing.call(sandbox().apiUrl, '/sandbox/network', { reset: true });
    expect(reset.body).toMatchObject({
      settings: { dropRate: 0, replicaLagSlots: 0, rateLimit: null },
      rateLimitNext: 0,
      stats: { rateLimited: 0, sends: 0 },
    });
  });
});

describe('/sandbox/behaviour', () => {
  it('switches ComputeBudget instructions on every returned transaction, and resets', async () => {
    const user = Keypair.generate();
    await testing.call(sandbox().apiUrl, '/sandbox/faucet', { address: user.publicKey.toBase58() });
    const deposit = { user: user.publicKey.toBase58(), basket: demo.address, amount: 1 };
    expect((await testing.call(sandbox().apiUrl, '/sandbox/behaviour')).body).toEqual({
      success: true,
      behaviour: { computeBudget: false, claimAccountsTx: 'always', transactions: 'legacy' },
    });
    expect(
      programsOf((await testing.command(sandbox().apiUrl, 'deposit', deposit)).transaction),
    ).not.toContain(ComputeBudgetProgram.programId.toBase58());

    const on = await testing.call(sandbox().apiUrl, '/sandbox/behaviour', { computeBudget: true });
    expect(on.body.behaviour).toEqual({
      computeBudget: true,
      claimAccountsTx: 'always',
      transactions: 'legacy',
    });
    const withBudget = await testing.command(sandbox().apiUrl, 'deposit', deposit);
    expect(programsOf(withBudget.transaction).slice(0, 2)).toEqual([
      ComputeBudgetProgram.programId.toBase58(),
      ComputeBudgetProgram.programId.toBase58(),
    ]);
    await testing.signAndSend(sandbox().connection, withBudget.transaction, user);

    const reset = await testing.call(sandbox().apiUrl, '/sandbox/behaviour', { reset: true });
    expect(reset.body.behaviour).toEqual({
      computeBudget: false,
      claimAccountsTx: 'always',
      transactions: 'legacy',
    });
    const bad = await testing.call(sandbox().apiUrl, '/sandbox/behaviour', {
      claimAccountsTx: 'sometimes',
    });
    expect([bad.status, bad.body.error?.code, bad.body.error?.field]).toEqual([
      400,
      'INVALID_FIELD',
      'claimAccountsTx',
    ]);
  });

  it('claim: createATAsTx is a memo-only transaction (always) or absent (when-needed) when no account is missing', async () => {
    const user = Keypair.generate(); // the faucet opens every test token account for it
    await testing.call(sandbox().apiUrl, '/sandbox/faucet', { address: user.publicKey.toBase58() });
    const withdrawAccount = await withdrawnAndReady(user, user);

    const always = await testing.command(sandbox().apiUrl, 'claim', {
      user: user.publicKey.toBase58(),
      basket: withdrawAccount,
    });
    expect(programsOf(always.createATAsTx)).toEqual([MEMO_PROGRAM_ID.toBase58()]);

    await testing.call(sandbox().apiUrl, '/sandbox/behaviour', { claimAccountsTx: 'when-needed' });
    try {
      const whenNeeded = await testing.command(sandbox().apiUrl, 'claim', {
        user: user.publicKey.toBase58(),
        basket: withdrawAccount,
      });
      expect(Object.keys(whenNeeded).sort()).toEqual(['claimTokensTx', 'success']);
      await testing.signAndSend(sandbox().connection, whenNeeded.claimTokensTx, user);
      expect(await sandbox().connection.getAccountInfo(new PublicKey(withdrawAccount))).toBeNull();
    } finally {
      await testing.call(sandbox().apiUrl, '/sandbox/behaviour', { reset: true });
    }
  });

  it('claim, when-needed: createATAsTx is there when token accounts are missing', async () => {
    const funder = Keypair.generate();
    await testing.call(sandbox().apiUrl, '/sandbox/faucet', {
      address: funder.publicKey.toBase58(),
    });
    const holder = Keypair.generate(); // SOL and basket tokens only
    await testing.airdrop(sandbox().connection, holder.publicKey);
    const withdrawAccount = await withdrawnAndReady(funder, holder);
    await testing.call(sandbox().apiUrl, '/sandbox/behaviour', { claimAccountsTx: 'when-needed' });
    try {
      const claim = await testing.command(sandbox().apiUrl, 'claim', {
        user: holder.publicKey.toBase58(),
        basket: withdrawAccount,
      });
      expect(programsOf(claim.createATAsTx).length).toBeGreaterThan(0);
      expect(programsOf(claim.createATAsTx)).not.toContain(MEMO_PROGRAM_ID.toBase58());
      await testing.signAndSend(sandbox().connection, claim.createATAsTx, holder);
      await testing.signAndSend(sandbox().connection, claim.claimTokensTx, holder);
    } finally {
      await testing.call(sandbox().apiUrl, '/sandbox/behaviour', { reset: true });
    }
  });
});

/**
 * `funder` deposits 20 USDC into the demo basket and hands the basket tokens to `holder` (when
 * another wallet), who withdraws them; resolves with the withdraw account once it is ready.
 */
async function withdrawnAndReady(funder: Keypair, holder: Keypair): Promise<string> {
  const mint = new PublicKey(demo.mint);
  await testing.deposit(sandbox(), funder, demo.address, 20);
  const funderHolding = getAssociatedTokenAddressSync(
    mint,
    funder.publicKey,
    false,
    TOKEN_PROGRAM_ID,
  );
  const shares = await testing.eventually(async () => {
    const n = await testing.tokenAmount(sandbox().connection, funderHolding);
    return n > 0n ? n : undefined;
  });
  if (!holder.publicKey.equals(funder.publicKey)) {
    await testing.giveTokens(sandbox().connection, funder, holder.publicKey, mint, shares);
  }
  const withdraw = await testing.command(sandbox().apiUrl, 'withdraw', {
    user: holder.publicKey.toBase58(),
    basket: demo.address,
    amount: Number(shares) / 1e6,
  });
  await testing.signAndSend(sandbox().connection, withdraw.transaction, holder);
  const account = withdraw.withdrawAccount as string;
  await testing.eventually(async () => {
    const r = await testing.call(
      sandbox().apiUrl,
      `/sandbox/withdrawals?user=${holder.publicKey.toBase58()}`,
    );
    const list = r.body.withdrawals as { address: string; status: string }[];
    return list.find((w) => w.address === account)?.status === 'ready' ? true : undefined;
  });
  return account;
}
