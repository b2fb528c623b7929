// A node's getSignaturesForAddress and getTransaction over a list of transactions, as a validator
// answers them (newest first; before, until and limit; JSON-RPC batches): the history's readers'
// tests run against it.
import type { RpcEndpoint } from '../../solana/jsonRpc';

export interface FakeTx {
  signature: string;
  answer: unknown;
  finalized: boolean;
}

/** A node's answers over `txs` (oldest first): signatures newest first with before/until/limit. */
export function fakeNode(txs: FakeTx[]) {
  const calls: { method: string; params: unknown[] }[] = [];
  /** getTransaction calls per HTTP request, in order. */
  const transactionRequests: number[] = [];
  const answer = (method: string, params: unknown[]): unknown => {
    calls.push({ method, params });
    if (method === 'getGenesisHash') return 'genesis-1';
    if (method === 'getTransaction') {
      return txs.find((t) => t.signature === params[0])?.answer ?? null;
    }
    if (method === 'getSignaturesForAddress') {
      const { limit, before, until } = params[1] as {
        limit: number;
        before?: string;
        until?: string;
      };
      const newestFirst = [...txs].reverse();
      let start = 0;
      if (before) start = newestFirst.findIndex((t) => t.signature === before) + 1;
      const out = [];
      for (const t of newestFirst.slice(start)) {
        if (t.signature === until || out.length >= limit) break;
        out.push({
          signature: t.signature,
          slot: 1,
          err: null,
          memo: null,
          blockTime: 1,
          confirmationStatus: t.finalized ? 'finalized' : 'confirmed',
        });
      }
      return out;
    }
    throw new Error(method);
  };
  const endpoint: RpcEndpoint = {
    url: 'http://node.test',
    fetch: async (_url, init) => {
      const body: unknown = JSON.parse(String(init?.body));
      const requests = (Array.isArray(body) ? body : [body]) as { method: string }[];
      const reads = requests.filter((r) => r.method === 'getTransaction').length;
      if (reads > 0) transactionRequests.push(reads);
      const one = (r: { id: number; method: string; params: unknown[] }) => ({
        jsonrpc: '2.0',
        id: r.id,
        result: answer(r.method, r.params),
      });
      const reply = Array.isArray(body)
        ? body.map(one)
        : one(body as { id: number; method: string; params: unknown[] });
      return new Response(JSON.stringify(reply), { status: 200 });
    },
  };
  return { endpoint, calls, txs, transactionRequests };
}

/** The signatures of the getTransaction calls among `calls`, in order. */
export const transactionCalls = (calls: { method: string; params: unknown[] }[]) =>
  calls.filter((c) => c.method === 'getTransaction').map((c) => c.params[0]);

/** The options of the getSignaturesForAddress calls among `calls`, in order. */
export const signatureCalls = (calls: { method: string; params: unknown[] }[]) =>
  calls.filter((c) => c.method === 'getSignaturesForAddress').map((c) => c.params[1]);
