// The Basket API end to end on the sandbox: every transaction is signed by the requesting wallet
// alone, sent through the JSON-RPC with web3.js and confirmed; assertions read on-chain accounts
// and the service's indexed state.
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  Transaction,
  TransactionInstruction,
  VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_METADATA_PROGRAM_ID,
  metadataAddress,
} from '../src/solana/basketsProgram/addresses';
import { KNOWN_TOKENS } from '../src/solana/tokens';
import { decodeMetaplexMetadata } from './program/metaplex';
import * as testing from './service/testing';

const mintOf = (symbol: string) => {
  const t = KNOWN_TOKENS.find((k) => k.symbol === symbol);
  if (!t) throw new Error(symbol);
  return new PublicKey(t.mint);
};
const USDC = mintOf('USDC');
const WSOL = mintOf('wSOL');
const JUP = mintOf('JUP');
const BONK = mintOf('BONK');
const ata = (owner: PublicKey, mint: PublicKey, program?: PublicKey) =>
  getAssociatedTokenAddressSync(mint, owner, true, program);

const creator = Keypair.generate();
const user = Keypair.generate();
const host = Keypair.generate();
const sandbox = testing.sandboxForFile({ funded: [creator, user] });

/** The story's basket: three tokens, a host platform and fees; `overrides` replaces any field. */
const storyRequest = (overrides: Record<string, unknown> = {}) =>
  testing.createRequest(creator.publicKey.toBase58(), {
    symbol: 'STORY',
    name: 'Story Basket',
    uri: 'https://example.com/story.json',
    hostPlatform: host.publicKey.toBase58(),
    hostPlatformFees: 50,
    hostPlatformFee: 50,
    depositFee: 100,
    composition: [
      { token: WSOL.toBase58(), weight: 50 },
      { token: JUP.toBase58(), weight: 30 },
      { token: USDC.toBase58(), weight: 20 },
    ],
    ...overrides,
  });

/** The fee payer and every required signer of a returned transaction. */
function signersOf(base64: unknown): string[] {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64 as string, 'base64'));
  return tx.message.staticAccountKeys
    .slice(0, tx.message.header.numRequiredSignatures)
    .map((k) => k.toBase58());
}

/** Accounts the transaction's Associated Token Account instructions create. */
function createdTokenAccounts(base64: unknown): PublicKey[] {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64 as string, 'base64'));
  const keys = tx.message.staticAccountKeys;
  return tx.message.compiledInstructions
    .filter((ix) => keys[ix.programIdIndex]?.equals(ASSOCIATED_TOKEN_PROGRAM_ID))
    .map((ix) => keys[ix.accountKeyIndexes[1] ?? 0] ?? PublicKey.default);
}

async function createBasket(request: Record<string, unknown>, signer: Keypair): Promise<string> {
  const res = await testing.command(sandbox().apiUrl, 'create', request);
  for (const field of testing.CREATE_TRANSACTIONS) {
    await testing.signAndSend(sandbox().connection, res[field], signer);
  }
  return res.basket as string;
}

async function basketState(address: string) {
  const reply = await testing.call(sandbox().apiUrl, `/sandbox/baskets/${address}`);
  expect(reply.status).toBe(200);
  return reply.body.basket as {
    status: string;
    creator: string;
    mint: string;
    type: number;
    name: string;
    symbol: string;
    uri: string;
    supply: number;
    composition: { token: string; weight: number }[];
    settings: Record<string, unknown>;
    holdings: { mint: string; amount: number; vault: string }[];
  };
}

let basket = '';
let basketMint = new PublicKey(PublicKey.default);

