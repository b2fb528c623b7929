// The lean getProgramAccounts: what it asks the RPC for, what it keeps of the answer, and how a
// refusal or an answer of the wrong shape reaches the page (an error it can show with Retry).
import { describe, expect, it } from 'vitest';
import { RpcError, type RpcEndpoint } from '../jsonRpc';
import { BASKETS_PROGRAM_ID } from './addresses';
import { basketFilters } from './filters';
import { fetchProgramAccounts } from './programAccounts';

interface Sent {
  url: string;
  body: { method: string; params: unknown[] };
}

function endpointAnswering(status: number, body: unknown): RpcEndpoint & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    url: 'http://rpc.test',
    sent,
    fetch: async (input, init) => {
      sent.push({ url: String(input), body: JSON.parse(String(init?.body)) as Sent['body'] });
      return new Response(JSON.stringify(body), { status });
    },
  };
}

const entry = (pubkey: string, base64: string) => ({
  pubkey,
  account: {
    data: [base64, 'base64'],
    executable: false,
    lamports: 1,
    owner: BASKETS_PROGRAM_ID.toBase58(),
    rentEpoch: 0,
    space: 3,
  },
});

describe('fetchProgramAccounts', () => {
  it('asks as the SDK does (confirmed, base64, the filters, the slice) and keeps address and data', async () => {
    const endpoint = endpointAnswering(200, {
      jsonrpc: '2.0',
      id: 1,
      result: [entry('Addr1', 'AQID'), entry('Addr2', '')],
    });
    const filters = basketFilters();
    const accounts = await fetchProgramAccounts(endpoint, {
      filters,
      dataSlice: { offset: 0, length: 824 },
    });
    expect(accounts).toEqual([
      { address: 'Addr1', base64: 'AQID' },
      { address: 'Addr2', base64: '' },
    ]);
    expect(endpoint.sent).toEqual([
      {
        url: 'http://rpc.test',
        body: expect.objectContaining({
          method: 'getProgramAccounts',
          params: [
            BASKETS_PROGRAM_ID.toBase58(),
            {
              commitment: 'confirmed',
              encoding: 'base64',
              filters: [{ dataSize: 10208 }, { memcmp: { offset: 112, bytes: '11111111' } }],
              dataSlice: { offset: 0, length: 824 },
            },
          ],
        }),
      },
    ]);
  });

  it('reports the RPC’s refusal with its message and code', async () => {
    const endpoint = endpointAnswering(200, {
      jsonrpc: '2.0',
      id: 1,
      error: { code: -32010, message: 'scan aborted: too many accounts' },
    });
    const read = fetchProgramAccounts(endpoint, { filters: basketFilters() });
    await expect(read).rejects.toThrow(
      new RpcError('The RPC refused getProgramAccounts: scan aborted: too many accounts', -32010),
    );
    await expect(read).rejects.toMatchObject({ code: -32010 });
  });

  it('reports an HTTP failure with its status', async () => {
    const read = fetchProgramAccounts(endpointAnswering(503, 'busy'), { filters: [] });
    await expect(read).rejects.toThrow('The RPC answered getProgramAccounts with HTTP 503');
    await expect(read).rejects.toMatchObject({ code: 503 });
  });

  it.each([
    ['a result that is not a list', { result: { value: [] } }],
    ['an entry without a pubkey', { result: [{ account: { data: ['AQID', 'base64'] } }] }],
    [
      'data in another encoding',
      { result: [{ pubkey: 'A', account: { data: ['AQID', 'base58'] } }] },
    ],
    ['data that is not text', { result: [{ pubkey: 'A', account: { data: [1, 'base64'] } }] }],
  ])('refuses %s rather than show part of it', async (_what, body) => {
    await expect(
      fetchProgramAccounts(endpointAnswering(200, body), { filters: [] }),
    ).rejects.toThrow('The RPC answered getProgramAccounts in a shape it does not have');
  });

  it('refuses an answer that is not JSON-RPC', async () => {
    await expect(
      fetchProgramAccounts(endpointAnswering(200, 'hello'), { filters: [] }),
    ).rejects.toThrow('The RPC answered with something other than JSON-RPC');
  });
});
