// State comes from the chain: an unsigned response changes nothing, a restart rebuilds the index
// from the replayed ledger (no second demo basket, nothing paid twice), and the keeper acts through
// the program's own instructions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { openSandboxChain } from '../program/open-chain';
import { seedSandbox } from '../seed';
import { startService } from './index';
import { mintSupply, tokenBalance } from '../model/ledger';
import * as testing from './testing';

const [, WSOL, JUP] = KNOWN_TOKENS.map((t) => new PublicKey(t.mint)) as [
  PublicKey,
  PublicKey,
  PublicKey,
];

/** A Dynamic basket of wSOL and JUP that never rebalances, named after its symbol. */
function request(creator: PublicKey, symbol: string) {
  return testing.createRequest(creator.toBase58(), {
    symbol,
    name: `${symbol} basket`,
    type: 2,
    rebalanceThreshold: 100,
    disableRebalance: 1,
    composition: [
      { token: String(WSOL), weight: 70 },
      { token: String(JUP), weight: 30 },
    ],
  });
}

interface BasketsReply {
  baskets: { address: string; creator: string; status: string; supply: number; type: number }[];
}

describe('state from the chain', () => {
  it('an unsigned response changes nothing; a restart rebuilds baskets and withdrawals', async () => {
    const dataDir = testing.tempDataDir();
    const user = Keypair.generate();
    let sb = await testing.startTestSandbox(20, dataDir, true);
    let basket = '';
    let withdrawAccount = '';
    let supply = 0;
    try {
      await testing.call(sb.apiUrl, '/sandbox/faucet', { address: user.publicKey.toBase58() });
      const unsigned = await testing.command(
        sb.apiUrl,
        'create',
        request(user.publicKey, 'NOSIGN'),
      );
      const created = await testing.createBasket(sb, request(user.publicKey, 'KEPT'), user);
      basket = created.basket;
      await testing.deposit(sb, user, basket, 10);
      const holding = getAssociatedTokenAddressSync(
        created.mint,
        user.publicKey,
        false,
        TOKEN_PROGRAM_ID,
      );
      await testing.eventually(async () =>
        (await testing.tokenAmount(sb.connection, holding)) > 0n ? true : undefined,
      );
      const withdraw = await testing.command(sb.apiUrl, 'withdraw', {
        user: user.publicKey.toBase58(),
        basket,
        amount: 4,
      });
      await testing.signAndSend(sb.connection, withdraw.transaction, user);
      withdrawAccount = withdraw.withdrawAccount as string;
      await testing.eventually(async () => {
        const r = await testing.call(
          sb.apiUrl,
          `/sandbox/withdrawals?user=${user.publicKey.toBase58()}`,
        );
        return (r.body.withdrawals as { status: string }[])[0]?.status === 'ready'
          ? true
          : undefined;
      });
      const listed = (await testing.call(sb.apiUrl, '/sandbox/baskets'))
        .body as unknown as BasketsReply;
      expect(listed.baskets.map((b) => b.address)).not.toContain(unsigned.basket);
      // 10 USDC deposited (less the service's 0.1 %; no creator or host fee), 4 withdrawn.
      supply = listed.baskets.find((b) => b.address === basket)?.supply ?? 0;
      expect(supply).toBeCloseTo(10 * 0.999 - 4, 6);
      expect(
        await sb.connection.getAccountInfo(new PublicKey(unsigned.basket as string)),
      ).toBeNull();
    } finally {
      await sb.close();
    }

    sb = await testing.startTestSandbox(20, dataDir, false);
    try {
      const listed = (await testing.call(sb.apiUrl, '/sandbox/baskets'))
        .body as unknown as BasketsReply;
      // The demo basket and the user's: nothing created twice, nothing lost.
      expect(listed.baskets).toHaveLength(2);
      const kept = listed.baskets.find((b) => b.address === basket);
      expect(kept).toMatchObject({ status: 'active', type: 2, supply });
      const claim = await testing.command(sb.apiUrl, 'claim', {
        user: user.publicKey.toBase58(),
        basket: withdrawAccount,
      });
      await testing.signAndSend(sb.connection, claim.createATAsTx, user);
      await testing.signAndSend(sb.connection, claim.claimTokensTx, user);
      const after = (await testing.call(sb.apiUrl, `/sandbox/baskets/${basket}`)).body.basket as {
        supply: number;
      };
      expect(after.supply).toBe(supply);
    } finally {
      await sb.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the keeper', () => {
  it('mints a deposit and buys its composition with the program’s own instructions', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'basketry-keeper-'));
    const chain = await openSandboxChain({ dataDir, reset: true });
    const svc = await startService({ chain, port: 0, keeperDelayMs: 0, seed: seedSandbox });
    try {
      const { index, keys } = svc.context;
      const demo = [...index.baskets.values()][0];
      if (!demo) throw new Error('no demo basket');
      const user = Keypair.generate();
      await testing.call(svc.url, '/sandbox/faucet', { address: user.publicKey.toBase58() });
      const deposit = await testing.command(svc.url, 'deposit', {
        user: user.publicKey.toBase58(),
        basket: demo.address,
        amount: 100,
      });
      const tx = VersionedTransaction.deserialize(
        Buffer.from(deposit.transaction as string, 'base64'),
      );
      tx.sign([user]);
      chain.sendTransaction(tx.serialize());
      const holding = getAssociatedTokenAddressSync(new PublicKey(demo.mint), user.publicKey);
      await testing.eventually(async () =>
        (tokenBalance(chain, holding) ?? 0n) > 0n ? true : undefined,
      );
      await svc.context.keeper.idle();
      // What the keeper sent: mintFund, then rebalance legs around its swaps with the market.
      const names = chain
        .getSignaturesForAddress(keys.keeper.publicKey, { limit: 50 })
        .flatMap((r) => r.logs.filter((l) => l.startsWith('Program log: Instruction: ')))
        .map((l) => l.slice('Program log: Instruction: '.length));
      expect(names).toContain('MintFund');
      expect(names).toContain('WithdrawBeforeRebalance');
      expect(names).toContain('DepositAfterRebalance');
      // Nothing of the deposit's USDC is left to invest.
      expect(svc.context.keeper.plan(demo.address, 'invest')).toEqual([]);
      expect(mintSupply(chain, new PublicKey(demo.mint))).toBeGreaterThan(0n);
    } finally {
      await svc.close();
      chain.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
