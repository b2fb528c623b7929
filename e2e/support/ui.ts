// The operation pages driven like a person drives them: the create form's fields and composition
// rows, Review → Confirm and sign, the timeline's steps, and each operation run to its success view.
import { expect, type Locator, type Page } from '@playwright/test';
import type { AppDriver } from '../fixtures/app';

/** The instant profile; a mainnet-like network (drops, a lagging replica) needs longer. */
const FLOW_TIMEOUT = 30_000;

/** Adds composition row `n` and waits until it is there. */
export async function addCompositionRow(page: Page, n: number): Promise<void> {
  await page.getByRole('button', { name: 'Add token' }).click();
  await expect(page.getByRole('combobox', { name: `Token ${n}`, exact: true })).toBeVisible();
}

/** Searches composition row `n`'s token box for `symbol`, picks that token and sets its weight. */
export async function setCompositionRow(page: Page, n: number, symbol: string, weight: string): Promise<void> {
  const token = page.getByRole('combobox', { name: `Token ${n}`, exact: true });
  // A row that already holds the token (an edit's prefilled composition) keeps it: typing the same
  // symbol again changes nothing, so the box offers no list.
  if ((await token.inputValue()) !== symbol) {
    await token.fill(symbol);
    await page
      .getByRole('listbox', { name: `Token ${n}: matching tokens` })
      .getByRole('option', { name: new RegExp(`^${symbol} `) })
      .first()
      .click();
  }
  await expect(token).toHaveValue(symbol);
  const box = page.getByRole('textbox', { name: `Weight ${n} (%)` });
  await box.fill(weight);
}

/** A composition as a person types it: each row's token symbol and weight, in order. */
export type CompositionRows = readonly (readonly [symbol: string, weight: string])[];

/** Adds a row for each of `rows`, then picks each row's token and sets its weight. */
export async function fillComposition(page: Page, rows: CompositionRows): Promise<void> {
  for (const n of rows.keys()) await addCompositionRow(page, n + 1);
  for (const [n, [token, weight]] of rows.entries()) {
    await setCompositionRow(page, n + 1, token, weight);
  }
}

export interface BasketForm {
  symbol: string;
  /** Default `Flow test <symbol>`. */
  name?: string;
  /** Default USDC 70, JUP 30. */
  rows?: CompositionRows;
}

/** Fills the create form's symbol, name and composition (the other fields keep the defaults). */
export async function fillCreateBasket(page: Page, basket: BasketForm | string): Promise<void> {
  const {
    symbol,
    name = `Flow test ${symbol}`,
    rows = [
      ['USDC', '70'],
      ['JUP', '30'],
    ],
  } = typeof basket === 'string' ? { symbol: basket } : basket;
  await page.getByRole('textbox', { name: /^Symbol/ }).fill(symbol);
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await fillComposition(page, rows);
}

/** Opens `path` with no wallet connected: the page says to connect first, and `field` takes text. */
export async function expectFormWithoutWallet(app: AppDriver, path: string, field: Locator): Promise<void> {
  await app.goto(path);
  await expect(app.page.getByText('Connect a wallet first')).toBeVisible();
  await expect(field).toBeEditable();
}

/** Opens /create with the wallet connected, fills in a basket and presses Review. */
export async function reviewNewBasket(app: AppDriver, basket: BasketForm | string): Promise<void> {
  await app.gotoConnected('/create');
  await fillCreateBasket(app.page, basket);
  await app.page.getByRole('button', { name: 'Review' }).click();
}

/**
 * The review is on screen: approve it (the wallet then signs each step). The review grows while
 * its simulations answer; on a busy machine a click aimed at the button can land where the button
 * was a moment before, so it is clicked again until the review gives way (a second click on a
 * flow already confirmed starts nothing: flow-outcomes.spec's double click).
 */
export async function confirmReview(page: Page, timeout = 20_000): Promise<void> {
  const confirm = page.getByRole('button', { name: 'Confirm and sign' });
  await expect(confirm).toBeVisible({ timeout });
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click({ timeout: 5_000 });
    await expect(confirm).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: timeout * 3 });
}

