// Shared steps of the deposit, withdraw, claim and story specs: drive the operation pages like a
// user, and read the results from the sandbox's chain (web3.js against its RPC), not the screen.
import { expect, type Page } from '@playwright/test';
import { confirmReview, timelineStep } from './creator-steps';
import { sendUntilConfirmed } from './direct-send';
import { Connection, PublicKey, VersionedTransaction, type Keypair } from '@solana/web3.js';

export { confirmReview };

export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

export interface SandboxBasket {
  address: string;
  mint: string;
  symbol: string | null;
  creator: string;
  composition: { token: string; weight: number }[];
}

export interface SandboxWithdrawal {
  address: string;
  status: 'pending' | 'ready' | 'claimed';
  assets: { mint: string; amount: number }[];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export async function sandboxBaskets(apiUrl: string): Promise<SandboxBasket[]> {
  return (await getJson<{ baskets: SandboxBasket[] }>(`${apiUrl}/sandbox/baskets`)).baskets;
}

/** The basket the sandbox seeds for everyone (SOLBLUE). */
export async function demoBasket(apiUrl: string): Promise<SandboxBasket> {
  const demo = (await sandboxBaskets(apiUrl)).find((b) => b.symbol === 'SOLBLUE');
  if (!demo) throw new Error('the sandbox has no demo basket');
  return demo;
}

export async function sandboxWithdrawals(
  apiUrl: string,
  user: string,
): Promise<SandboxWithdrawal[]> {
  const url = `${apiUrl}/sandbox/withdrawals?user=${user}`;
  return (await getJson<{ withdrawals: SandboxWithdrawal[] }>(url)).withdrawals;
}

/** The owner's balance of `mint` (base units) across its token accounts, at 'confirmed'. */
export async function chainBalance(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const connection = new Connection(rpcUrl, 'confirmed');
  const { value } = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
    mint: new PublicKey(mint),
  });
  return value.reduce(
    (sum, { account }) =>
      sum +
      BigInt(
        (account.data.parsed as { info: { tokenAmount: { amount: string } } }).info.tokenAmount
          .amount,
      ),
    0n,
  );
}

export async function accountExists(rpcUrl: string, address: string): Promise<boolean> {
  const connection = new Connection(rpcUrl, 'confirmed');
  return (await connection.getAccountInfo(new PublicKey(address), 'confirmed')) !== null;
}

export interface ThroughUiOptions {
  /** Runs while the review is on screen, before it is confirmed. */
  atReview?: () => Promise<void>;
  /** How long the review may take to appear, and then the flow to reach its success view (ms). */
  timeout?: number;
}

export interface DepositThroughUiOptions extends ThroughUiOptions {
  /**
   * Return once the deposit transaction is confirmed, before the service mints the basket tokens
   * (its wait step then still runs).
   */
  untilSent?: boolean;
}

/** The instant profile; a mainnet-like network (drops, a lagging replica) needs longer. */
const FLOW_TIMEOUT = 30_000;

/** Fills the deposit form (the page is open, the wallet connected) and runs the flow. */
export async function depositThroughUi(
  page: Page,
  basket: string,
  amount: string,
  { atReview, timeout = FLOW_TIMEOUT, untilSent = false }: DepositThroughUiOptions = {},
): Promise<void> {
  await page.getByRole('textbox', { name: /Basket address/ }).fill(basket);
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill(amount);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeVisible({ timeout });
  await atReview?.();
  await confirmReview(page);
  if (untilSent) {
    await expect(timelineStep(page, 'Deposit USDC')).toContainText('Confirmed', { timeout });
    return;
  }
  await expect(
    page.getByRole('heading', { name: 'Deposit complete: basket tokens received' }),
  ).toBeVisible({ timeout });
}

/** Fills the withdraw form and runs the flow; returns the withdraw account the page shows. */
export async function withdrawThroughUi(
  page: Page,
  basket: string,
  amount: string | 'max',
  { atReview, timeout = FLOW_TIMEOUT }: ThroughUiOptions = {},
): Promise<string> {
  await page.getByRole('textbox', { name: /Basket address/ }).fill(basket);
  const field = page.getByRole('textbox', { name: /Amount \(basket tokens\)/ });
  if (amount === 'max') {
    await expect(page.getByRole('button', { name: 'Use maximum' })).toBeVisible();
    await page.getByRole('button', { name: 'Use maximum' }).click();
  } else {
    await field.fill(amount);
  }
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeVisible({ timeout });
  await atReview?.();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: /Withdrawal started/ })).toBeVisible({ timeout });
  const link = page.getByRole('link', { name: 'Claim your assets' });
  const href = await link.getAttribute('href');
  const account = href?.split('/claim/')[1];
  if (!account) throw new Error(`no withdraw account in the claim link (${href})`);
  return account;
}

/** On /claim/<account>: runs the two-step claim to its success view. */
export async function claimThroughUi(
  page: Page,
  { atReview, timeout = FLOW_TIMEOUT }: ThroughUiOptions = {},
): Promise<void> {
  await page.getByRole('button', { name: 'Review claim' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeVisible({ timeout });
  await atReview?.();
  await confirmReview(page);
  await expect(
    page.getByRole('heading', { name: 'Claimed: the assets are in your wallet' }),
  ).toBeVisible({ timeout });
}

/**
 * Test set-up outside the page (for specs about a later step): POSTs a Basket API command for
 * `signer`, signs each returned transaction in order with the test's key and waits for each to
 * confirm — the same path the app takes, without its screens.
 */
export async function runCommandDirectly(
  urls: { apiUrl: string; rpcUrl: string },
  signer: Keypair,
  command: 'deposit' | 'withdraw' | 'claim' | 'mint' | 'burn',
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${urls.apiUrl}/baskets/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok || json.success !== true) {
    throw new Error(`${command} refused: ${JSON.stringify(json)}`);
  }
  const fields = command === 'claim' ? ['createATAsTx', 'claimTokensTx'] : ['transaction'];
  const connection = new Connection(urls.rpcUrl, 'confirmed');
  for (const field of fields) {
    const tx = VersionedTransaction.deserialize(Buffer.from(json[field] as string, 'base64'));
    tx.sign([signer]);
    await sendUntilConfirmed(connection, tx.serialize(), tx.message.recentBlockhash);
  }
  return json;
}

/** Deposits through the API with the test's key and waits for the automation's mint. */
export async function depositDirectly(
  urls: { apiUrl: string; rpcUrl: string },
  signer: Keypair,
  basket: SandboxBasket,
  amount: number,
): Promise<bigint> {
  const user = signer.publicKey.toBase58();
  const before = await chainBalance(urls.rpcUrl, user, basket.mint).catch(() => 0n);
  await runCommandDirectly(urls, signer, 'deposit', { user, basket: basket.address, amount });
  let after = before;
  await expect
    .poll(
      async () => {
        after = await chainBalance(urls.rpcUrl, user, basket.mint);
        return after > before;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return after;
}

/** Waits until the sandbox's automation has moved a withdrawal's assets (claimable). */
export async function waitForClaimable(apiUrl: string, user: string, account: string) {
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
  return found!;
}
