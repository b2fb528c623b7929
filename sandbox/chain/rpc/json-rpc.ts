// JSON-RPC 2.0 envelope handling shared by HTTP and WebSocket: parse, dispatch, batch, errors.
import { ChainRpcError, RPC_ERROR } from '../errors';

type Id = string | number | null;
export interface RpcResponse {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

export type Dispatch = (method: string, params: unknown[]) => unknown;

const errorResponse = (id: Id, code: number, message: string, data?: unknown): RpcResponse => ({
  jsonrpc: '2.0',
  error: data === undefined ? { code, message } : { code, message, data },
  id,
});

function handleOne(request: unknown, dispatch: Dispatch): RpcResponse {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, RPC_ERROR.invalidRequest, 'Invalid request');
  }
  const r = request as { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown };
  const id: Id =
    typeof r.id === 'string' || typeof r.id === 'number' ? r.id : r.id === undefined ? null : null;
  if (r.jsonrpc !== '2.0' || typeof r.method !== 'string') {
    return errorResponse(id, RPC_ERROR.invalidRequest, 'Invalid request');
  }
  const params = r.params === undefined || r.params === null ? [] : r.params;
  if (!Array.isArray(params)) {
    return errorResponse(id, RPC_ERROR.invalidParams, 'Invalid params: expected an array');
  }
  try {
    return { jsonrpc: '2.0', result: dispatch(r.method, params), id };
  } catch (e) {
    if (e instanceof ChainRpcError) return errorResponse(id, e.code, e.message, e.data);
    console.error(`[sandbox rpc] ${r.method} failed:`, e);
    return errorResponse(id, RPC_ERROR.internal, `Internal error: ${(e as Error).message}`);
  }
}

/** Answers a request body (single or batch). */
export function handleBody(body: string, dispatch: Dispatch): RpcResponse | RpcResponse[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return errorResponse(null, RPC_ERROR.parse, 'Parse error');
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0)
      return errorResponse(null, RPC_ERROR.invalidRequest, 'Invalid request');
    return parsed.map((one) => handleOne(one, dispatch));
  }
  return handleOne(parsed, dispatch);
}

export function methodNotFound(): ChainRpcError {
  return new ChainRpcError(RPC_ERROR.methodNotFound, 'Method not found');
}
