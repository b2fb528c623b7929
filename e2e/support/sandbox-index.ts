// The sandbox's own index (GET /sandbox/...): what it learnt from confirmed transactions — baskets,
// withdrawals, deposits, its test tokens. Tests read it to check results; the app never may (no
// real network has it), which some specs prove by blocking it.
import { expect } from '@playwright/test';

export interface IndexedBasket {
  address: string;
  mint: string;
  creator: string;
  status: string;
  name: string | null;
  symbol: string | null;
  uri: string | null;
  type: 0 | 1 | 2 | null;
  settings: Record<string, number | string> | null;
  composition: { token: string; weight: number }[];
  holdings: { mint: string; vault: string; amount: number }[];
}

export interface SandboxWithdrawal {
  address: string;
  status: 'pending' | 'ready' | 'claimed';
  assets: { mint: string; amount: number }[];
}

export interface SandboxToken {
  mint: string;
  symbol: string;
  decimals: number;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Every basket, or those `creator` made. */
export async function indexedBaskets(apiUrl: string, creator?: string): Promise<IndexedBasket[]> {
  const query = creator ? `?creator=${creator}` : '';
  return (await getJson<{ baskets: IndexedBasket[] }>(`${apiUrl}/sandbox/baskets${query}`)).baskets;
}

export async function indexedBasket(apiUrl: string, address: string): Promise<IndexedBasket> {
  const response = await fetch(`${apiUrl}/sandbox/baskets/${address}`);
  const body = (await response.json()) as { basket?: IndexedBasket };
  if (!response.ok || !body.basket) throw new Error(`no basket ${address}: ${JSON.stringify(body)}`);
  return body.basket;
}

/** The basket the sandbox seeds for everyone (SOLBLUE). */
export async function demoBasket(apiUrl: string): Promise<IndexedBasket> {
  const demo = (await indexedBaskets(apiUrl)).find((b) => b.symbol === 'SOLBLUE');
  if (!demo) throw new Error('the sandbox has no demo basket');
  return demo;
}

/** Exactly one basket exists for `creator`, with this symbol, active. */
export async function expectOneBasket(apiUrl: string, creator: string, symbol: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await indexedBaskets(apiUrl, creator)).map((b) => ({
          symbol: b.symbol,
          status: b.status,
        })),
      { timeout: 30_000 },
    )
    .toEqual([{ symbol, status: 'active' }]);
}

export async function sandboxWithdrawals(apiUrl: string, user: string): Promise<SandboxWithdrawal[]> {
  const url = `${apiUrl}/sandbox/withdrawals?user=${user}`;
  return (await getJson<{ withdrawals: SandboxWithdrawal[] }>(url)).withdrawals;
}

/** Waits until the sandbox's automation has moved a withdrawal's assets (claimable). */
export async function waitForClaimable(apiUrl: string, user: string, account: string): Promise<SandboxWithdrawal> {
  let found: SandboxWithdrawal | undefined;
  await expect
    .poll(
      async () => {
        found = (await sandboxWithdrawals(apiUrl, user)).find((w) => w.address === account);
        return found?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('ready');
  if (!found) throw new Error(`withdrawal ${account} vanished`);
  return found;
}

/** The statuses of `user`'s deposits into `basket` ('pending', 'minted', 'complete'). */
export async function depositStatuses(apiUrl: string, user: string, basket: string): Promise<string[]> {
  const url = `${apiUrl}/sandbox/deposits?user=${user}&basket=${basket}`;
  return (await getJson<{ deposits: { status: string }[] }>(url)).deposits.map((d) => d.status);
}

export async function sandboxTokens(apiUrl: string): Promise<SandboxToken[]> {
  return (await getJson<{ tokens: SandboxToken[] }>(`${apiUrl}/sandbox/tokens`)).tokens;
}

/** Each asset of a ready withdrawal in base units, from the sandbox's token list. */
export async function withdrawalUnits(apiUrl: string, withdrawal: SandboxWithdrawal): Promise<Map<string, bigint>> {
  const tokens = await sandboxTokens(apiUrl);
  return new Map(
    withdrawal.assets.map((asset) => {
      const decimals = tokens.find((t) => t.mint === asset.mint)?.decimals;
      if (decimals === undefined) throw new Error(`the sandbox lists no token ${asset.mint}`);
      return [asset.mint, BigInt(Math.round(asset.amount * 10 ** decimals))];
    }),
  );
}
