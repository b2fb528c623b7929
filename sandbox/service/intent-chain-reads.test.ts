// The intent check's chain reads against a JSON-RPC holding accounts in their on-chain layout (the
// sandbox's encoders, Metaplex's serializer): what each read returns for the account it is meant
// for, for an account of another owner or kind, and for none; and the cached reads, keyed by the
// RPC's URL, asking the chain once within their time (docs/security.md, "What it costs").
import { Keypair } from '@solana/web3.js';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { basketStateFixture } from '../program/basket-state.testing';
import { encodeBasketState, encodeTokenList } from '../program/encode';
import { encodeLookupTable } from '../program/lookup-table';
import type { RawAccount } from '../../src/solana/accountsRpc';
import { basketsProgramKeys } from '../../src/solana/basketsProgram/hooks';
import type { TokenList } from '../../src/solana/basketsProgram/tokenList';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_TOKEN_LIST_ADDRESS,
  TOKEN_PROGRAM_ID,
} from '../../src/solana/programs';
import { fakeRpcFetch, rawAccount } from '../../src/solana/testing/fakeRpc';
import {
  metaplexMetadataAddress,
  METAPLEX_METADATA_PROGRAM_ID,
} from '../../src/tokens/chain/metaplexMetadata';
import { metadataData, mintData } from '../../src/tokens/chain/testing';
import { cachedIntentReads, rpcIntentReads } from '../../src/flow/intent/chainReads';

const ALT_PROGRAM_ID = 'AddressLookupTab1e1111111111111111111111111';
const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111';
const key = () => Keypair.generate().publicKey.toBase58();

const mint = key();
const TOKEN_LIST: TokenList = {
  tokens: [
    {
      id: 0,
      mint,
      decimals: 6,
      coingeckoId: 'usd-coin',
      pdaTokenAccount: key(),
      oracleType: 'Pyth',
      oracleAccount: key(),
      isLive: true,
      lpOn: false,
    },
  ],
};

/** A chain of the accounts each read is about, and others in their place. */
async function chain() {
  const basket = basketStateFixture();
  const sell = basketStateFixture({ sellState: 1 });
  const tableHolds = [Keypair.generate().publicKey, Keypair.generate().publicKey];
  const at = {
    basket: key(),
    sell: key(),
    foreign: key(),
    namedMint: key(),
    blankMint: key(),
    tokenAccount: key(),
    table: key(),
    foreignTable: key(),
    nothing: key(),
  };
  const held = new Map<string, RawAccount>([
    [BASKETS_TOKEN_LIST_ADDRESS, rawAccount(BASKETS_PROGRAM_ID, encodeTokenList(TOKEN_LIST))],
    [at.basket, rawAccount(BASKETS_PROGRAM_ID, encodeBasketState(basket))],
    [at.sell, rawAccount(BASKETS_PROGRAM_ID, encodeBasketState(sell))],
    // A sell state's bytes under another program: not the basket program's account.
    [at.foreign, rawAccount(SYSTEM_PROGRAM_ID, encodeBasketState(sell))],
    [mint, rawAccount(TOKEN_PROGRAM_ID, mintData(6))],
    [at.namedMint, rawAccount(TOKEN_PROGRAM_ID, mintData(9))],
    [at.blankMint, rawAccount(TOKEN_PROGRAM_ID, mintData(2))],
    // A token account (165 bytes, not a mint's 82) where a mint was asked for.
    [at.tokenAccount, rawAccount(TOKEN_PROGRAM_ID, mintData(6, 165))],
    [at.table, rawAccount(ALT_PROGRAM_ID, encodeLookupTable(tableHolds))],
    // A table's bytes under another program.
    [at.foreignTable, rawAccount(SYSTEM_PROGRAM_ID, encodeLookupTable(tableHolds))],
    [
      await metaplexMetadataAddress(at.namedMint),
      rawAccount(METAPLEX_METADATA_PROGRAM_ID, metadataData(at.namedMint, 'Named', 'NAMD')),
    ],
    [
      await metaplexMetadataAddress(at.blankMint),
      rawAccount(METAPLEX_METADATA_PROGRAM_ID, metadataData(at.blankMint, 'Blank', '')),
    ],
  ]);
  const rpc = fakeRpcFetch(held);
  const endpoint = { url: 'http://rpc.test', fetch: rpc.fetch };
  return { held, rpc, endpoint, basket, sell, table: tableHolds.map((k) => k.toBase58()), at };
}

