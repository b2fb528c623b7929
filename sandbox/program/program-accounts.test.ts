// The sandbox keeps its baskets in the real program's layout, read through the JSON-RPC as the SDK
// and the app read mainnet: getProgramAccounts with the SDK's own filters (baskets-sdk 0.0.45
// index.ts, the literal bytes), the app's decoders and queries (src/solana/basketsProgram), the
// app's readers of a response's facts (src/solana/txFacts.ts), and the Metaplex account read at
// fixed offsets. A basket's story: create → deposit (a buy state, until the keeper mints; the
// keeper is held back by a long delay, then a restart with a short one lets it mint) → withdraw
// (a sell state holding the user's share at once, until the claim) → set-metadata. All along, the
// program's own token accounts hold exactly what its accounts say they hold.
import {
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
  getMint,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  VersionedTransaction,
  type GetProgramAccountsFilter,
} from '@solana/web3.js';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_METADATA_PROGRAM_ID,
  basketAddress,
  metadataAddress,
} from '../../src/solana/basketsProgram/addresses';
import { decodeBasket, decodeBasketState } from '../../src/solana/basketsProgram/basketState';
import { activeBuySlots, decodeBuyState } from '../../src/solana/basketsProgram/buyState';
import { BASKET_STATE, BUY_STATE } from '../../src/solana/basketsProgram/layout';
import {
  fetchAllBaskets,
  fetchBasketsByCreator,
  fetchSellStatesOf,
  fetchTokenList,
} from '../../src/solana/basketsProgram/queries';
import { resolveComposition, type TokenList } from '../../src/solana/basketsProgram/tokenList';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import {
  basketFacts,
  createFacts,
  metadataFacts,
  settleCreated,
  withdrawFacts,
  type CreatedAccountFact,
} from '../../src/solana/txFacts';
import * as testing from '../service/testing';
import { parseBasketsInstruction } from './instructions';
import { MAX_METADATA_LEN } from './metaplex';

const mintOf = (symbol: string) => {
  const t = KNOWN_TOKENS.find((k) => k.symbol === symbol);
  if (!t) throw new Error(symbol);
  return t.mint;
};
const [USDC, WSOL, JUP] = [mintOf('USDC'), mintOf('wSOL'), mintOf('JUP')];

// The SDK's queries with its literal bytes (baskets-sdk 0.0.45 index.ts): "11111111" is u64 0 and
// "Ahg1opVcGX" u64 1 at `sellState` (offset 112); a basket's creator and a sell state's user sit
// at offset 16, a buy state's buyer at 40.
const ALL_BASKETS: GetProgramAccountsFilter[] = [
  { dataSize: 10208 },
  { memcmp: { offset: 112, bytes: '11111111' } },
];
const basketsBy = (creator: PublicKey): GetProgramAccountsFilter[] => [
  ...ALL_BASKETS,
  { memcmp: { offset: 16, bytes: creator.toBase58() } },
];
const sellStatesOf = (user: PublicKey): GetProgramAccountsFilter[] => [
  { dataSize: 10208 },
  { memcmp: { offset: 16, bytes: user.toBase58() } },
  { memcmp: { offset: 112, bytes: 'Ahg1opVcGX' } },
];
const buyStatesOf = (user: PublicKey): GetProgramAccountsFilter[] => [
  { dataSize: 680 },
  { memcmp: { offset: 40, bytes: user.toBase58() } },
];

const dataDir = testing.tempDataDir();
let sb: testing.TestSandbox;
const creator = Keypair.generate();
const user = Keypair.generate();
const host = Keypair.generate().publicKey;
let tokenList: TokenList;

const query = async (filters: GetProgramAccountsFilter[]) =>
  (
    await sb.connection.getProgramAccounts(BASKETS_PROGRAM_ID, { filters, commitment: 'confirmed' })
  ).map(({ pubkey, account }) => ({ address: pubkey.toBase58(), data: account.data }));

const decodeTx = (base64: unknown) =>
  VersionedTransaction.deserialize(Buffer.from(base64 as string, 'base64'));

/** What the confirmed transaction created (balance 0 before, above 0 after), owned as now. */
async function createdBy(signature: string): Promise<CreatedAccountFact[]> {
  const tx = await sb.connection.getTransaction(signature, {
    commitment: 'confirmed',
    maxSupportedTransactionVersion: 0,
  });
  const keys = tx?.transaction.message.staticAccountKeys ?? [];
  const meta = tx?.meta;
  const created = keys.filter(
    (_, i) => meta?.preBalances[i] === 0 && (meta.postBalances[i] ?? 0) > 0,
  );
  return Promise.all(
    created.map(async (key) => ({
      address: key.toBase58(),
      owner: (await sb.connection.getAccountInfo(key))?.owner.toBase58(),
    })),
  );
}

