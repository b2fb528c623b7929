import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { fetchAccount, fetchAccounts } from './accountsRpc';
import { RpcError } from './jsonRpc';
import { TOKEN_PROGRAM_ID } from './programs';
import { fakeRpcFetch, rawAccount } from './testing/fakeRpc';

const address = () => Keypair.generate().publicKey.toBase58();
const endpointOf = (fetch: typeof globalThis.fetch) => ({ url: 'http://rpc.test', fetch });

/** An RPC that answers every request with `body` as its JSON. */
const answering = (body: unknown) => endpointOf(async () => new Response(JSON.stringify(body)));

describe('fetchAccount / fetchAccounts', () => {
  it('decode the base64 data and owner of each account, null where none, at confirmed', async () => {
    const held = address();
    const data = Uint8Array.of(1, 2, 3, 250);
    const rpc = fakeRpcFetch(new Map([[held, rawAccount(TOKEN_PROGRAM_ID, data)]]));
    const endpoint = endpointOf(rpc.fetch);
    const missing = address();

    expect(await fetchAccount(endpoint, held)).toEqual({ owner: TOKEN_PROGRAM_ID, data });
    expect(await fetchAccount(endpoint, missing)).toBeNull();
    expect(await fetchAccounts(endpoint, [missing, held])).toEqual([
      null,
      { owner: TOKEN_PROGRAM_ID, data },
    ]);
    expect(rpc.calls.map((c) => [c.method, c.params[1]])).toEqual([
      ['getAccountInfo', { commitment: 'confirmed', encoding: 'base64' }],
      ['getAccountInfo', { commitment: 'confirmed', encoding: 'base64' }],
      ['getMultipleAccounts', { commitment: 'confirmed', encoding: 'base64' }],
    ]);
  });

  it('ask for at most 100 accounts per request, answers kept in order', async () => {
    const rpc = fakeRpcFetch(new Map());
    const addresses = Array.from({ length: 230 }, address);
    const accounts = await fetchAccounts(endpointOf(rpc.fetch), addresses);
    expect(accounts).toEqual(Array(230).fill(null));
    expect(rpc.calls.map((c) => (c.params[0] as string[]).length)).toEqual([100, 100, 30]);
    expect(rpc.calls.flatMap((c) => c.params[0] as string[])).toEqual(addresses);
  });

  it('refuse answers the RPC does not give, saying which method, so the page offers a retry', async () => {
    const shapes = [
      { jsonrpc: '2.0', id: 1, result: null },
      { jsonrpc: '2.0', id: 1, result: { context: {}, value: { owner: 1, data: ['', 'base64'] } } },
      {
        jsonrpc: '2.0',
        id: 1,
        result: { context: {}, value: { owner: 'x', data: ['AQ==', 'base58'] } },
      },
      {
        jsonrpc: '2.0',
        id: 1,
        result: { context: {}, value: { owner: 'x', data: ['not base64!', 'base64'] } },
      },
    ];
    for (const body of shapes) {
      const read = fetchAccount(answering(body), address());
      await expect(read).rejects.toBeInstanceOf(RpcError);
      await expect(read).rejects.toThrow(
        'The RPC answered getAccountInfo in a shape it does not have',
      );
    }
    // getMultipleAccounts must answer one entry per address asked.
    const short = answering({ jsonrpc: '2.0', id: 1, result: { context: {}, value: [null] } });
    await expect(fetchAccounts(short, [address(), address()])).rejects.toThrow(
      'The RPC answered getMultipleAccounts in a shape it does not have',
    );
  });

  it('pass on the RPC refusing or failing, with its words', async () => {
    const refused = answering({ jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'busy' } });
    await expect(fetchAccount(refused, address())).rejects.toThrow(
      'The RPC refused getAccountInfo: busy',
    );
    const down = endpointOf(async () => new Response('', { status: 503 }));
    await expect(fetchAccounts(down, [address()])).rejects.toThrow(
      'The RPC answered getMultipleAccounts with HTTP 503',
    );
  });
});