describe('rpcIntentReads', () => {
  it('reads the token list, and says when the network has none or the RPC serves another', async () => {
    const { held, endpoint } = await chain();
    const reads = rpcIntentReads(endpoint);
    expect(await reads.tokenList()).toEqual(TOKEN_LIST);

    held.set(BASKETS_TOKEN_LIST_ADDRESS, rawAccount(SYSTEM_PROGRAM_ID, new Uint8Array(8)));
    await expect(reads.tokenList()).rejects.toThrow(/owner|program/i);
    held.delete(BASKETS_TOKEN_LIST_ADDRESS);
    expect(await reads.tokenList()).toBeNull();
  });

  it('reads a basket, and nothing where none is or another program owns the bytes', async () => {
    const { endpoint, basket, at } = await chain();
    const reads = rpcIntentReads(endpoint);
    expect(await reads.basket(at.basket)).toEqual(basket);
    expect(await reads.basket(at.nothing)).toBeNull();
    expect(await reads.basket(at.foreign)).toBeNull();
    expect(await reads.basket(mint)).toBeNull();
  });

  it('reads a sell state, and nothing for a basket, another owner or an empty address', async () => {
    const { endpoint, sell, at } = await chain();
    const reads = rpcIntentReads(endpoint);
    expect(await reads.sellState(at.sell)).toEqual(sell);
    expect(await reads.sellState(at.basket)).toBeNull();
    expect(await reads.sellState(at.foreign)).toBeNull();
    expect(await reads.sellState(at.nothing)).toBeNull();
  });

  it("reads a mint's decimals, and none where the address holds no mint", async () => {
    const { endpoint, at } = await chain();
    const reads = rpcIntentReads(endpoint);
    expect(await reads.mintDecimals(mint)).toBe(6);
    expect(await reads.mintDecimals(at.namedMint)).toBe(9);
    expect(await reads.mintDecimals(at.tokenAccount)).toBeNull();
    expect(await reads.mintDecimals(at.nothing)).toBeNull();
    expect(await reads.mintDecimals('not an address')).toBeNull();
  });

  it('reads the addresses of each lookup table there, and leaves out the rest', async () => {
    const { endpoint, table, at } = await chain();
    const reads = rpcIntentReads(endpoint);
    const found = await reads.lookupTables([at.nothing, at.table, at.foreignTable]);
    expect([...found]).toEqual([[at.table, table]]);
    expect((await reads.lookupTables([])).size).toBe(0);
  });

  it("reads a mint's symbol from its metadata; none when it is blank or there is none", async () => {
    const { endpoint, at } = await chain();
    const reads = rpcIntentReads(endpoint);
    expect(await reads.mintSymbol(at.namedMint)).toBe('NAMD');
    expect(await reads.mintSymbol(at.blankMint)).toBeUndefined();
    expect(await reads.mintSymbol(mint)).toBeUndefined();
    expect(await reads.mintSymbol(at.nothing)).toBeUndefined();
  });
});

describe('cachedIntentReads', () => {
  it('answers again from the cache, each read under its own key and the RPC URL', async () => {
    const { rpc, endpoint, basket, sell, table, at } = await chain();
    const queryClient = new QueryClient();
    const reads = cachedIntentReads(endpoint, queryClient);
    const twice = async <T>(read: () => Promise<T>): Promise<{ value: T; calls: number }> => {
      const before = rpc.calls.length;
      const value = await read();
      expect(await read()).toEqual(value);
      return { value, calls: rpc.calls.length - before };
    };
    expect(await twice(() => reads.tokenList())).toEqual({ value: TOKEN_LIST, calls: 1 });
    expect(await twice(() => reads.basket(at.basket))).toEqual({ value: basket, calls: 1 });
    expect(await twice(() => reads.sellState(at.sell))).toEqual({ value: sell, calls: 1 });
    expect((await twice(() => reads.mintDecimals(mint))).value).toBe(6);
    expect((await twice(() => reads.mintSymbol(at.namedMint))).value).toBe('NAMD');
    // The tables in any order are one entry.
    const tables = await twice(() => reads.lookupTables([at.table, at.nothing]));
    expect([...tables.value]).toEqual([[at.table, table]]);
    const callsBefore = rpc.calls.length;
    expect([...(await reads.lookupTables([at.nothing, at.table]))]).toEqual([[at.table, table]]);
    expect(rpc.calls.length).toBe(callsBefore);
    // Other tables are another entry.
    expect([...(await reads.lookupTables([at.foreignTable]))]).toEqual([]);

    // Another basket, sell state, mint: read, not taken from another's entry.
    expect(await reads.basket(at.nothing)).toBeNull();
    expect(await reads.sellState(at.basket)).toBeNull();
    expect(await reads.mintDecimals(at.namedMint)).toBe(9);
    expect(await reads.mintSymbol(at.blankMint)).toBeUndefined();

    // The token list and the basket share the pages' entries (useTokenList, the basket page).
    expect(queryClient.getQueryData(basketsProgramKeys.tokenList(endpoint.url))).toEqual({
      ok: true,
      value: TOKEN_LIST,
    });
    expect(queryClient.getQueryData(basketsProgramKeys.basket(endpoint.url, at.basket))).toEqual({
      ok: true,
      value: basket,
    });
  });

  it('keeps the reads of one RPC apart from another', async () => {
    const first = await chain();
    const second = await chain();
    const queryClient = new QueryClient();
    const one = cachedIntentReads(first.endpoint, queryClient);
    const other = cachedIntentReads(
      { ...second.endpoint, url: 'http://other-rpc.test' },
      queryClient,
    );
    expect(await one.basket(first.at.basket)).toEqual(first.basket);
    expect(await other.basket(first.at.basket)).toBeNull();
    expect(await one.mintDecimals(first.at.namedMint)).toBe(9);
    expect(await other.mintDecimals(first.at.namedMint)).toBeNull();
    second.held.set(first.at.sell, first.held.get(first.at.sell) as RawAccount);
    expect(await other.sellState(first.at.sell)).toEqual(first.sell);
    expect(await other.tokenList()).toEqual(TOKEN_LIST);
    expect(second.rpc.calls.length).toBeGreaterThan(0);
  });
});
