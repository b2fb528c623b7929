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
