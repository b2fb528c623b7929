// Create a basket through the UI on the sandbox: the three transactions reviewed, signed in order
// and confirmed; then the basket is checked on chain (its state, the token's Metaplex metadata,
// vault token accounts), in the sandbox's index, and in the portfolio.
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { BASKETS_PROGRAM_ID, BASKETS_PROGRAM_PDA } from '../src/solana/basketsProgram/addresses';
import { expect, test } from './fixtures';
import { expectRefusedThenBack, refuseApi } from './support/api-refusal';
import { USDC, WSOL } from './support/chain';
import { indexedBasket } from './support/sandbox-index';
import { confirmReview, expectFormWithoutWallet, fillCreateBasket, timelineStep } from './support/ui';
import { screenshotWidths } from './support/screens';

const STEPS = ['Create the basket', 'Set up the composition', 'Activate the basket'];
/** The metadata document's host: the creator's own, which the app reads for the token's image. */
const METADATA_HOST = 'https://example.com';

// Once the basket exists, its token's logo comes from the metadata document at the URI the
// creator typed (src/tokens/metadataImage.ts): a host the creator chose. It answers here as a host
// without that file does, so the test reaches no real host.
test.beforeEach(async ({ page, network }) => {
  network.allow(METADATA_HOST);
  await page.route(`${METADATA_HOST}/**`, (route) => route.fulfill({ status: 404 }));
});

async function fillCreateForm(page: Page, symbol: string) {
  await fillCreateBasket(page, {
    symbol,
    name: 'End to end basket',
    rows: [
      ['USDC', '60'],
      ['wSOL', '40'],
    ],
  });
  await page.getByRole('textbox', { name: /^Metadata URI/ }).fill(`${METADATA_HOST}/e2e.json`);
  await page.getByRole('textbox', { name: /^Deposit fee/ }).fill('75');
}

/** The value of a `<dt>term</dt><dd>…</dd>` pair on the page. */
function fact(page: Page, term: string) {
  return page.locator(`dt:text-is("${term}") + dd`);
}

