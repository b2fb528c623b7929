import * as z from 'zod/mini';

/** The sandbox's test-token list: `GET {apiBase}/sandbox/tokens`. */
export const sandboxTokensResponseSchema = z.object({
  success: z.literal(true),
  tokens: z.array(
    z.object({
      mint: z.string().check(z.minLength(1)),
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().check(z.int(), z.minimum(0), z.maximum(18)),
      price: z.number(),
    }),
  ),
});

/** The faucet's answer: `POST {apiBase}/sandbox/faucet {address}`. */
export const faucetResponseSchema = z.object({
  success: z.literal(true),
  signature: z.string().check(z.minLength(1)),
  funded: z.array(
    z.object({
      mint: z.string().check(z.minLength(1)), // a mint address, or 'SOL'
      symbol: z.string(),
      amount: z.union([z.number(), z.string()]),
    }),
  ),
});

const sandboxErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string() }),
});

/** A faucet or token-list failure, worded for the person reading it. */
export class SandboxRequestError extends Error {
  override name = 'SandboxRequestError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 30_000;

function join(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}${path}`;
}

async function request<T>(
  url: string,
  init: RequestInit,
  schema: z.ZodMiniType<T>,
  fetchImpl: typeof fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new SandboxRequestError(
      timedOut
        ? `The sandbox did not answer within ${TIMEOUT_MS / 1000} seconds (${url}).`
        : `Could not reach the sandbox at ${url}. Is it running (npm start)?`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new SandboxRequestError(
      `The sandbox answered HTTP ${response.status} with something that is not JSON.`,
      response.status,
    );
  }
  const failure = sandboxErrorSchema.safeParse(body);
  if (failure.success) {
    throw new SandboxRequestError(failure.data.error.message, response.status);
  }
  if (!response.ok) {
    throw new SandboxRequestError(`The sandbox answered HTTP ${response.status}.`, response.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new SandboxRequestError(
      'The sandbox sent an answer in an unexpected shape.',
      response.status,
    );
  }
  return parsed.data;
}

export function fetchSandboxTokens(apiBase: string, fetchImpl: typeof fetch = fetch) {
  return request(
    join(apiBase, '/sandbox/tokens'),
    { method: 'GET' },
    sandboxTokensResponseSchema,
    fetchImpl,
  );
}

export function requestTestFunds(
  apiBase: string,
  address: string,
  fetchImpl: typeof fetch = fetch,
) {
  return request(
    join(apiBase, '/sandbox/faucet'),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address }),
    },
    faucetResponseSchema,
    fetchImpl,
  );
}
