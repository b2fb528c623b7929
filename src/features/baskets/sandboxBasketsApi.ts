// Reads of the sandbox's indexed baskets (GET {apiBase}/sandbox/baskets[/<address>]). The real
// Basket API has no read endpoints: callers use these only when the network is the sandbox.
import { z } from 'zod';

const compositionSchema = z.array(z.object({ token: z.string(), weight: z.number() }));

export const sandboxBasketSchema = z.object({
  address: z.string(),
  mint: z.string(),
  creator: z.string(),
  status: z.string(),
  name: z.string().nullable(),
  symbol: z.string().nullable(),
  uri: z.string().nullable(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  settings: z
    .object({
      hostPlatform: z.string(),
      hostPlatformFees: z.number(),
      type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      depositFee: z.number(),
      rebalanceInterval: z.number(),
      rebalanceThreshold: z.number(),
      slippage: z.number(),
      lpOffsetThreshold: z.number(),
      disableRebalance: z.union([z.literal(0), z.literal(1)]),
      disableLp: z.union([z.literal(0), z.literal(1)]),
    })
    .nullable(),
  composition: compositionSchema,
  supply: z.number(),
  nav: z.number(),
  value: z.number(),
  holdings: z.array(
    z.object({
      mint: z.string(),
      symbol: z.string(),
      vault: z.string(),
      amount: z.number(),
      value: z.number(),
    }),
  ),
  createdAt: z.number().nullable(),
});
export type SandboxBasket = z.infer<typeof sandboxBasketSchema>;

const listSchema = z.object({ success: z.literal(true), baskets: z.array(sandboxBasketSchema) });
const oneSchema = z.object({ success: z.literal(true), basket: sandboxBasketSchema });
const failureSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** A sandbox read that failed, in words; `notFound` when the sandbox has no such basket. */
export class SandboxReadError extends Error {
  override readonly name = 'SandboxReadError';
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}

async function getJson<T>(url: string, schema: z.ZodType<T>, fetchImpl: typeof fetch): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new SandboxReadError(`Could not reach the sandbox at ${url}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SandboxReadError(`The sandbox answered HTTP ${response.status} without JSON.`);
  }
  const failure = failureSchema.safeParse(body);
  if (!response.ok || failure.success) {
    throw new SandboxReadError(
      failure.success
        ? failure.data.error.message
        : `The sandbox answered HTTP ${response.status}.`,
      response.status === 404,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new SandboxReadError('The sandbox sent baskets in an unexpected shape.');
  return parsed.data;
}

const base = (apiBase: string) => apiBase.replace(/\/+$/, '');

export async function fetchSandboxBaskets(
  apiBase: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SandboxBasket[]> {
  return (await getJson(`${base(apiBase)}/sandbox/baskets`, listSchema, fetchImpl)).baskets;
}

export async function fetchSandboxBasket(
  apiBase: string,
  address: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SandboxBasket> {
  const url = `${base(apiBase)}/sandbox/baskets/${encodeURIComponent(address)}`;
  return (await getJson(url, oneSchema, fetchImpl)).basket;
}