/**
 * After a failed simulation "Confirm and sign" is off: opens why the simulation failed and chooses
 * to go on, as a person who has read it does (docs/flow-engine.md rule 13).
 */
export async function goOnDespiteFailedSimulation(page: Page): Promise<void> {
  await page.getByText('Read why it would fail', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'I have read why it would fail — sign anyway' }).check();
}

/** The timeline's step `label` (its visible state words are in its text). */
export function timelineStep(page: Page, label: string) {
  return page.getByRole('listitem').filter({ hasText: new RegExp(`Step \\d+ of \\d+: ${label}`) });
}

/** The value of a `<dt>term</dt><dd>…</dd>` pair on the page. */
export function fact(page: Page, term: string) {
  return page.locator(`dt:text-is("${term}") + dd`);
}

/** The values a select offers, its empty placeholder left out. */
export async function offeredValues(select: Locator): Promise<string[]> {
  return select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
}

export interface ThroughUiOptions {
  /** Runs while the review is on screen, before it is confirmed. */
  atReview?: () => Promise<void>;
  /** How long the review may take to appear, and then the flow to reach its success view (ms). */
  timeout?: number;
}

/**
 * Opens /create with the wallet connected, fills the form, reviews, confirms and waits until the
 * basket is live; returns the basket's address and its token's mint as the success view shows them.
 */
export async function createThroughUi(
  app: AppDriver,
  basket: BasketForm,
  { atReview, timeout = 60_000 }: ThroughUiOptions = {},
): Promise<{ basket: string; mint: string }> {
  const { page } = app;
  await reviewNewBasket(app, basket);
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeVisible({ timeout });
  await atReview?.();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: `Your basket ${basket.symbol} is live` })).toBeVisible({ timeout });
  const address = (await fact(page, 'Basket address').locator('code').textContent()) ?? '';
  const mint = (await fact(page, 'Basket token mint').locator('code').textContent()) ?? '';
  expect(address).not.toBe('');
  expect(mint).not.toBe('');
  return { basket: address, mint };
}

export interface DepositThroughUiOptions extends ThroughUiOptions {
  /**
   * Return once the deposit transaction is confirmed, before the service mints the basket tokens
   * (its wait step then still runs).
   */
  untilSent?: boolean;
}

/**
 * Fills the deposit form (the page is open, the wallet connected) and runs the flow. `basket`
 * null: the page already chose it (opened from where the basket is), nothing is typed there.
 */
export async function depositThroughUi(
  page: Page,
  basket: string | null,
  amount: string,
  { atReview, timeout = FLOW_TIMEOUT, untilSent = false }: DepositThroughUiOptions = {},
): Promise<void> {
  if (basket !== null) await page.getByRole('textbox', { name: /Basket address/ }).fill(basket);
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill(amount);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeVisible({ timeout });
  await atReview?.();
  await confirmReview(page);
  if (untilSent) {
    await expect(timelineStep(page, 'Deposit USDC')).toContainText('Confirmed', { timeout });
    return;
  }
  await expect(page.getByRole('heading', { name: 'Deposit complete: basket tokens received' })).toBeVisible({ timeout });
}

/**
 * Fills the withdraw form and runs the flow; returns the withdraw account the page shows. `basket`
 * null: the page already chose it.
 */
export async function withdrawThroughUi(
  page: Page,
  basket: string | null,
  amount: string | 'max',
  { atReview, timeout = FLOW_TIMEOUT }: ThroughUiOptions = {},
): Promise<string> {
  if (basket !== null) await page.getByRole('textbox', { name: /Basket address/ }).fill(basket);
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
export async function claimThroughUi(page: Page, { atReview, timeout = FLOW_TIMEOUT }: ThroughUiOptions = {}): Promise<void> {
  await page.getByRole('button', { name: 'Review claim' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and sign' })).toBeVisible({ timeout });
  await atReview?.();
  await confirmReview(page);
  await expect(page.getByRole('heading', { name: 'Claimed: the assets are in your wallet' })).toBeVisible({ timeout });
}
