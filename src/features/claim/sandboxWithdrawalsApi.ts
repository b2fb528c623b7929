// The sandbox's indexed withdrawals (GET {apiBase}/sandbox/withdrawals?user=). The real Basket API
// has no read endpoints: the inbox reads this only on the sandbox, to add what the keeper moved.
import { z } from 'zod';

export const sandboxWithdrawalSchema = z.object({
  address: z.string(),
  basket: z.string(),
  user: z.string(),
  amount: z.number(),
  /** pending: the keeper is still moving assets; ready: claimable; claimed: done. */
  status: z.enum(['pending', 'ready', 'claimed']),
  signature: z.string().nullish(),
  createdAt: z.number().nullish(),
  assets: z.array(
    z.object({
      mint: z.string(),
      symbol: z.string().nullable(),
      escrow: z.string(),
      amount: z.number(),
    }),
  ),
});
export type SandboxWithdrawal = z.infer<typeof sandboxWithdrawalSchema>;

const responseSchema = z.object({
  success: z.literal(true),
  withdrawals: z.array(sandboxWithdrawalSchema),
});

export async function fetchSandboxWithdrawals(
  apiBase: string,
  user: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SandboxWithdrawal[]> {
  const url = `${apiBase.replace(/\/+$/, '')}/sandbox/withdrawals?user=${encodeURIComponent(user)}`;
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new Error(`Could not reach the sandbox at ${url}.`);
  }
  const body: unknown = await response.json().catch(() => null);
  const parsed = responseSchema.safeParse(body);
  if (!response.ok || !parsed.success) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    throw new Error(
      typeof message === 'string' ? message : `The sandbox answered HTTP ${response.status}.`,
    );
  }
  return parsed.data.withdrawals;
}
