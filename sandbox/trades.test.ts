// Single-asset mint and burn, edit and set-metadata through the Basket API on the sandbox, each a
// transaction the requesting wallet alone signs, settled by the program's emulation in that
// transaction; the refusals the API answers in words; a hand-made instruction the program refuses
// on chain; a basket of all seven tokens whose every transaction fits one packet.
import { PublicKey, Transaction } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  TOKEN_METADATA_PROGRAM_ID,
  metadataAddress,
} from '../src/solana/basketsProgram/addresses';
import { programError } from '../src/solana/basketsProgram/programErrors';
import { KNOWN_TOKENS } from '../src/solana/tokens';
import { basketsInstruction } from './program/instructions';
import { programTokenAccount } from './program/token-list';
import { decodeMetaplexMetadata } from './program/metaplex';
import * as testing from './service/testing';
import {
  BONK,
  JUP,
  USDC,
  WSOL,
  ata,
  basketState,
  signersOf,
  storyCast,
  storyRequest,
} from './storyTesting';

const { creator, user, host, sandbox } = storyCast();
let basket = '';
let basketMint = PublicKey.default;

beforeAll(async () => {
  ({ basket } = await testing.createBasket(sandbox(), storyRequest(creator, host), creator));
  basketMint = new PublicKey((await basketState(sandbox(), basket)).mint);
  await testing.deposit(sandbox(), user, basket, 100);
  await testing.eventually(async () => {
    const b = await basketState(sandbox(), basket);
    return b.holdings.length === 3 ? true : undefined;
  });
});

