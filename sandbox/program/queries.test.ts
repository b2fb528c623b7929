// The app's baskets-program queries against the sandbox chain, over its JSON-RPC, with accounts
// written in the real layout by the sandbox encoder. A recording fetch shows what went over the
// wire: lists read dataSlices, never whole 10 KB accounts.
import { Keypair, type PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASKETS_PROGRAM_ID, TOKEN_LIST_ADDRESS } from '../../src/solana/basketsProgram/addresses';
import type { BasketState, BasketSummary } from '../../src/solana/basketsProgram/basketState';
import type { BuyState } from '../../src/solana/basketsProgram/buyState';
import {
  fetchAllBaskets,
  fetchBasket,
  fetchBaskets,
  fetchBasketsByCreator,
  fetchBuyStatesOf,
  fetchSellStatesOf,
  fetchTokenList,
  MAX_ACCOUNTS_PER_REQUEST,
  SUMMARY_SLICES,
} from '../../src/solana/basketsProgram/queries';
import { resolveComposition, type TokenList } from '../../src/solana/basketsProgram/tokenList';
import type { RpcEndpoint } from '../../src/solana/jsonRpc';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { startTestChain, type TestChain } from '../chain/test-chain';
import { basketStateFixture } from './basket-state.testing';
import { encodeBasketState, encodeBuyState, encodeTokenList } from './encode';

let t: TestChain;
/** The same RPC for the lean program-wide reads, through the same recording fetch. */
let endpoint: RpcEndpoint;
interface Call {
  method: string;
  params: unknown[];
  result: unknown;
}
const calls: Call[] = [];

const key = () => Keypair.generate().publicKey;
const creatorA = key();
const creatorB = key();
const host = key();
const user = key();
const otherUser = key();

const tokenList: TokenList = {
  tokens: KNOWN_TOKENS.map((token, id) => ({
    id,
    mint: token.mint,
    decimals: token.decimals,
    coingeckoId: token.symbol.toLowerCase(),
    pdaTokenAccount: key().toBase58(),
    oracleType: 'Pyth',
    oracleAccount: key().toBase58(),
    isLive: true,
    lpOn: false,
  })),
};

function basket(n: number, manager: PublicKey, hostPubkey: PublicKey): BasketState {
  return basketStateFixture({
    manager: manager.toBase58(),
    managerFee: n,
    supplyOutstanding: BigInt(n) * 1_000_000n,
    activelyManaged: n % 3,
    basketType: n % 3 === 0 ? 0 : n % 3 === 1 ? 1 : 2,
    hostPubkey: hostPubkey.toBase58(),
    composition: [
      {
        tokenId: 0,
        amount: 5_000_000n,
        targetWeight: 600,
        currentWeight: 600,
        lastRebalanceTime: 0,
      },
      {
        tokenId: 1 + (n % 6),
        amount: 7n,
        targetWeight: 400,
        currentWeight: 400,
        lastRebalanceTime: 0,
      },
    ],
    fundWorth: 12_000_000n,
    lastUpdateTime: 1_750_000_000 + n,
    symbol: `B${n}`,
    name: `Basket number ${n}`,
    uri: `https://example.org/${n}.json`,
  });
}

function summaryOf(state: BasketState): BasketSummary {
  return {
    manager: state.manager,
    fundToken: state.fundToken,
    managerFee: state.managerFee,
    supplyOutstanding: state.supplyOutstanding,
    activelyManaged: state.activelyManaged,
    basketType: state.basketType,
    sellState: state.sellState,
    hostPubkey: state.hostPubkey,
    hostFee: state.hostFee,
    composition: state.composition.map(({ tokenId, targetWeight }) => ({ tokenId, targetWeight })),
    weightSum: state.weightSum,
    symbol: state.symbol,
    name: state.name,
  };
}

