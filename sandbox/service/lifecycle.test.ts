// State comes from the chain: an unsigned response changes nothing, a restart rebuilds the index
// from the replayed ledger (no second demo basket, nothing paid twice), and the keeper acts through
// the program's own instructions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_PROGRAM_ID, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it, vi } from 'vitest';
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

type Sandbox = Awaited<ReturnType<typeof startService>>;
type SandboxChain = Awaited<ReturnType<typeof openSandboxChain>>;

/** A seeded sandbox whose keeper acts at once, with its demo basket; closed and removed after. */
async function withKeeper(
  body: (
    svc: Sandbox,
    chain: SandboxChain,
    demo: { address: string; mint: string },
  ) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'basketry-keeper-'));
  const chain = await openSandboxChain({ dataDir, reset: true });
  const svc = await startService({ chain, port: 0, keeperDelayMs: 0, seed: seedSandbox });
  try {
    const demo = [...svc.context.index.baskets.values()][0];
    if (!demo) throw new Error('no demo basket');
    await body(svc, chain, demo);
  } finally {
    await svc.close();
    chain.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new funded user's deposit of `amount` USDC into `basket`, signed by them, not yet sent. */
async function signedDeposit(
  svc: Sandbox,
  basket: string,
  amount: number,
): Promise<{ user: Keypair; raw: Uint8Array }> {
  const user = Keypair.generate();
  await testing.call(svc.url, '/sandbox/faucet', { address: user.publicKey.toBase58() });
  const deposit = await testing.command(svc.url, 'deposit', {
    user: user.publicKey.toBase58(),
    basket,
    amount,
  });
  const tx = VersionedTransaction.deserialize(Buffer.from(deposit.transaction as string, 'base64'));
  tx.sign([user]);
  return { user, raw: tx.serialize() };
}

/** Resolves once `user` holds basket tokens of `mint`. */
async function basketTokensArrive(chain: SandboxChain, mint: string, user: Keypair): Promise<void> {
  const holding = getAssociatedTokenAddressSync(new PublicKey(mint), user.publicKey);
  await testing.eventually(async () =>
    (tokenBalance(chain, holding) ?? 0n) > 0n ? true : undefined,
  );
}

/** The names of the program's instructions in the keeper's last `limit` transactions, oldest last. */
function keeperInstructions(svc: Sandbox, chain: SandboxChain, limit: number): string[] {
  return chain
    .getSignaturesForAddress(svc.context.keys.keeper.publicKey, { limit })
    .flatMap((r) => r.logs.filter((l) => l.startsWith('Program log: Instruction: ')))
    .map((l) => l.slice('Program log: Instruction: '.length));
}

describe('the keeper', () => {
  it('mints a deposit and buys its composition with the program’s own instructions', () =>
    withKeeper(async (svc, chain, demo) => {
      const { user, raw } = await signedDeposit(svc, demo.address, 100);
      chain.sendTransaction(raw);
      await basketTokensArrive(chain, demo.mint, user);
      await svc.context.keeper.idle();
      // What the keeper sent: mintFund, then rebalance legs around its swaps with the market.
      const names = keeperInstructions(svc, chain, 50);
      expect(names).toContain('MintFund');
      expect(names).toContain('WithdrawBeforeRebalance');
      expect(names).toContain('DepositAfterRebalance');
      // Nothing of the deposit's USDC is left to invest.
      expect(svc.context.keeper.plan(demo.address, 'invest')).toEqual([]);
      expect(mintSupply(chain, new PublicKey(demo.mint))).toBeGreaterThan(0n);
    }));

  it('two deposits of one amount minted in one block: the weights are recorded after both, nothing fails', () =>
    withKeeper(async (svc, chain, demo) => {
      const said = vi.spyOn(console, 'error');
      try {
        const deposits = [
          await signedDeposit(svc, demo.address, 50),
          await signedDeposit(svc, demo.address, 50),
        ];
        // Both land together: the keeper mints and invests one after the other in the same block,
        // where the second's legs and weights would repeat the first's bytes.
        for (const { raw } of deposits) chain.sendTransaction(raw);
        for (const { user } of deposits) await basketTokensArrive(chain, demo.mint, user);
        // The keeper's last transaction records the weights, after every leg of both.
        await testing.eventually(async () =>
          keeperInstructions(svc, chain, 1).at(-1) === 'UpdateCurrentWeights' ? true : undefined,
        );
        await svc.context.keeper.idle();
        expect(svc.context.keeper.plan(demo.address, 'invest')).toEqual([]);
        expect(
          said.mock.calls.filter(([first]) => String(first).includes('[sandbox keeper]')),
        ).toEqual([]);
      } finally {
        said.mockRestore();
      }
    }));
});
