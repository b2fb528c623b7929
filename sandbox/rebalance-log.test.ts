// The app's rebalance log (src/features/rebalance-log/log.ts) against the emulated program and the
// sandbox's keeper: after a deposit the keeper mints its basket tokens (mintFund) and invests its
// USDC (withdrawBeforeRebalance / swap / depositAfterRebalance legs); the log holds that mint, with
// the supply it added and the USDC the deposit paid in, and one rebalance whose legs' tokens sold
// and bought are each leg's change of the program's vaults in its meta — read here apart from the
// decoder, from the node's own answer.
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  rebalanceLog,
  type MintEntry,
  type RebalanceEntry,
} from '../src/features/rebalance-log/log';
import { BASKETS_PROGRAM_PDA } from '../src/solana/programs';
import * as testing from './service/testing';
import { basketState, storyCast, storyRequest, transactionsOf, USDC } from './storyTesting';

const { creator, user, host, sandbox } = storyCast();

/** Post − pre of the program's vaults in the transaction, by mint, from getTransaction's meta. */
async function vaultChange(signature: string): Promise<Map<string, bigint>> {
  const tx = await sandbox().connection.getTransaction(signature, {
    commitment: 'confirmed',
    maxSupportedTransactionVersion: 0,
  });
  const change = new Map<string, bigint>();
  for (const [rows, sign] of [
    [tx?.meta?.preTokenBalances ?? [], -1n],
    [tx?.meta?.postTokenBalances ?? [], 1n],
  ] as const) {
    for (const row of rows) {
      if (row.owner !== BASKETS_PROGRAM_PDA) continue;
      change.set(row.mint, (change.get(row.mint) ?? 0n) + sign * BigInt(row.uiTokenAmount.amount));
    }
  }
  for (const [mint, amount] of change) if (amount === 0n) change.delete(mint);
  return change;
}

describe('the rebalance log read from a basket’s transactions', () => {
  it('holds the keeper’s mint of a deposit and the legs that invested it, as their metas say', async () => {
    const { apiUrl, connection } = sandbox();
    const { basket } = await testing.createBasket(sandbox(), storyRequest(creator, host), creator);
    const mint = (await basketState(sandbox(), basket)).mint;
    const res = await testing.command(apiUrl, 'deposit', {
      user: user.publicKey.toBase58(),
      basket,
      amount: 100,
    });
    await testing.signAndSend(connection, res.transaction, user);
    // Minted, then invested: the basket holds its three tokens.
    await testing.eventually(async () =>
      (await basketState(sandbox(), basket)).holdings.length === 3 ? true : undefined,
    );
    const txs = await testing.eventually(async () => {
      const read = await transactionsOf(sandbox(), basket);
      const again = await transactionsOf(sandbox(), basket);
      return read.length === again.length ? read : undefined;
    });
    const log = rebalanceLog({ txs, basket, basketMint: mint, basketDecimals: 6, vaults: null });

    const mints = log.filter((e): e is MintEntry => e.kind === 'mint');
    expect(mints).toHaveLength(1);
    const [credit] = mints;
    const supply = BigInt((await connection.getTokenSupply(new PublicKey(mint))).value.amount);
    expect(credit?.minted.amount).toBe(supply);
    expect(credit?.buyer).toBe(user.publicKey.toBase58());
    // What the deposit paid into the vaults (its fees went elsewhere): USDC, less than 100.
    expect(credit?.credited?.map((t) => t.mint)).toEqual([USDC.toBase58()]);
    expect(credit?.credited?.[0]?.amount).toBeLessThan(100_000_000n);

    const rebalances = log.filter((e): e is RebalanceEntry => e.kind === 'rebalance');
    expect(rebalances).toHaveLength(1);
    const legs = rebalances[0]?.legs ?? [];
    expect(legs.length).toBeGreaterThanOrEqual(2);
    for (const leg of legs) {
      const change = await vaultChange(leg.signature);
      const fromLog = new Map([
        ...leg.sold.map((t) => [t.mint, -t.amount] as const),
        ...leg.bought.map((t) => [t.mint, t.amount] as const),
      ]);
      expect(fromLog).toEqual(change);
      // Each leg sold the deposit's USDC.
      expect(leg.sold.map((t) => t.mint)).toEqual([USDC.toBase58()]);
    }
    // Newest first: the rebalance came after the mint.
    expect(log[0]?.kind).toBe('rebalance');
  }, 120_000);
});