/** The Metaplex account read at fixed offsets: a u32 size then NUL-padded bytes per text. */
function metaplexTexts(data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset);
  const text = (at: number) => {
    const bytes = data.subarray(at + 4, at + 4 + view.getUint32(at, true));
    const end = bytes.indexOf(0);
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  };
  return {
    key: data[0],
    updateAuthority: new PublicKey(data.subarray(1, 33)).toBase58(),
    mint: new PublicKey(data.subarray(33, 65)).toBase58(),
    name: text(65),
    symbol: text(101),
    uri: text(115),
  };
}

const rent = (size: number) => sb.connection.getMinimumBalanceForRentExemption(size);

/**
 * The program's own token accounts hold exactly what its accounts say is theirs: every basket's
 * and open sell state's slots, and the USDC of open buy states.
 */
async function expectProgramAccountsHoldEverySlot(): Promise<void> {
  const owed = new Map<number, bigint>();
  const add = (id: number, units: bigint) => owed.set(id, (owed.get(id) ?? 0n) + units);
  const accounts = await sb.connection.getProgramAccounts(BASKETS_PROGRAM_ID, 'confirmed');
  for (const { account } of accounts) {
    const fund = decodeBasketState(account.data);
    if (fund.ok) for (const slot of fund.value.composition) add(slot.tokenId, slot.amount);
    const buy = decodeBuyState(account.data);
    if (buy.ok) add(0, buy.value.usdcLeft);
  }
  for (const token of tokenList.tokens) {
    const held = await testing.tokenAmount(sb.connection, new PublicKey(token.pdaTokenAccount));
    expect(held, `the program's ${token.mint}`).toBe(owed.get(token.id) ?? 0n);
  }
}

beforeAll(async () => {
  // A keeper that waits three minutes: a deposit's buy state stays open until the restart below.
  sb = await testing.startTestSandbox(180_000, dataDir);
  for (const kp of [creator, user]) {
    await testing.call(sb.apiUrl, '/sandbox/faucet', { address: kp.publicKey.toBase58() });
  }
});