describe('the basket story', () => {
  it('create (3 tx) → deposit → keeper mints → withdraw → claim (2 tx) → assets arrive', async () => {
    const { connection } = sandbox();
    const res = await testing.command(sandbox().apiUrl, 'create', storyRequest());
    // The same request again names another basket: a fresh random seed per request, as the real
    // service (baskets-sdk 0.0.45 instructionsBuilder.ts: Keypair.generate().publicKey).
    const twin = await testing.command(sandbox().apiUrl, 'create', storyRequest());
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
    // The composition transaction opened the creator's basket-token account and the three vaults.
    const opened = createdTokenAccounts(res.compositionTransaction);
    expect(opened).toHaveLength(4);
    for (const account of opened) expect(await connection.getAccountInfo(account)).not.toBeNull();
    expect((await basketState(res.basket as string)).status).toBe('composed');
    await testing.signAndSend(connection, res.restructureTransaction, creator);
    basket = res.basket as string;
    basketMint = new PublicKey(res.mint as string);

    const created = await basketState(basket);
    expect(created.status).toBe('active');
    expect(created.creator).toBe(creator.publicKey.toBase58());
    expect(created.name).toBe('Story Basket');
    expect(created.composition.map((e) => e.weight)).toEqual([50, 30, 20]);
    expect(created.settings).toMatchObject({ depositFee: 100, hostPlatformFees: 50, type: 1 });
    // Now that it exists, its symbol (and name) are taken.
    const again = await testing.call(sandbox().apiUrl, '/baskets/create', storyRequest());
    expect([again.status, again.body.error?.code]).toEqual([409, 'SYMBOL_TAKEN']);

    // Deposit 100 USDC: 1 % to the creator, 0.5 % to the host, 98.5 basket tokens at NAV 1.
    const creatorUsdcBefore = await testing.tokenAmount(connection, ata(creator.publicKey, USDC));
    const deposit = await testing.command(sandbox().apiUrl, 'deposit', {
      user: user.publicKey.toBase58(),
      basket,
      amount: 100,
    });
    expect(signersOf(deposit.transaction)).toEqual([user.publicKey.toBase58()]);
    await testing.signAndSend(connection, deposit.transaction, user);
    const holding = ata(user.publicKey, basketMint, TOKEN_PROGRAM_ID);
    const minted = await testing.eventually(async () => {
      const n = await testing.tokenAmount(connection, holding);
      return n > 0n ? n : undefined;
    });
    expect(minted).toBe(98_500_000n);
    expect(
      (await testing.tokenAmount(connection, ata(creator.publicKey, USDC))) - creatorUsdcBefore,
    ).toBe(1_000_000n);
    expect(await testing.tokenAmount(connection, ata(host.publicKey, USDC))).toBe(500_000n);
    const bought = await testing.eventually(async () => {
      const b = await basketState(basket);
      return b.holdings.length === 3 ? b : undefined;
    });
    const held = Object.fromEntries(bought.holdings.map((h) => [h.mint, h.amount]));
    expect(held[USDC.toBase58()]).toBeCloseTo(19.7, 6);
    expect(held[JUP.toBase58()]).toBeCloseTo((98.5 * 0.3) / 0.8, 5);
    expect(held[WSOL.toBase58()]).toBeCloseTo((98.5 * 0.5) / 150, 8);
    expect(bought.supply).toBe(98.5);
    const deposits = await testing.call(
      sandbox().apiUrl,
      `/sandbox/deposits?user=${user.publicKey.toBase58()}`,
    );
    expect(deposits.body.deposits).toEqual([
      expect.objectContaining({ basket, amount: 100, status: 'complete', basketTokens: 98.5 }),
    ]);
    const mine = await testing.call(
      sandbox().apiUrl,
      `/sandbox/baskets?holder=${user.publicKey.toBase58()}`,
    );
    expect(mine.body.baskets).toEqual([expect.objectContaining({ address: basket, held: 98.5 })]);

    // A fresh wallet that holds only SOL and basket tokens withdraws half of all shares.
    const holder = Keypair.generate();
    await testing.airdrop(connection, holder.publicKey, 2);
    await testing.giveTokens(connection, user, holder.publicKey, basketMint, 49_250_000n);

    const withdrawRequest = { user: holder.publicKey.toBase58(), basket, amount: 49.25 };
    const withdraw = await testing.command(sandbox().apiUrl, 'withdraw', withdrawRequest);
    expect(signersOf(withdraw.transaction)).toEqual([holder.publicKey.toBase58()]);
    // Asked twice, the service names a second withdraw account (fresh seed per request).
    const secondWithdraw = await testing.command(sandbox().apiUrl, 'withdraw', withdrawRequest);
    expect(secondWithdraw.withdrawAccount).not.toBe(withdraw.withdrawAccount);
    await testing.signAndSend(connection, withdraw.transaction, holder);
    const withdrawAccount = withdraw.withdrawAccount as string;
    expect(
      await testing.tokenAmount(connection, ata(holder.publicKey, basketMint, TOKEN_PROGRAM_ID)),
    ).toBe(0n);
    expect(await connection.getAccountInfo(new PublicKey(withdrawAccount))).not.toBeNull();
    const ready = await testing.eventually(async () => {
      const reply = await testing.call(
        sandbox().apiUrl,
        `/sandbox/withdrawals?user=${holder.publicKey.toBase58()}`,
      );
      const list = reply.body.withdrawals as {
        address: string;
        status: string;
        assets: { mint: string; amount: number; escrow: string }[];
      }[];
      const w = list.find((x) => x.address === withdrawAccount);
      return w?.status === 'ready' ? w : undefined;
    });
    // Half the shares: half of each holding.
    const owed = Object.fromEntries(ready.assets.map((a) => [a.mint, a.amount]));
    expect(owed[USDC.toBase58()]).toBeCloseTo(9.85, 6);
    expect(owed[JUP.toBase58()]).toBeCloseTo((98.5 * 0.3) / 0.8 / 2, 5);
    expect(owed[WSOL.toBase58()]).toBeCloseTo((98.5 * 0.5) / 150 / 2, 8);

    const claim = await testing.command(sandbox().apiUrl, 'claim', {
      user: holder.publicKey.toBase58(),
      basket: withdrawAccount,
    });
    expect(signersOf(claim.createATAsTx)).toEqual([holder.publicKey.toBase58()]);
    expect(signersOf(claim.claimTokensTx)).toEqual([holder.publicKey.toBase58()]);
    for (const mint of [USDC, JUP, WSOL]) {
      expect(await connection.getAccountInfo(ata(holder.publicKey, mint))).toBeNull();
    }
    await testing.signAndSend(connection, claim.createATAsTx, holder);
    await testing.signAndSend(connection, claim.claimTokensTx, holder);
    for (const asset of ready.assets) {
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
    const after = await basketState(basket);
    expect(after.supply).toBe(49.25);
  });
});

describe('single-asset mint and burn, edit, set-metadata', () => {
  const u = () => user.publicKey.toBase58();
  const holding = () => ata(user.publicKey, basketMint, TOKEN_PROGRAM_ID);

  it('mint: JUP in, basket tokens out, in one transaction the user alone signs', async () => {
    const { connection } = sandbox();
    const jupBefore = await testing.tokenAmount(connection, ata(user.publicKey, JUP));
    const sharesBefore = await testing.tokenAmount(connection, holding());
    const vault = (await basketState(basket)).holdings.find((h) => h.mint === JUP.toBase58());
    const res = await testing.command(sandbox().apiUrl, 'mint', {
      user: u(),
      basket,
      tokenMint: JUP.toBase58(),
      amount: 10,
    });
    expect(signersOf(res.transaction)).toEqual([u()]);
    // 10 JUP at 0.8 USDC, NAV just under 1 after rounding.
    expect(res.basketTokens).toBeCloseTo(8, 2);
    await testing.signAndSend(connection, res.transaction, user);
    expect(jupBefore - (await testing.tokenAmount(connection, ata(user.publicKey, JUP)))).toBe(
      10_000_000n,
    );
    expect((await testing.tokenAmount(connection, holding())) - sharesBefore).toBe(
      BigInt(Math.round((res.basketTokens as number) * 1e6)),
    );
    const after = (await basketState(basket)).holdings.find((h) => h.mint === JUP.toBase58());
    expect((after?.amount ?? 0) - (vault?.amount ?? 0)).toBeCloseTo(10, 6);
  });

  it('burn: basket tokens in, wSOL out, in one transaction the user alone signs', async () => {
    const { connection } = sandbox();
    const wsolBefore = await testing.tokenAmount(connection, ata(user.publicKey, WSOL));
    const sharesBefore = await testing.tokenAmount(connection, holding());
    const res = await testing.command(sandbox().apiUrl, 'burn', {
      user: u(),
      basket,
      tokenMint: WSOL.toBase58(),
      amount: 3,
    });
    expect(signersOf(res.transaction)).toEqual([u()]);
    expect(res.tokenAmount).toBeCloseTo(3 / 150, 4);
    await testing.signAndSend(connection, res.transaction, user);
    expect(sharesBefore - (await testing.tokenAmount(connection, holding()))).toBe(3_000_000n);
    expect((await testing.tokenAmount(connection, ata(user.publicKey, WSOL))) - wsolBefore).toBe(
      BigInt(Math.round((res.tokenAmount as number) * 1e9)),
    );
  });

  it('refuses tokens outside the composition, redemptions beyond holdings, unknown accounts', async () => {
    const cases: [string, Record<string, unknown>, number, string, string][] = [
      [
        'mint',
        { user: u(), basket, tokenMint: BONK.toBase58(), amount: 1 },
        422,
        'TOKEN_NOT_IN_COMPOSITION',
        'tokenMint',
      ],
      [
        'burn',
        { user: u(), basket, tokenMint: BONK.toBase58(), amount: 1 },
        422,
        'TOKEN_NOT_IN_COMPOSITION',
        'tokenMint',
      ],
      // The USDC vault holds under 10 USDC: 40 basket tokens' worth of USDC is more than that.
      [
        'burn',
        { user: u(), basket, tokenMint: USDC.toBase58(), amount: 40 },
        422,
        'INSUFFICIENT_HOLDINGS',
        'amount',
      ],
      [
        'burn',
        { user: u(), basket, tokenMint: USDC.toBase58(), amount: 5000 },
        422,
        'INSUFFICIENT_BASKET_TOKENS',
        'amount',
      ],
      [
        'withdraw',
        { user: u(), basket, amount: 5000 },
        422,
        'INSUFFICIENT_BASKET_TOKENS',
        'amount',
      ],
      [
        'mint',
        { user: u(), basket, tokenMint: JUP.toBase58(), amount: 1e9 },
        422,
        'INSUFFICIENT_BALANCE',
        'amount',
      ],
      ['deposit', { user: u(), basket, amount: 1e9 }, 422, 'INSUFFICIENT_BALANCE', 'amount'],
      [
        'deposit',
        { user: u(), basket: host.publicKey.toBase58(), amount: 1 },
        404,
        'BASKET_NOT_FOUND',
        'basket',
      ],
      [
        'claim',
        { user: u(), basket: host.publicKey.toBase58() },
        404,
        'WITHDRAW_NOT_FOUND',
        'basket',
      ],
      ['deposit', { user: u(), basket, amount: 0.0000001 }, 400, 'INVALID_AMOUNT', 'amount'],
    ];
    for (const [name, body, status, code, field] of cases) {
      const reply = await testing.call(sandbox().apiUrl, `/baskets/${name}`, body);
      expect({
        name,
        status: reply.status,
        code: reply.body.error?.code,
        field: reply.body.error?.field,
      }).toEqual({ name, status, code, field });
    }
  });

  it('edit: the creator changes settings and composition, and the keeper rebalances', async () => {
    const edit = {
      basket,
      creator: creator.publicKey.toBase58(),
      depositFee: 200,
      rebalanceInterval: 7200,
      rebalanceThreshold: 200,
      slippage: 50,
      lpOffsetThreshold: 0,
      disableRebalance: 0,
      disableLp: 1,
      composition: [
        { token: WSOL.toBase58(), weight: 50 },
        { token: JUP.toBase58(), weight: 20 },
        { token: BONK.toBase58(), weight: 30 },
      ],
    };
    const notCreator = await testing.call(sandbox().apiUrl, '/baskets/edit', {
      ...edit,
      creator: u(),
    });
    expect([notCreator.status, notCreator.body.error?.code]).toEqual([403, 'NOT_CREATOR']);

    const res = await testing.command(sandbox().apiUrl, 'edit', edit);
    expect(signersOf(res.editTransaction)).toEqual([creator.publicKey.toBase58()]);
    const before = await basketState(basket);
    expect(before.settings.depositFee).toBe(100);
    await testing.signAndSend(sandbox().connection, res.editTransaction, creator);
    const edited = await basketState(basket);
    expect(edited.settings).toMatchObject({
      depositFee: 200,
      slippage: 50,
      type: 1,
      hostPlatformFees: 50,
    });
    expect(edited.composition.map((e) => e.token)).toEqual([WSOL, JUP, BONK].map(String));
    const rebalanced = await testing.eventually(async () => {
      const b = await basketState(basket);
      return b.holdings.some((h) => h.mint === BONK.toBase58()) ? b : undefined;
    });
    expect(rebalanced.holdings.map((h) => h.mint).sort()).toEqual(
      [WSOL, JUP, BONK].map(String).sort(),
    );
    const bonkVault = rebalanced.holdings.find((h) => h.mint === BONK.toBase58());
    expect(
      await testing.tokenAmount(sandbox().connection, new PublicKey(bonkVault?.vault ?? '')),
    ).toBeGreaterThan(0n);
  });

  it('edit: an immutable basket is refused, and a hand-made edit memo changes nothing', async () => {
    const fixed = await createBasket(
      storyRequest({ type: 0, symbol: 'FIXED', name: 'Fixed Basket' }),
      creator,
    );
    const edit = {
      basket: fixed,
      creator: creator.publicKey.toBase58(),
      depositFee: 0,
      rebalanceInterval: 3600,
      rebalanceThreshold: 0,
      slippage: 0,
      lpOffsetThreshold: 0,
      disableRebalance: 1,
      disableLp: 1,
      composition: [{ token: JUP.toBase58(), weight: 100 }],
    };
    const refused = await testing.call(sandbox().apiUrl, '/baskets/edit', edit);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'BASKET_IMMUTABLE']);

    // The same memo signed by the creator anyway lands on chain, but the index ignores it.
    const memo = new TransactionInstruction({
      programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      keys: [{ pubkey: creator.publicKey, isSigner: true, isWritable: false }],
      data: Buffer.from(
        JSON.stringify({
          op: 'edit',
          basket: fixed,
          settings: {},
          composition: [[JUP.toBase58(), 100]],
        }),
      ),
    });
    const tx = new Transaction({
      feePayer: creator.publicKey,
      ...(await sandbox().connection.getLatestBlockhash()),
    }).add(memo);
    await sendAndConfirmTransaction(sandbox().connection, tx, [creator], {
      commitment: 'confirmed',
    });
    const state = await basketState(fixed);
    expect(state.type).toBe(0);
    expect(state.composition.map((e) => e.weight)).toEqual([50, 30, 20]);
  });

  it('set-metadata changes the basket token’s Metaplex metadata on chain', async () => {
    const request = {
      basket,
      creator: creator.publicKey.toBase58(),
      symbol: 'STORY2',
      name: 'Story Basket, renamed',
      uri: 'https://example.com/metadata/v2/story-basket.json',
    };
    const notCreator = await testing.call(sandbox().apiUrl, '/baskets/set-metadata', {
      ...request,
      creator: u(),
    });
    expect([notCreator.status, notCreator.body.error?.code]).toEqual([403, 'NOT_CREATOR']);
    const res = await testing.command(sandbox().apiUrl, 'set-metadata', request);
    expect(signersOf(res.transaction)).toEqual([creator.publicKey.toBase58()]);
    await testing.signAndSend(sandbox().connection, res.transaction, creator);
    const account = await sandbox().connection.getAccountInfo(metadataAddress(basketMint));
    expect(account?.owner.equals(TOKEN_METADATA_PROGRAM_ID)).toBe(true);
    expect(decodeMetaplexMetadata(account?.data ?? new Uint8Array())).toEqual({
      name: request.name,
      symbol: 'STORY2',
      uri: request.uri,
      mint: basketMint.toBase58(),
      // The program updates it as the update authority (baskets-sdk 0.0.45 config.ts).
      updateAuthority: BASKETS_PROGRAM_PDA.toBase58(),
    });
    const state = await basketState(basket);
    expect([state.name, state.symbol, state.uri]).toEqual([request.name, 'STORY2', request.uri]);
  });

  it('a basket of all seven tokens: every transaction of its story fits one packet', async () => {
    const tokens = KNOWN_TOKENS.map((t) => t.mint);
    const weights = [10, 15, 15, 15, 15, 15, 15];
    const wide = await createBasket(
      storyRequest({
        symbol: 'WIDE7',
        name: 'All seven tokens and a long name to fill the packet right up',
        uri: `https://example.com/${'m'.repeat(270)}.json`,
        composition: tokens.map((token, i) => ({ token, weight: weights[i] })),
      }),
      creator,
    );
    const deposit = await testing.command(sandbox().apiUrl, 'deposit', {
      user: u(),
      basket: wide,
      amount: 700,
    });
    await testing.signAndSend(sandbox().connection, deposit.transaction, user);
    const wideMint = new PublicKey((await basketState(wide)).mint);
    const shares = await testing.eventually(async () => {
      const n = await testing.tokenAmount(
        sandbox().connection,
        ata(user.publicKey, wideMint, TOKEN_PROGRAM_ID),
      );
      return n > 0n ? n : undefined;
    });
    const withdraw = await testing.command(sandbox().apiUrl, 'withdraw', {
      user: u(),
      basket: wide,
      amount: Number(shares) / 1e6,
    });
    await testing.signAndSend(sandbox().connection, withdraw.transaction, user);
    const ready = await testing.eventually(async () => {
      const reply = await testing.call(sandbox().apiUrl, `/sandbox/withdrawals?user=${u()}`);
      const w = (
        reply.body.withdrawals as { address: string; status: string; assets: unknown[] }[]
      ).find((x) => x.address === withdraw.withdrawAccount);
      return w?.status === 'ready' ? w : undefined;
    });
    expect(ready.assets).toHaveLength(7);
    const claim = await testing.command(sandbox().apiUrl, 'claim', {
      user: u(),
      basket: withdraw.withdrawAccount,
    });
    await testing.signAndSend(sandbox().connection, claim.createATAsTx, user);
    await testing.signAndSend(sandbox().connection, claim.claimTokensTx, user);
    expect(
      await sandbox().connection.getAccountInfo(new PublicKey(withdraw.withdrawAccount as string)),
    ).toBeNull();
  });
});