function buyState(buyer: PublicKey, fund: string): BuyState {
  return {
    fund,
    buyer: buyer.toBase58(),
    fundManager: creatorA.toBase58(),
    hostPlatform: host.toBase58(),
    buyerFundTokenAccount: key().toBase58(),
    usdcContributed: 5_000_000n,
    usdcLeft: 1_000_000n,
    slots: Array.from({ length: 20 }, (_, i) => ({
      tokenId: i === 1 ? 2 : 0,
      amountToSpend: i === 1 ? 1_000_000n : 0n,
      amountBought: i === 0 ? 4_000_000n : 0n,
    })),
    creationTimestamp: 1_750_000_000,
    contributedValue: 5_000_000n,
  };
}

/** Writes an account owned by the baskets program (or `owner`); returns its address. */
function write(data: Uint8Array, owner: PublicKey = BASKETS_PROGRAM_ID, at = key()): string {
  t.chain.setAccount(at, {
    lamports: t.chain.minimumBalanceForRentExemption(data.length),
    owner,
    data,
  });
  return at.toBase58();
}

const baskets = new Map<string, BasketState>();
let sellAddress = '';
let userSellState: BasketState;
let buyAddress = '';
let junkAddress = '';
let foreignAddress = '';

beforeAll(async () => {
  t = await startTestChain();
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const request = JSON.parse(String(init?.body)) as { method: string; params: unknown[] };
    const answer = (await response.clone().json()) as { result: unknown };
    calls.push({ method: request.method, params: request.params, result: answer.result });
    return response;
  };
  endpoint = { url: t.rpc.rpcUrl, fetch: recordingFetch };

  write(encodeTokenList(tokenList), BASKETS_PROGRAM_ID, TOKEN_LIST_ADDRESS);
  for (let n = 0; n < 24; n++) {
    const state = basket(n, n % 4 === 0 ? creatorB : creatorA, n % 3 === 0 ? host : key());
    baskets.set(write(encodeBasketState(state)), state);
  }
  const firstBasket = [...baskets.keys()][0] ?? '';
  userSellState = { ...basket(90, user, host), sellState: 1 };
  sellAddress = write(encodeBasketState(userSellState));
  write(encodeBasketState({ ...basket(91, otherUser, host), sellState: 1 }));
  buyAddress = write(encodeBuyState(buyState(user, firstBasket)));
  write(encodeBuyState(buyState(otherUser, firstBasket)));
  // A fundState-sized account with a sellState of 0 but the wrong discriminator.
  junkAddress = write(new Uint8Array(10_208));
  foreignAddress = write(encodeBasketState(basket(99, creatorA, host)), key());
});
afterAll(async () => {
  await t.dispose();
});

function callsDuring<T>(run: () => Promise<T>): Promise<{ value: T; calls: Call[] }> {
  const start = calls.length;
  return run().then((value) => ({ value, calls: calls.slice(start) }));
}

/** Bytes of account data in a getProgramAccounts answer (base64 data). */
function dataLengths(result: unknown): number[] {
  const list = result as { account: { data: [string, string] } }[];
  return list.map((k) => Buffer.from(k.account.data[0], 'base64').length);
}

const sortedByAddress = <T extends { address: string }>(list: T[]) =>
  [...list].sort((a, b) => (a.address < b.address ? -1 : 1));