describe('single-asset mint and burn, edit, set-metadata', () => {
  const u = () => user.publicKey.toBase58();
  const holding = () => ata(user.publicKey, basketMint);

  it('mint: JUP in, basket tokens out, in one transaction the user alone signs', async () => {
    const { connection } = sandbox();
    const jupBefore = await testing.tokenAmount(connection, ata(user.publicKey, JUP));
    const sharesBefore = await testing.tokenAmount(connection, holding());
    const res = await testing.command(sandbox().apiUrl, 'mint', {
      user: u(),
      basket,
      tokenMint: JUP.toBase58(),
      amount: 10,
    });
    expect(signersOf(res.transaction)).toEqual([u()]);
    // 10 JUP at 0.8 USDC, less 1.6 % of fees and the charge for unbalancing the basket.
    expect(res.basketTokens).toBeLessThan(8 * 0.984);
    expect(res.basketTokens).toBeGreaterThan(7);
    const signature = await testing.signAndSend(connection, res.transaction, user);
    expect(jupBefore - (await testing.tokenAmount(connection, ata(user.publicKey, JUP)))).toBe(
      10_000_000n,
    );
    // The program priced it as the quote did (nothing moved in between).
    expect((await testing.tokenAmount(connection, holding())) - sharesBefore).toBe(
      BigInt(Math.round((res.basketTokens as number) * 1e6)),
    );
    // The program's JUP account took the 10 JUP less the fees (1.6 %): 9.84.
    const tx = await connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    const program = programTokenAccount(JUP).toBase58();
    const keys = tx?.transaction.message.staticAccountKeys.map((k) => k.toBase58()) ?? [];
    const units = (side: 'preTokenBalances' | 'postTokenBalances') =>
      BigInt(
        tx?.meta?.[side]?.find((b) => keys[b.accountIndex] === program)?.uiTokenAmount.amount ??
          '0',
      );
    expect(units('postTokenBalances') - units('preTokenBalances')).toBe(9_840_000n);
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
    // About 3 USDC of wSOL at 150, at most that.
    expect(res.tokenAmount).toBeLessThanOrEqual((3 / 150) * 1.001);
    expect(res.tokenAmount).toBeGreaterThan((3 / 150) * 0.95);
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
      // The basket holds about 20 USDC: 40 basket tokens' worth of USDC is more than that.
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
        { user: u(), basket: host.toBase58(), amount: 1 },
        404,
        'BASKET_NOT_FOUND',
        'basket',
      ],
      ['claim', { user: u(), basket: host.toBase58() }, 404, 'WITHDRAW_NOT_FOUND', 'basket'],
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
    const before = await basketState(sandbox(), basket);
    expect(before.settings.depositFee).toBe(100);
    await testing.signAndSend(sandbox().connection, res.editTransaction, creator);
    const edited = await basketState(sandbox(), basket);
    expect(edited.settings).toMatchObject({
      depositFee: 200,
      slippage: 50,
      type: 1,
      hostPlatformFees: 50,
    });
    expect(edited.composition.map((e) => e.token)).toEqual([WSOL, JUP, BONK].map(String));
    // The keeper sells the USDC the basket no longer targets and buys BONK.
    const rebalanced = await testing.eventually(async () => {
      const b = await basketState(sandbox(), basket);
      const mints = b.holdings.map((h) => h.mint);
      return mints.includes(BONK.toBase58()) && !mints.includes(USDC.toBase58()) ? b : undefined;
    });
    expect(rebalanced.holdings.map((h) => h.mint).sort()).toEqual(
      [WSOL, JUP, BONK].map(String).sort(),
    );
    const bonk = rebalanced.holdings.find((h) => h.mint === BONK.toBase58());
    expect(
      await testing.tokenAmount(sandbox().connection, new PublicKey(bonk?.vault ?? '')),
    ).toBeGreaterThan(0n);
  });

  it('edit: an immutable basket is refused, and a hand-made editBasket fails on chain', async () => {
    const { basket: fixed } = await testing.createBasket(
      sandbox(),
      storyRequest(creator, host, { type: 0, symbol: 'FIXED', name: 'Fixed Basket' }),
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

    // The creator signs an editBasket of its own making anyway: the program refuses it.
    const ix = basketsInstruction(
      'editBasket',
      {
        manager: creator.publicKey,
        fundState: new PublicKey(fixed),
        tokenList: TOKEN_LIST_ADDRESS,
        feeDelegate: creator.publicKey,
      },
      {
        managerFee: 0,
        rebalanceInterval: 3600n,
        rebalanceThreshold: 0,
        rebalanceSlippage: 0,
        lpOffsetThreshold: 0,
        disableRebalance: true,
        disableLp: true,
        composition: [{ tokenId: 2, weight: 1000 }],
      },
    );
    const tx = new Transaction({
      feePayer: creator.publicKey,
      ...(await sandbox().connection.getLatestBlockhash()),
    }).add(ix);
    tx.sign(creator);
    const signature = await sandbox().connection.sendRawTransaction(tx.serialize(), {
      skipPreflight: true,
    });
    const landed = await testing.eventually(async () => {
      const r = await sandbox().connection.getTransaction(signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      });
      return r ?? undefined;
    });
    expect(landed.meta?.err).toEqual({
      InstructionError: [0, { Custom: programError('NotActivelyManaged').code }],
    });
    const state = await basketState(sandbox(), fixed);
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
    const state = await basketState(sandbox(), basket);
    expect([state.name, state.symbol, state.uri]).toEqual([request.name, 'STORY2', request.uri]);
  });

  it('a basket of all seven tokens: every transaction of its story fits one packet', async () => {
    const tokens = KNOWN_TOKENS.map((t) => t.mint);
    const weights = [10, 15, 15, 15, 15, 15, 15];
    const { basket: wide } = await testing.createBasket(
      sandbox(),
      storyRequest(creator, host, {
        symbol: 'WIDE7',
        name: 'All seven tokens and a long name to fill the packet right up',
        uri: `https://example.com/${'m'.repeat(270)}.json`,
        composition: tokens.map((token, i) => ({ token, weight: weights[i] })),
      }),
      creator,
    );
    await testing.deposit(sandbox(), user, wide, 700);
    const wideMint = new PublicKey((await basketState(sandbox(), wide)).mint);
    const shares = await testing.eventually(async () => {
      const n = await testing.tokenAmount(sandbox().connection, ata(user.publicKey, wideMint));
      return n > 0n ? n : undefined;
    });
    // Single-asset trades name every slot's oracle: seven of them, still one packet.
    const minted = await testing.command(sandbox().apiUrl, 'mint', {
      user: u(),
      basket: wide,
      tokenMint: JUP.toBase58(),
      amount: 5,
    });
    await testing.signAndSend(sandbox().connection, minted.transaction, user);
    const withdraw = await testing.command(sandbox().apiUrl, 'withdraw', {
      user: u(),
      basket: wide,
      amount: Number(shares) / 1e6,
    });
    await testing.signAndSend(sandbox().connection, withdraw.transaction, user);
    const reply = await testing.call(sandbox().apiUrl, `/sandbox/withdrawals?user=${u()}`);
    const ready = (
      reply.body.withdrawals as { address: string; status: string; assets: unknown[] }[]
    ).find((x) => x.address === withdraw.withdrawAccount);
    expect(ready?.assets).toHaveLength(7);
    const claim = await testing.command(sandbox().apiUrl, 'claim', {
      user: u(),
      basket: withdraw.withdrawAccount,
    });
    // Seven claimTokens fit one transaction.
    expect(typeof claim.claimTokensTx).toBe('string');
    await testing.signAndSend(sandbox().connection, claim.createATAsTx, user);
    await testing.signAndSend(sandbox().connection, claim.claimTokensTx, user);
    expect(
      await sandbox().connection.getAccountInfo(new PublicKey(withdraw.withdrawAccount as string)),
    ).toBeNull();
  });
});
