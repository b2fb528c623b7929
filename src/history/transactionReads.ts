// getTransaction for many signatures in as few requests as the RPC takes: JSON-RPC batches of up
// to BATCH_SIZES[0] calls (a node's request body limit is 50 KiB; 200 calls stay under 40 KiB).
// A provider that refuses a batch (an HTTP error other than 429, or one error answer for the whole
// batch) is asked again with the next smaller size, down to one call per request, and the size it
// took is remembered for the session (per RPC URL). HTTP 429 is waited out by the app's fetch
// (rateLimitedFetch.ts); a batch whose calls are answered 429 one by one asks those calls again
// after a back-off. docs/history.md, "Reading".
import { RpcError, rpcBatch, rpcRequest, type RpcCall, type RpcEndpoint } from '../solana/jsonRpc';

/** Calls per request, largest first; 1 is one call per request (no batch). */
export const BATCH_SIZES = [200, 25, 1] as const;
/** Requests in flight at once when the provider takes no batch. */
const SINGLE_CONCURRENCY = 4;
/** How often calls answered 429 inside a batch are asked again, and the first back-off. */
const CALL_429_RETRIES = 6;
const CALL_429_FIRST_WAIT_MS = 500;
const CALL_429_MAX_WAIT_MS = 8_000;
const TOO_MANY_REQUESTS = 429;

/** The batch size each RPC URL took this session (absent: the largest, not tried yet). */
const sizeByUrl = new Map<string, number>();

/** Calls per request for `url` this session. */
export function batchSizeFor(url: string): number {
  return sizeByUrl.get(url) ?? BATCH_SIZES[0];
}

/** Forgets what every URL took (tests). */
export function forgetBatchSizes(): void {
  sizeByUrl.clear();
}

function smallerThan(size: number): number {
  return BATCH_SIZES.find((s) => s < size) ?? 1;
}

/**
 * The whole batch was refused: an error for the request itself (HTTP status or one JSON-RPC
 * error), or every call answered with the same error that is not a rate limit (a provider's
 * "batch too large"). A 429 is a rate limit, never a refusal of batches.
 */
function refusedBatch(answers: readonly (unknown | RpcError)[]): RpcError | null {
  const first = answers[0];
  if (answers.length < 2 || !(first instanceof RpcError)) return null;
  if (first.code === TOO_MANY_REQUESTS) return null;
  const same = answers.every((a) => a instanceof RpcError && a.code === first.code);
  return same ? first : null;
}

async function inSingles(
  endpoint: RpcEndpoint,
  calls: readonly RpcCall[],
): Promise<(unknown | RpcError)[]> {
  const answers = new Array<unknown>(calls.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < calls.length; i = next++) {
      const call = calls[i];
      if (!call) continue;
      answers[i] = await rpcRequest(endpoint, call.method, call.params).catch((e: unknown) => {
        if (e instanceof RpcError) return e;
        throw e;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(SINGLE_CONCURRENCY, calls.length) }, worker));
  return answers;
}

/** One request's worth of calls at the URL's size, stepping down when the batch is refused. */
async function sendAtSize(
  endpoint: RpcEndpoint,
  calls: readonly RpcCall[],
): Promise<(unknown | RpcError)[]> {
  for (;;) {
    const size = batchSizeFor(endpoint.url);
    if (size === 1) return inSingles(endpoint, calls);
    const parts: (unknown | RpcError)[][] = [];
    let refused: RpcError | null = null;
    for (let start = 0; start < calls.length && refused === null; start += size) {
      const part = calls.slice(start, start + size);
      const answers = await rpcBatch(endpoint, part).catch((e: unknown) => {
        if (e instanceof RpcError && e.code !== TOO_MANY_REQUESTS) return e;
        throw e;
      });
      refused = answers instanceof RpcError ? answers : refusedBatch(answers);
      if (refused === null && Array.isArray(answers)) parts.push(answers);
    }
    if (refused === null) return parts.flat();
    // Remembered for the session: every later read at this URL starts at the size it takes.
    sizeByUrl.set(endpoint.url, smallerThan(size));
  }
}

/**
 * Sends `calls` (batched as the RPC takes them) and answers in their order, each the `result` or
 * the RpcError the node gave for it; calls answered 429 are asked again after a back-off.
 */
export async function sendCalls(
  endpoint: RpcEndpoint,
  calls: readonly RpcCall[],
  sleep: (ms: number) => Promise<void>,
): Promise<(unknown | RpcError)[]> {
  const answers = await sendAtSize(endpoint, calls);
  let wait = CALL_429_FIRST_WAIT_MS;
  for (let attempt = 0; attempt < CALL_429_RETRIES; attempt++) {
    const limited = calls.flatMap((call, index) => {
      const answer = answers[index];
      return answer instanceof RpcError && answer.code === TOO_MANY_REQUESTS
        ? [{ index, call }]
        : [];
    });
    if (limited.length === 0) break;
    await sleep(wait);
    wait = Math.min(CALL_429_MAX_WAIT_MS, wait * 2);
    const again = await sendAtSize(
      endpoint,
      limited.map(({ call }) => call),
    );
    limited.forEach(({ index }, j) => (answers[index] = again[j]));
  }
  return answers;
}