test('a creator reviews, signs three and the basket is on chain', async ({ app, page, chain, sandbox, wallet, axe, network, given }) => {
  // The portfolio shows the basket token held after the deposit below, with the image of the
  // metadata document its URI names: the app asks that host (offline it fails, initials shown).
  network.allow('https://example.com/e2e.json');
  await given.funds();
  await app.gotoConnected('/create');
  await expect(page.getByRole('textbox', { name: /^Creator/ })).toHaveValue(wallet.address);
  await expect(page.getByRole('textbox', { name: /^Host platform(?! fee)/ })).toHaveValue('4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG');
  await fillCreateForm(page, 'E2EB');
  await expect(page.getByRole('img', { name: /Basket composition/ })).toBeVisible();
  await axe.expectNoViolations();

  await page.getByRole('button', { name: 'Review' }).click();
  for (const [i, label] of STEPS.entries()) {
    const card = page.getByRole('region', { name: `${i + 1}. ${label}` });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.locator('dt:text-is("Fee payer") + dd')).toContainText('You');
  }
  expect(wallet.calls.signTransaction).toBe(0);
  await axe.expectNoViolations();

  await confirmReview(page);
  for (const label of STEPS) {
    await expect(timelineStep(page, label)).toContainText('Confirmed', { timeout: 30_000 });
  }
  await expect(page.getByRole('heading', { name: 'Your basket E2EB is live' })).toBeVisible();
  // The wallet was asked once, for all three signatures; they were sent in order.
  expect(wallet.calls.signTransaction).toBe(1);
  expect(wallet.signedSignatures).toHaveLength(3);
  // Each landed in a later slot than the one before it (each confirmed before the next was sent).
  const { value: landed } = await chain.connection.getSignatureStatuses([...wallet.signedSignatures], { searchTransactionHistory: true });
  const slots = landed.map((s) => s?.slot ?? -1);
  expect(slots.every((slot, i) => slot > 0 && (i === 0 || slot >= (slots[i - 1] ?? 0)))).toBe(true);

  const basket = (await fact(page, 'Basket address').locator('code').textContent()) ?? '';
  const mint = (await fact(page, 'Basket token mint').locator('code').textContent()) ?? '';
  expect(basket).not.toBe(mint);

  // On chain: the basket state, owned by the Basket program, an SPL Token mint, and the mint's
  // Metaplex metadata carrying what was typed in the form, updated through the program.
  expect(await chain.accountOwner(basket)).toBe(BASKETS_PROGRAM_ID.toBase58());
  expect(await chain.accountOwner(mint)).toBe(TOKEN_PROGRAM_ID.toBase58());
  expect(await chain.tokenMetadata(mint)).toMatchObject({
    name: 'End to end basket',
    symbol: 'E2EB',
    uri: 'https://example.com/e2e.json',
    updateAuthority: BASKETS_PROGRAM_PDA.toBase58(),
  });

  // The sandbox's index: active, created by this wallet, with the settings of the form.
  const indexed = await indexedBasket(sandbox.apiUrl, basket);
  expect(indexed).toMatchObject({
    creator: wallet.address,
    mint,
    status: 'active',
    composition: [
      { token: USDC, weight: 60 },
      { token: WSOL, weight: 40 },
    ],
  });
  expect(indexed.settings).toMatchObject({ depositFee: 75, type: 1, rebalanceThreshold: 300 });

  // Vault token accounts: a deposit lands in them; each is a token account of its mint on chain.
  await given.command('deposit', { basket, amount: 10 });
  let holdings: { mint: string; vault: string }[] = [];
  await expect
    .poll(
      async () => {
        holdings = (await indexedBasket(sandbox.apiUrl, basket)).holdings;
        return holdings.map((h) => h.mint).sort();
      },
      { timeout: 30_000 },
    )
    .toEqual([USDC, WSOL].sort());
  for (const holding of holdings) {
    const info = await chain.connection.getParsedAccountInfo(new PublicKey(holding.vault), 'confirmed');
    expect(info.value?.owner.toBase58()).toBe(TOKEN_PROGRAM_ID.toBase58());
    const parsed = info.value?.data as { parsed?: { info?: { mint?: string } } };
    expect(parsed.parsed?.info?.mint).toBe(holding.mint);
  }

  // Saved to the portfolio, with its actions.
  await page.getByRole('link', { name: 'Portfolio' }).first().click();
  const card = page.getByRole('region', { name: 'E2EB — End to end basket' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/You created it/)).toBeVisible();
  await expect(card.getByRole('img', { name: /E2EB composition/ })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/edit?basket=${basket}`);
  await expect(card.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', `/deposit?basket=${basket}`);
});

test('an API refusal shows what the service said and keeps everything the user typed', async ({ app, page, wallet, given }) => {
  // Fault injection: the Basket API refuses the create request.
  await refuseApi(page, 'create', {
    status: 400,
    code: 'SYMBOL_TAKEN',
    message: 'A basket with this symbol already exists',
  });
  await given.funds();
  await app.gotoConnected('/create');
  await fillCreateForm(page, 'KEEPME');
  await page.getByRole('button', { name: 'Review' }).click();

  const said = page.getByText(/A basket with this symbol already exists/).first();
  await expectRefusedThenBack(page, wallet, said);
  await expect(page.getByRole('textbox', { name: /^Symbol/ })).toHaveValue('KEEPME');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('End to end basket');
  await expect(page.getByRole('textbox', { name: /^Deposit fee/ })).toHaveValue('75');
  await expect(page.getByRole('combobox', { name: 'Token 1', exact: true })).toHaveValue('USDC');
  await expect(page.getByRole('textbox', { name: 'Weight 2 (%)' })).toHaveValue('40');
});

test('without a wallet the create page says to connect first and still shows the form', async ({ app, page }) => {
  const symbol = page.getByRole('textbox', { name: /^Symbol/ });
  await expectFormWithoutWallet(app, '/create', symbol);
  await expect(page.getByRole('textbox', { name: /^Creator/ })).toHaveValue('No wallet connected');
  await symbol.fill('ab');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText(/Symbol must be 3–10 letters or digits/)).toBeVisible();
  await screenshotWidths(page, 'create');
});

test('the metadata helper makes the JSON file for the URI, downloaded from the browser', async ({ app, page }) => {
  await app.goto('/create');
  await page.getByRole('textbox', { name: /^Symbol/ }).fill('DEFI5');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Solana DeFi Five');
  await page.getByText('Make the metadata file for the URI').click();
  await page.getByRole('textbox', { name: /^Description/ }).fill('Five DeFi tokens.');
  await page.getByRole('textbox', { name: /^Image address/ }).fill('logo.png');
  await expect(page.getByText(/Image must be a full address/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download metadata file' })).toBeDisabled();
  await page.getByRole('textbox', { name: /^Image address/ }).fill('https://example.com/defi5.png');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download metadata file' }).click()]);
  expect(download.suggestedFilename()).toBe('defi5-metadata.json');
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(JSON.parse(text)).toEqual({
    name: 'Solana DeFi Five',
    symbol: 'DEFI5',
    description: 'Five DeFi tokens.',
    image: 'https://example.com/defi5.png',
  });
});