afterAll(async () => {
  await sb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the Basket program’s accounts on the sandbox, through the JSON-RPC', () => {
  let basket = '';
  let mint = '';
  let minted = 0n;

  it('the token list: at the real address, in the real layout, the test tokens with USDC as id 0', async () => {
    const list = await fetchTokenList(sb.rpc);
    if (!list?.ok) throw new Error(`no token list: ${JSON.stringify(list)}`);
    tokenList = list.value;
    expect(tokenList.tokens.map((t) => [t.id, t.mint, t.decimals])).toEqual(
      KNOWN_TOKENS.map((t, id) => [id, t.mint, t.decimals]),
    );
    expect(tokenList.tokens[0]?.mint).toBe(USDC);
  });

  it('create: basket state, SPL Token mint and Metaplex metadata at the seed’s PDAs', async () => {
    const res = await testing.command(
      sb.apiUrl,
      'create',
      testing.createRequest(creator.publicKey.toBase58(), {
        symbol: 'PROG',
        name: 'Program layout basket',
        uri: 'https://example.com/prog.json',
        hostPlatform: host.toBase58(),
        hostPlatformFees: 20,
        depositFee: 100,
        rebalanceInterval: 7200,
        rebalanceThreshold: 250,
        slippage: 75,
        lpOffsetThreshold: 5,
        composition: [
          { token: WSOL, weight: 50 },
          { token: JUP, weight: 30 },
          { token: USDC, weight: 20 },
        ],
      }),
    );
    basket = res.basket as string;
    mint = res.mint as string;
    const createTx = decodeTx(res.createTransaction);
    // The app reads the response's facts from the createBasket instruction's positions.
    expect(createFacts(createTx)).toEqual({
      basket,
      basketMint: mint,
      metadataAccount: metadataAddress(new PublicKey(mint)).toBase58(),
    });
    // The basket is ["basket", seed] for the seed the instruction names (account 13).
    const keys = createTx.message.staticAccountKeys;
    const ix = createTx.message.compiledInstructions.find((i) =>
      keys[i.programIdIndex]?.equals(BASKETS_PROGRAM_ID),
    );
    const parsed =
      ix &&
      parseBasketsInstruction(
        BASKETS_PROGRAM_ID,
        ix.accountKeyIndexes.map((i) => keys[i] ?? PublicKey.default),
        ix.data,
      );
    if (parsed?.name !== 'createBasket') throw new Error('no createBasket instruction');
    expect(basketAddress(parsed.accounts.seedPubkey).toBase58()).toBe(basket);

    const signature = await testing.signAndSend(sb.connection, res.createTransaction, creator);
    // The confirmed transaction created the three accounts; the app settles on the one it named.
    const created = await createdBy(signature);
    const metadata = metadataAddress(new PublicKey(mint)).toBase58();
    expect(created).toEqual(
      expect.arrayContaining([
        { address: basket, owner: BASKETS_PROGRAM_ID.toBase58() },
        { address: mint, owner: TOKEN_PROGRAM_ID.toBase58() },
        { address: metadata, owner: TOKEN_METADATA_PROGRAM_ID.toBase58() },
      ]),
    );
    expect(settleCreated(basket, created)).toBe(basket);

    const state = await sb.connection.getAccountInfo(new PublicKey(basket));
    expect(state?.owner.equals(BASKETS_PROGRAM_ID)).toBe(true);
    expect(state?.data).toHaveLength(BASKET_STATE.size);
    expect(state?.lamports).toBe(await rent(BASKET_STATE.size));
    const splMint = await getMint(sb.connection, new PublicKey(mint), 'confirmed');
    expect([splMint.decimals, splMint.supply]).toEqual([6, 0n]);
    expect((await sb.connection.getAccountInfo(new PublicKey(mint)))?.data).toHaveLength(MINT_SIZE);
    const metaplex = await sb.connection.getAccountInfo(new PublicKey(metadata));
    expect(metaplex?.data).toHaveLength(MAX_METADATA_LEN);
    expect(metaplexTexts(metaplex?.data ?? new Uint8Array())).toEqual({
      key: 4,
      updateAuthority: BASKETS_PROGRAM_PDA.toBase58(),
      mint,
      name: 'Program layout basket',
      symbol: 'PROG',
      uri: 'https://example.com/prog.json',
    });

    for (const field of ['compositionTransaction', 'restructureTransaction']) {
      await testing.signAndSend(sb.connection, res[field], creator);
    }
  });

  it('the SDK’s “all baskets” and “by creator” queries find it, and it decodes with its composition', async () => {
    const all = await query(ALL_BASKETS);
    expect(all.map((a) => a.address)).toContain(basket);
    const mine = await query(basketsBy(creator.publicKey));
    expect(mine.map((a) => a.address)).toEqual([basket]);
    const decoded = decodeBasket(mine[0]?.data ?? new Uint8Array());
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.error));
    const b = decoded.value;
    expect(b).toMatchObject({
      manager: creator.publicKey.toBase58(),
      fundToken: mint,
      managerFee: 100,
      hostPubkey: host.toBase58(),
      hostFee: 20,
      basketType: 1,
      sellState: 0,
      supplyOutstanding: 0n,
      weightSum: 1000,
      rebalanceInterval: 7200,
      rebalanceThreshold: 250,
      rebalanceSlippage: 75,
      lpOffsetThreshold: 5,
      disableRebalance: false,
      disableLp: true,
      name: 'Program layout basket',
      symbol: 'PROG',
      uri: 'https://example.com/prog.json',
      feeDelegate: creator.publicKey.toBase58(),
    });
    const composition = resolveComposition(b.composition, tokenList);
    expect(composition.map((s) => [s.token?.mint, s.targetWeight, s.amount])).toEqual([
      [WSOL, 500, 0n],
      [JUP, 300, 0n],
      [USDC, 200, 0n],
    ]);
    // The app's own list queries (two dataSlices per basket) agree.
    const listed = await fetchBasketsByCreator(sb.rpc, creator.publicKey.toBase58());
    expect(listed.accounts.map((a) => [a.address, a.account.symbol])).toEqual([[basket, 'PROG']]);
    const everyone = await fetchAllBaskets(sb.rpc, { host: host.toBase58() });
    expect(everyone.accounts.map((a) => a.address)).toEqual([basket]);
  });

  it('deposit: a buy state for the user at ["buy", seed] while the keeper has not minted', async () => {
    const res = await testing.command(sb.apiUrl, 'deposit', {
      user: user.publicKey.toBase58(),
      basket,
      amount: 100,
    });
    expect(basketFacts(decodeTx(res.transaction))).toEqual({ basket, basketMint: mint });
    const signature = await testing.signAndSend(sb.connection, res.transaction, user);
    const buyStates = await query(buyStatesOf(user.publicKey));
    expect(buyStates).toHaveLength(1);
    const created = await createdBy(signature);
    expect(created).toContainEqual({
      address: buyStates[0]?.address,
      owner: BASKETS_PROGRAM_ID.toBase58(),
    });
    const decoded = decodeBuyState(buyStates[0]?.data ?? new Uint8Array());
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.error));
    // 100 USDC less 1 % deposit fee, 0.2 % host fee and the service's 0.1 % = 98.7 USDC,
    // split 50/30/20.
    expect(decoded.value).toMatchObject({
      fund: basket,
      buyer: user.publicKey.toBase58(),
      fundManager: creator.publicKey.toBase58(),
      hostPlatform: host.toBase58(),
      buyerFundTokenAccount: getAssociatedTokenAddressSync(
        new PublicKey(mint),
        user.publicKey,
      ).toBase58(),
      usdcContributed: 100_000_000n,
      usdcLeft: 98_700_000n,
    });
    const slots = activeBuySlots(decoded.value).map((s) => [
      tokenList.tokens[s.tokenId]?.mint,
      s.amountToSpend,
    ]);
    expect(slots).toEqual([
      [USDC, 19_740_000n],
      [WSOL, 49_350_000n],
      [JUP, 29_610_000n],
    ]);
    const state = decodeBasket(
      (await query(basketsBy(creator.publicKey)))[0]?.data ?? new Uint8Array(),
    );
    expect(state.ok && state.value.activeBuyStates).toBe(1);
  });

  it('after a restart the keeper mints: the buy state is closed (rent back to the user), the supply updated', async () => {
    const [buyState] = await query(buyStatesOf(user.publicKey));
    const balanceBefore = await sb.connection.getBalance(user.publicKey);
    await sb.close();
    // The same ledger, a keeper with a short delay: it finds the open deposit and settles it.
    sb = await testing.startTestSandbox(20, dataDir, false);
    const holding = getAssociatedTokenAddressSync(new PublicKey(mint), user.publicKey);
    minted = await testing.eventually(async () => {
      const n = await testing.tokenAmount(sb.connection, holding);
      return n > 0n ? n : undefined;
    });
    expect(minted).toBe(98_700_000n);
    expect(await query(buyStatesOf(user.publicKey))).toEqual([]);
    expect(await sb.connection.getAccountInfo(new PublicKey(buyState?.address ?? ''))).toBeNull();
    expect(await sb.connection.getBalance(user.publicKey)).toBe(
      balanceBefore + (await rent(BUY_STATE.size)),
    );
    const bought = await testing.eventually(async () => {
      const [entry] = await query(basketsBy(creator.publicKey));
      const decoded = decodeBasket(entry?.data ?? new Uint8Array());
      if (!decoded.ok) return undefined;
      return decoded.value.composition.every((s) => s.amount > 0n) ? decoded.value : undefined;
    });
    expect(bought.supplyOutstanding).toBe(98_700_000n);
    expect(bought.activeBuyStates).toBe(0);
    expect(Number(bought.fundWorth) / 1e6).toBeCloseTo(98.7, 2);
    await expectProgramAccountsHoldEverySlot();
  });

  let withdrawAccount = '';

  it('withdraw: a sell state for the user, found by the SDK’s sell-state filter, holding the assets', async () => {
    const res = await testing.command(sb.apiUrl, 'withdraw', {
      user: user.publicKey.toBase58(),
      basket,
      amount: Number(minted / 2n) / 1e6,
    });
    withdrawAccount = res.withdrawAccount as string;
    expect(withdrawFacts(decodeTx(res.transaction))).toEqual({
      withdrawAccount,
      basketMint: mint,
    });
    const signature = await testing.signAndSend(sb.connection, res.transaction, user);
    expect(settleCreated(withdrawAccount, await createdBy(signature))).toBe(withdrawAccount);
    const found = await query(sellStatesOf(user.publicKey));
    expect(found.map((s) => s.address)).toEqual([withdrawAccount]);
    // The program moved the user's share into the sell state at once: nothing to wait for.
    const list = await fetchSellStatesOf(sb.rpc, user.publicKey.toBase58());
    const funded = list.accounts[0]?.account;
    if (!funded) throw new Error('no sell state');
    expect(funded).toMatchObject({
      manager: user.publicKey.toBase58(),
      fundToken: mint,
      sellState: 1,
      supplyOutstanding: minted / 2n,
    });
    const owed = resolveComposition(funded.composition, tokenList)
      .filter((s) => s.amount > 0n)
      .map((s) => [s.token?.mint, s.amount]);
    expect(owed.map(([token]) => token).sort()).toEqual([USDC, WSOL, JUP].sort());
    // The sandbox's view of it says the same.
    const { withdrawals } = (
      await testing.call(sb.apiUrl, `/sandbox/withdrawals?user=${user.publicKey.toBase58()}`)
    ).body as { withdrawals: { status: string; assets: { mint: string; amount: number }[] }[] };
    expect(withdrawals[0]?.status).toBe('ready');
    expect(withdrawals[0]?.assets.map((a) => a.mint).sort()).toEqual([USDC, WSOL, JUP].sort());
    await expectProgramAccountsHoldEverySlot();
    // The basket's supply dropped with the burn.
    const [entry] = await query(basketsBy(creator.publicKey));
    const b = decodeBasket(entry?.data ?? new Uint8Array());
    expect(b.ok && b.value.supplyOutstanding).toBe(minted - minted / 2n);
  });

  it('claim: the sell state is gone and its rent is back with the user', async () => {
    const res = await testing.command(sb.apiUrl, 'claim', {
      user: user.publicKey.toBase58(),
      basket: withdrawAccount,
    });
    await testing.signAndSend(sb.connection, res.createATAsTx, user);
    // One claimToken per token the withdraw account holds, in one transaction.
    const claimTx0 = decodeTx(res.claimTokensTx);
    const claims = claimTx0.message.compiledInstructions.filter((ix) =>
      claimTx0.message.staticAccountKeys[ix.programIdIndex]?.equals(BASKETS_PROGRAM_ID),
    );
    expect(claims).toHaveLength(3);
    const signature = await testing.signAndSend(sb.connection, res.claimTokensTx, user);
    const claimTx = await sb.connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(await query(sellStatesOf(user.publicKey))).toEqual([]);
    expect(await sb.connection.getAccountInfo(new PublicKey(withdrawAccount))).toBeNull();
    // The sell state's rent came back in the same transaction (the last claim closed it).
    const keys = claimTx?.transaction.message.staticAccountKeys ?? [];
    const at = keys.findIndex((k) => k.toBase58() === withdrawAccount);
    expect(claimTx?.meta?.preBalances[at]).toBe(await rent(BASKET_STATE.size));
    expect(claimTx?.meta?.postBalances[at]).toBe(0);
    await expectProgramAccountsHoldEverySlot();
  });

  it('set-metadata: the Metaplex account and the basket state carry the new name, symbol and uri', async () => {
    const request = {
      basket,
      creator: creator.publicKey.toBase58(),
      symbol: 'PROG2',
      name: 'Program layout basket, renamed at length',
      uri: 'https://example.com/prog-2.json',
    };
    const res = await testing.command(sb.apiUrl, 'set-metadata', request);
    const metadata = metadataAddress(new PublicKey(mint)).toBase58();
    expect(metadataFacts(decodeTx(res.transaction))).toEqual({
      metadataAccount: metadata,
      basketMint: mint,
    });
    await testing.signAndSend(sb.connection, res.transaction, creator);
    const account = await sb.connection.getAccountInfo(new PublicKey(metadata));
    // Metaplex holds 32 bytes of name: the rest of it lives in the basket state (60).
    expect(metaplexTexts(account?.data ?? new Uint8Array())).toMatchObject({
      name: request.name.slice(0, 32),
      symbol: 'PROG2',
      uri: request.uri,
    });
    const [entry] = await query(basketsBy(creator.publicKey));
    const b = decodeBasket(entry?.data ?? new Uint8Array());
    expect(b.ok && [b.value.name, b.value.symbol, b.value.uri]).toEqual([
      request.name,
      'PROG2',
      request.uri,
    ]);
    // The sandbox's own index keeps the text as sent.
    const indexed = (await testing.call(sb.apiUrl, `/sandbox/baskets/${basket}`)).body.basket as {
      name: string;
    };
    expect(indexed.name).toBe(request.name);
  });
});
