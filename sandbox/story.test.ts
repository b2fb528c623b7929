// The Basket API end to end on the sandbox: every transaction is signed by the requesting wallet
// alone, sent through the JSON-RPC with web3.js and confirmed; the program's emulation runs each
// instruction (the fees paid, the basket tokens minted, the tokens moved); assertions read on-chain
// accounts and the service's index.
import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../src/solana/tokens';
import * as testing from './service/testing';
import {
  JUP,
  USDC,
  WSOL,
  ata,
  basketState,
  decodeTx,
  signersOf,
  storyCast,
  storyRequest,
} from './storyTesting';

const { creator, user, host, sandbox } = storyCast();

describe('the basket story', () => {
  it('create (3 tx) → deposit → keeper mints and buys → withdraw → claim (2 tx) → assets arrive', async () => {
    const { connection } = sandbox();
    const request = storyRequest(creator, host);
    const res = await testing.command(sandbox().apiUrl, 'create', request);
    // The same request again names another basket: a fresh random seed per request, as the real
    // service (baskets-sdk 0.0.45 instructionsBuilder.ts: Keypair.generate().publicKey).
    const twin = await testing.command(sandbox().apiUrl, 'create', request);
    expect(twin.basket).not.toBe(res.basket);
    expect(twin.mint).not.toBe(res.mint);
    expect(twin.createTransaction).not.toBe(res.createTransaction);
    for (const field of testing.CREATE_TRANSACTIONS)
      expect(signersOf(res[field])).toEqual([creator.publicKey.toBase58()]);

    // Out of order, the composition transaction cannot land: the mint does not exist yet.
    await expect(
      testing.signAndSend(connection, res.compositionTransaction, creator),
    ).rejects.toThrow();
    await testing.signAndSend(connection, res.createTransaction, creator);
    await testing.signAndSend(connection, res.compositionTransaction, creator);
    expect((await basketState(sandbox(), res.basket as string)).status).toBe('composed');
    await testing.signAndSend(connection, res.restructureTransaction, creator);
    const basket = res.basket as string;
    const basketMint = new PublicKey(res.mint as string);

    const created = await basketState(sandbox(), basket);
    expect(created.status).toBe('active');
    expect(created.creator).toBe(creator.publicKey.toBase58());
    expect(created.name).toBe('Story Basket');
    expect(created.composition.map((e) => e.weight)).toEqual([50, 30, 20]);
    expect(created.settings).toMatchObject({ depositFee: 100, hostPlatformFees: 50, type: 1 });
    // Now that it exists, its symbol (and name) are taken.
    const again = await testing.call(sandbox().apiUrl, '/baskets/create', request);
    expect([again.status, again.body.error?.code]).toEqual([409, 'SYMBOL_TAKEN']);

    // Deposit 100 USDC: 1 % to the creator, 0.5 % to the host (whose USDC account the deposit
    // opens), 0.1 % to the service, 98.4 basket tokens at NAV 1.
    const creatorUsdcBefore = await testing.tokenAmount(connection, ata(creator.publicKey, USDC));
    const deposit = await testing.command(sandbox().apiUrl, 'deposit', {
      user: user.publicKey.toBase58(),
      basket,
      amount: 100,
    });
    expect(signersOf(deposit.transaction)).toEqual([user.publicKey.toBase58()]);
    await testing.signAndSend(connection, deposit.transaction, user);
    const holding = ata(user.publicKey, basketMint);
    const minted = await testing.eventually(async () => {
      const n = await testing.tokenAmount(connection, holding);
      return n > 0n ? n : undefined;
    });
    expect(minted).toBe(98_400_000n);
    expect(
      (await testing.tokenAmount(connection, ata(creator.publicKey, USDC))) - creatorUsdcBefore,
    ).toBe(1_000_000n);
    expect(await testing.tokenAmount(connection, ata(host, USDC))).toBe(500_000n);
    const bought = await testing.eventually(async () => {
      const b = await basketState(sandbox(), basket);
      return b.holdings.length === 3 ? b : undefined;
    });
    const held = Object.fromEntries(bought.holdings.map((h) => [h.mint, h.amount]));
    expect(held[USDC.toBase58()]).toBeCloseTo(98.4 * 0.2, 6);
    expect(held[JUP.toBase58()]).toBeCloseTo((98.4 * 0.3) / 0.8, 5);
    expect(held[WSOL.toBase58()]).toBeCloseTo((98.4 * 0.5) / 150, 8);
    expect(bought.supply).toBe(98.4);
    const deposits = await testing.call(
      sandbox().apiUrl,
      `/sandbox/deposits?user=${user.publicKey.toBase58()}`,
    );
    expect(deposits.body.deposits).toEqual([
      expect.objectContaining({ basket, amount: 100, status: 'complete', basketTokens: 98.4 }),
    ]);
    const mine = await testing.call(
      sandbox().apiUrl,
      `/sandbox/baskets?holder=${user.publicKey.toBase58()}`,
    );
    expect(mine.body.baskets).toEqual([expect.objectContaining({ address: basket, held: 98.4 })]);

    // A fresh wallet that holds only SOL and basket tokens withdraws half of all shares.
    const holder = Keypair.generate();
    await testing.airdrop(connection, holder.publicKey, 2);
    await testing.giveTokens(connection, user, holder.publicKey, basketMint, 49_200_000n);

    const withdrawRequest = { user: holder.publicKey.toBase58(), basket, amount: 49.2 };
    const withdraw = await testing.command(sandbox().apiUrl, 'withdraw', withdrawRequest);
    expect(signersOf(withdraw.transaction)).toEqual([holder.publicKey.toBase58()]);
    // Asked twice, the service names a second withdraw account (fresh seed per request).
    const secondWithdraw = await testing.command(sandbox().apiUrl, 'withdraw', withdrawRequest);
    expect(secondWithdraw.withdrawAccount).not.toBe(withdraw.withdrawAccount);
    await testing.signAndSend(connection, withdraw.transaction, holder);
    const withdrawAccount = withdraw.withdrawAccount as string;
    expect(await testing.tokenAmount(connection, ata(holder.publicKey, basketMint))).toBe(0n);
    expect(await connection.getAccountInfo(new PublicKey(withdrawAccount))).not.toBeNull();
    // Claimable at once: the program moved the share into the withdraw account.
    const reply = await testing.call(
      sandbox().apiUrl,
      `/sandbox/withdrawals?user=${holder.publicKey.toBase58()}`,
    );
    const ready = (
      reply.body.withdrawals as {
        address: string;
        status: string;
        assets: { mint: string; amount: number }[];
      }[]
    ).find((x) => x.address === withdrawAccount);
    expect(ready?.status).toBe('ready');
    // Half the shares: half of each holding.
    const owed = Object.fromEntries((ready?.assets ?? []).map((a) => [a.mint, a.amount]));
    expect(owed[USDC.toBase58()]).toBeCloseTo(9.84, 6);
    expect(owed[JUP.toBase58()]).toBeCloseTo((98.4 * 0.3) / 0.8 / 2, 5);
    expect(owed[WSOL.toBase58()]).toBeCloseTo((98.4 * 0.5) / 150 / 2, 8);

    const claim = await testing.command(sandbox().apiUrl, 'claim', {
      user: holder.publicKey.toBase58(),
      basket: withdrawAccount,
    });
    expect(signersOf(claim.createATAsTx)).toEqual([holder.publicKey.toBase58()]);
    expect(signersOf(claim.claimTokensTx)).toEqual([holder.publicKey.toBase58()]);
    // One claimToken per token the withdraw account holds.
    const claims = decodeTx(claim.claimTokensTx).message.compiledInstructions;
    expect(claims).toHaveLength(3);
    for (const mint of [USDC, JUP, WSOL]) {
      expect(await connection.getAccountInfo(ata(holder.publicKey, mint))).toBeNull();
    }
    await testing.signAndSend(connection, claim.createATAsTx, holder);
    await testing.signAndSend(connection, claim.claimTokensTx, holder);
    for (const asset of ready?.assets ?? []) {
      const token = KNOWN_TOKENS.find((k) => k.mint === asset.mint);
      const got = await testing.tokenAmount(
        connection,
        ata(holder.publicKey, new PublicKey(asset.mint)),
      );
      expect(Number(got) / 10 ** (token?.decimals ?? 0)).toBeCloseTo(asset.amount, 9);
    }
    // The withdraw account is closed and its rent is back with the holder.
    expect(await connection.getAccountInfo(new PublicKey(withdrawAccount))).toBeNull();
    const claimed = await testing.call(
      sandbox().apiUrl,
      `/sandbox/withdrawals?user=${holder.publicKey.toBase58()}`,
    );
    expect((claimed.body.withdrawals as { status: string }[])[0]?.status).toBe('claimed');
    const after = await basketState(sandbox(), basket);
    expect(after.supply).toBe(49.2);
  });
});
