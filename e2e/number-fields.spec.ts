// Every number field of create, edit, deposit, withdraw, mint and burn keeps what the person typed
// or pasted, says what is wrong at the field, and Review sends nothing to the Basket API while a
// field holds text it did not accept. Requests are only observed, never stubbed: each test ends
// with a valid Review whose POST the same observer sees, so an earlier POST could not have hidden.
//
// Each kind of field (a whole number, a weight, a token amount) takes every bad text here, typed key
// by key and pasted, in its first field on create and deposit; every other field takes one of them,
// in turn, and the amounts of withdraw, mint and burn the one that names their own token's
// decimals. Which words answer which text is the parser's, proven case by case in
// src/ui/numberText.test.ts; here the browser's typing, pasting and the form's wiring are. (Every
// text in every field took 205 s of the suite's test time; the same fields, each proven, take a
// third of it.)
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import type { AppDriver } from './fixtures/app';
import type { Given } from './fixtures/given';
import { fillCreateBasket } from './support/ui';

// Every test here starts with the wallet holding SOL and the test tokens.
test.use({ walletFunded: true });

type Case = readonly [text: string, words: RegExp];

/** Text typed into a whole-number field (bps, seconds), and the words that must answer it. */
const WHOLE_NUMBER_CASES: readonly Case[] = [
  ['-1', /Can't be negative/],
  ['1.5', /Whole .* only: 1\.5 is not one/],
  ['1e3', /Write the number out: 1000/],
  ['٣', /Use the digits 0–9/],
  ['abc', /Write a whole number with the digits 0–9/],
];

/** Text typed into a weight (1.5 % is a fine weight; two points are not). */
const WEIGHT_CASES: readonly Case[] = [
  ['-1', /Can't be negative/],
  ['1.2.3', /Only one decimal point/],
  ['1e3', /Write the number out: 1000/],
  ['٣', /Use the digits 0–9/],
  ['abc', /Write a number with the digits 0–9 and a dot/],
];

/** Text typed into an amount of a 6-decimal token (1.5 is a fine amount; a 7th decimal is not). */
function amountCases(symbol: string): readonly Case[] {
  return [
    ['-1', /Can't be negative/],
    ['1.1234567', new RegExp(`${symbol} has at most 6 decimals`)],
    ['1e3', /Write the number out: 1000/],
    ['٣', /Use the digits 0–9/],
    ['abc', /Write a number with the digits 0–9 and a dot/],
  ];
}

/** Pasted rather than typed: a word where a number belongs. */
const PASTED = 'twelve';

function isBasketPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/baskets/');
}

/** Every POST to the Basket API the page sends from now on. */
function watchBasketPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (isBasketPost(request)) posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.fill('');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** A bad text, typed key by key or pasted, and the words that must answer it. */
interface Entry {
  readonly text: string;
  readonly words: RegExp;
  readonly how: 'type' | 'paste';
}

/** Every case typed, then the pasted word: what a field's first of its kind takes. */
function everyCase(cases: readonly Case[], pastedWords: RegExp): readonly Entry[] {
  return [
    ...cases.map(([text, words]) => ({ text, words, how: 'type' as const })),
    { text: PASTED, words: pastedWords, how: 'paste' as const },
  ];
}

/** The `index`-th case (in turn) typed: what each further field of a kind takes. */
function oneCase(cases: readonly Case[], index: number): readonly Entry[] {
  const chosen = cases[index % cases.length];
  if (!chosen) throw new Error('oneCase needs at least one case');
  const [text, words] = chosen;
  return [{ text, words, how: 'type' }];
}

/**
 * Types or pastes each bad text into `field`: the text stays, the field names what is wrong, and
 * Review sends nothing. Ends with `valid` in the field.
 */
async function expectRefused(page: Page, field: Locator, entries: readonly Entry[], valid: string, posts: string[]): Promise<void> {
  const review = page.getByRole('button', { name: 'Review' });
  for (const { text, words, how } of entries) {
    if (how === 'paste') {
      await paste(page, field, text);
    } else {
      await field.fill('');
      await field.pressSequentially(text);
    }
    await expect(field).toHaveValue(text);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(words);
    await review.click();
    // Still the form, with the text and the reason.
    await expect(review).toBeVisible();
    await expect(field).toHaveValue(text);
    await expect(field).toHaveAccessibleDescription(words);
  }
  await field.fill(valid);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
}

/** A valid Review now: its POST arrives, and it is the only one the page sent. */
async function expectOnlyTheValidPost(page: Page, posts: string[], command: string) {
  const sent = page.waitForRequest(isBasketPost);
  await page.getByRole('button', { name: 'Review' }).click();
  expect(new URL((await sent).url()).pathname).toBe(`/baskets/${command}`);
  expect(posts).toEqual([`/baskets/${command}`]);
}

async function screenshots(page: Page, name: string, field: Locator) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.beforeEach(async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
});

const BPS_FIELDS = [/^Deposit fee/, /^Rebalance threshold/, /^Maximum slippage/, /^Liquidity pool offset threshold/] as const;
const BPS_WORDS = /Write a whole number with the digits 0–9, e\.g\. 50/;
const DECIMAL_WORDS = /Write a number with the digits 0–9 and a dot/;

/** /create, connected, with a whole valid form: symbol, name, USDC 60 % and wSOL 40 %. */
async function openFilledCreate(app: AppDriver, page: Page): Promise<string[]> {
  await app.gotoConnected('/create');
  const posts = watchBasketPosts(page);
  await fillCreateBasket(page, {
    symbol: 'NUMS',
    name: 'Number fields',
    rows: [
      ['USDC', '60'],
      ['wSOL', '40'],
    ],
  });
  return posts;
}

/**
 * /edit for a new basket of the wallet's named `symbol` (a symbol no other test on the worker's
 * sandbox takes: the service refuses a taken one), connected, its fee read from the chain.
 */
async function openEdit(app: AppDriver, page: Page, given: Given, symbol: string): Promise<string[]> {
  const basket = await given.createdBasket({ symbol });
  await app.gotoConnected(`/edit?basket=${basket.address}`);
  const posts = watchBasketPosts(page);
  await expect(page.getByRole('textbox', { name: /^Deposit fee/ })).toHaveValue('50');
  return posts;
}

const box = (page: Page, name: RegExp | string) => page.getByRole('textbox', { name });

test('create: every fee, the interval and each weight keep bad text, say why, and Review sends nothing', async ({ app, page }) => {
  const posts = await openFilledCreate(app, page);
  await box(page, /^Deposit fee/).fill('1.5');
  await box(page, 'Weight 2 (%)').fill('1e3');
  await screenshots(page, 'number-field-create-fee', box(page, /^Deposit fee/));
  await screenshots(page, 'number-field-create-weight', box(page, 'Weight 2 (%)'));
  await box(page, 'Weight 2 (%)').fill('40');
  await expectRefused(page, box(page, /^Deposit fee/), everyCase(WHOLE_NUMBER_CASES, BPS_WORDS), '50', posts);
  for (const [i, name] of [/^Host platform fee/, ...BPS_FIELDS.slice(1)].entries()) {
    await expectRefused(page, box(page, name), oneCase(WHOLE_NUMBER_CASES, i + 1), '10', posts);
  }
  await expectRefused(page, box(page, /^Rebalance check interval/), oneCase(WHOLE_NUMBER_CASES, 0), '3600', posts);
  await expectRefused(page, box(page, 'Weight 1 (%)'), everyCase(WEIGHT_CASES, DECIMAL_WORDS), '60', posts);
  await expectRefused(page, box(page, 'Weight 2 (%)'), oneCase(WEIGHT_CASES, 1), '40', posts);
  await expectOnlyTheValidPost(page, posts, 'create');
});

test('edit: every fee, the interval and each weight keep bad text, say why, and Review sends nothing', async ({ app, page, given }) => {
  const posts = await openEdit(app, page, given, 'NUMED');
  for (const [i, name] of BPS_FIELDS.entries()) {
    await expectRefused(page, box(page, name), oneCase(WHOLE_NUMBER_CASES, i), '50', posts);
  }
  await expectRefused(page, box(page, /^Rebalance check interval/), oneCase(WHOLE_NUMBER_CASES, 4), '7200', posts);
  await expectRefused(page, box(page, 'Weight 1 (%)'), oneCase(WEIGHT_CASES, 2), '50', posts);
  await expectRefused(page, box(page, 'Weight 2 (%)'), oneCase(WEIGHT_CASES, 3), '50', posts);
  await expectOnlyTheValidPost(page, posts, 'edit');
});

test('deposit: the amount keeps bad text, says why, and Review sends nothing', async ({ app, page, given }) => {
  const basket = await given.demoBasket();
  await app.gotoConnected(`/deposit?basket=${basket.address}`);
  const posts = watchBasketPosts(page);
  const amount = page.getByRole('textbox', { name: /Amount \(USDC\)/ });
  await expect(amount).toHaveAccessibleDescription(/e\.g\. 12\.5 for twelve and a half USDC/);
  await expect(page.getByText(/Balance: [\d.,]+ USDC/)).toBeVisible();

  await amount.pressSequentially('1.1234567');
  await screenshots(page, 'number-field-deposit', amount);
  await expectRefused(page, amount, everyCase(amountCases('USDC'), DECIMAL_WORDS), '1', posts);
  await expectOnlyTheValidPost(page, posts, 'deposit');
});

/** The other one-amount forms: where each starts and what its amount is counted in. */
const AMOUNT_FORMS = [
  { command: 'withdraw', holding: true, amount: /Amount \(basket tokens\)/, symbol: 'SOLBLUE' },
  {
    command: 'mint',
    holding: false,
    token: { field: /Token to deposit/, label: 'JUP — Jupiter' },
    amount: /Amount to deposit/,
    symbol: 'JUP',
  },
  {
    command: 'burn',
    holding: true,
    token: { field: /Token to receive/, label: 'USDC — USD Coin' },
    amount: /Amount \(basket tokens\)/,
    symbol: 'SOLBLUE',
  },
] as const;

for (const form of AMOUNT_FORMS) {
  test(`${form.command}: the amount keeps bad text, says why, and Review sends nothing`, async ({ app, page, given }) => {
    const basket = form.holding ? (await given.heldTokens(20)).basket : await given.demoBasket();
    await app.gotoConnected(`/${form.command}?basket=${basket.address}`);
    const posts = watchBasketPosts(page);
    if ('token' in form) {
      await page.getByRole('combobox', { name: form.token.field }).selectOption({ label: form.token.label });
    }
    const amount = page.getByRole('textbox', { name: form.amount });
    await expect(page.getByText(new RegExp(`Balance: [\\d.,]+ ${form.symbol}`))).toBeVisible();

    // The case that names this form's own token and its decimals.
    await expectRefused(page, amount, oneCase(amountCases(form.symbol), 1), '1', posts);
    await expectOnlyTheValidPost(page, posts, form.command);
  });
}
