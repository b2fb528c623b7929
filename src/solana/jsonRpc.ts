// One JSON-RPC request to the Solana RPC, for the reads too large to go through web3.js's Connection:
// it validates every entry of an answer with superstruct and builds PublicKeys and Buffers on the
// main thread in one task, which on a mainnet-size getProgramAccounts answer freezes the page for
// most of a second. Callers get the `result` as parsed JSON and check its shape themselves.

/** Where requests go and how: the app's rate-limit-aware fetch (Retry-After on HTTP 429). */
export interface RpcEndpoint {
  readonly url: string;
  readonly fetch: typeof fetch;
}

/** The RPC answered, but with an error (JSON-RPC `error`, or an HTTP status other than 200). */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

interface JsonRpcAnswer {
  readonly result?: unknown;
  readonly error?: { readonly code?: unknown; readonly message?: unknown };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function answerOf(body: unknown): JsonRpcAnswer {
  if (!isObject(body))
    throw new RpcError('The RPC answered with something other than JSON-RPC', null);
  const error = body.error;
  return { result: body.result, error: isObject(error) ? error : undefined };
}

let nextId = 1;

/** Sends `method` with `params`; resolves to the answer's `result`, rejects with RpcError. */
export async function rpcRequest(
  endpoint: RpcEndpoint,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  const response = await endpoint.fetch(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  if (!response.ok) {
    throw new RpcError(`The RPC answered ${method} with HTTP ${response.status}`, response.status);
  }
  const answer = answerOf(await response.json());
  if (answer.error) {
    const { code, message } = answer.error;
    throw new RpcError(
      `The RPC refused ${method}: ${typeof message === 'string' ? message : 'no reason given'}`,
      typeof code === 'number' ? code : null,
    );
  }
  return answer.result;
}

/** One request of a batch; its answer is the `result` or the RpcError the node gave for it. */
export interface RpcCall {
  readonly method: string;
  readonly params: readonly unknown[];
}

/**
 * Sends `calls` as one JSON-RPC batch (one HTTP request); answers in the calls' order. A node
 * answers each call on its own: one refused call does not fail the others.
 */
export async function rpcBatch(
  endpoint: RpcEndpoint,
  calls: readonly RpcCall[],
): Promise<(unknown | RpcError)[]> {
  if (calls.length === 0) return [];
  const first = nextId;
  nextId += calls.length;
  const response = await endpoint.fetch(endpoint.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      calls.map((call, i) => ({
        jsonrpc: '2.0',
        id: first + i,
        method: call.method,
        params: call.params,
      })),
    ),
  });
  const method = calls[0]?.method ?? 'batch';
  if (!response.ok) {
    throw new RpcError(
      `The RPC answered a batch of ${method} with HTTP ${response.status}`,
      response.status,
    );
  }
  const body: unknown = await response.json();
  if (!Array.isArray(body)) {
    // A node that refuses batches answers one error object.
    const { error } = answerOf(body);
    throw new RpcError(
      `The RPC refused a batch of ${method}: ${typeof error?.message === 'string' ? error.message : 'no reason given'}`,
      typeof error?.code === 'number' ? error.code : null,
    );
  }
  const byId = new Map<unknown, unknown>(
    body.filter(isObject).map((entry) => [entry.id, entry] as const),
  );
  return calls.map((call, i) => {
    const entry = byId.get(first + i);
    if (entry === undefined) return new RpcError(`The RPC left ${call.method} unanswered`, null);
    const answer = answerOf(entry);
    if (answer.error) {
      const { code, message } = answer.error;
      return new RpcError(
        `The RPC refused ${call.method}: ${typeof message === 'string' ? message : 'no reason given'}`,
        typeof code === 'number' ? code : null,
      );
    }
    return answer.result;
  });
}