describe('basket lists', () => {
  it('read every basket from two dataSlices, never the whole accounts', async () => {
    const { value, calls: made } = await callsDuring(() => fetchAllBaskets(endpoint));
    const expected = [...baskets].map(([address, state]) => ({
      address,
      account: summaryOf(state),
    }));
    expect(value.accounts).toEqual(sortedByAddress(expected));
    expect(value.undecodable).toEqual([
      { address: junkAddress, account: { kind: 'wrong-discriminator', expected: 'basketState' } },
    ]);
    expect(made.map((c) => c.method)).toEqual(['getProgramAccounts', 'getProgramAccounts']);
    const slices = made.map((c) => (c.params[1] as { dataSlice: unknown }).dataSlice);
    expect(slices).toEqual(SUMMARY_SLICES);
    made.forEach((call, i) => {
      const lengths = dataLengths(call.result);
      expect(lengths).toHaveLength(baskets.size + 1);
      expect(new Set(lengths)).toEqual(new Set([SUMMARY_SLICES[i]?.length]));
    });
  });

  it("filter by host platform and by creator with the SDK's memcmps", async () => {
    const byHost = await fetchAllBaskets(endpoint, { host: host.toBase58() });
    const hostBaskets = [...baskets].filter(([, s]) => s.hostPubkey === host.toBase58());
    expect(byHost.accounts.map((k) => k.address).sort()).toEqual(
      hostBaskets.map(([a]) => a).sort(),
    );
    const byCreator = await fetchBasketsByCreator(endpoint, creatorB.toBase58());
    const creatorBaskets = [...baskets].filter(([, s]) => s.manager === creatorB.toBase58());
    expect(byCreator.accounts.map((k) => k.address).sort()).toEqual(
      creatorBaskets.map(([a]) => a).sort(),
    );
    expect(byCreator.undecodable).toEqual([]);
  });
});

describe('full accounts', () => {
  it('fetch a page by address, in order, with null for no account and errors for others', async () => {
    const page = [...baskets.keys()].slice(3, 6);
    const missing = key().toBase58();
    const { value, calls: made } = await callsDuring(() =>
      fetchBaskets(endpoint, [...page, missing, sellAddress]),
    );
    expect(value.slice(0, 3)).toEqual(page.map((a) => ({ ok: true, value: baskets.get(a) })));
    expect(value[3]).toBeNull();
    expect(value[4]).toEqual({
      ok: false,
      error: { kind: 'wrong-kind', expected: 'basket', actual: 'sell state' },
    });
    expect(made.map((c) => c.method)).toEqual(['getMultipleAccounts']);
    expect(made[0]?.params[0]).toHaveLength(5);
  });

  it(`ask for at most ${MAX_ACCOUNTS_PER_REQUEST} accounts per request`, async () => {
    const addresses = Array.from({ length: 150 }, () => key().toBase58());
    const { value, calls: made } = await callsDuring(() => fetchBaskets(endpoint, addresses));
    expect(value).toEqual(Array(150).fill(null));
    expect(made.map((c) => (c.params[0] as string[]).length)).toEqual([100, 50]);
  });

  it('fetch one basket, and say when an address is not the program’s', async () => {
    const [address, state] = [...baskets][0] ?? [];
    expect(await fetchBasket(endpoint, address ?? '')).toEqual({
      ok: true,
      value: state,
    });
    expect(await fetchBasket(endpoint, key().toBase58())).toBeNull();
    const foreign = await fetchBasket(endpoint, foreignAddress);
    expect(foreign).toMatchObject({ ok: false, error: { kind: 'wrong-owner' } });
  });

  it("fetch a user's open sell states and buy states, and only theirs", async () => {
    const sells = await fetchSellStatesOf(endpoint, user.toBase58());
    expect(sells).toEqual({
      accounts: [{ address: sellAddress, account: userSellState }],
      undecodable: [],
    });
    const buys = await fetchBuyStatesOf(endpoint, user.toBase58());
    expect(buys.accounts.map((k) => k.address)).toEqual([buyAddress]);
    expect(buys.accounts[0]?.account.buyer).toBe(user.toBase58());
    expect(buys.accounts[0]?.account.usdcLeft).toBe(1_000_000n);
  });

  it('resolve token ids to mints with the token list', async () => {
    const list = await fetchTokenList(endpoint);
    expect(list).toEqual({ ok: true, value: tokenList });
    const [, state] = [...baskets][1] ?? [];
    if (!list?.ok || !state) throw new Error('expected a token list and a basket');
    const resolved = resolveComposition(state.composition, list.value);
    expect(resolved.map((slot) => slot.token?.mint)).toEqual(
      state.composition.map((slot) => KNOWN_TOKENS[slot.tokenId]?.mint),
    );
  });
});
