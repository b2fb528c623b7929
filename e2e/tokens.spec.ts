// Tokens by name on the sandbox, through the same code path as mainnet: the composition editor
// searches Jupiter's token endpoint (the sandbox serves it for its test tokens), shows logos, the
// verified mark and USD prices; a pasted mint shows its on-chain name; the review values what moves.
// With the Jupiter URL emptied in Settings the app keeps working on the chain's metadata alone.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { indexedBaskets } from './support/sandbox-index';
import { addCompositionRow } from './support/ui';

const tokenBox = (page: Page, n: number) => page.getByRole('combobox', { name: `Token ${n}`, exact: true });
const results = (page: Page, n: number) => page.getByRole('listbox', { name: `Token ${n}: matching tokens` });

function jupiterRequests(urls: readonly string[]): string[] {
  return urls.filter((url) => /\/tokens\/v2\/search|\/price\/v3/.test(new URL(url).pathname));
}

// The review then shows USD values.
test('a token found by part of its name, picked by keyboard, with logo and USD price', async ({ app, page, sandbox, wallet, network }) => {
  await sandbox.fund(wallet.address);
  await app.gotoConnected('/create');
  await page.getByRole('textbox', { name: /^Symbol/ }).fill('TOKS');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Token search basket');
  await addCompositionRow(page, 1);

  // Keyboard only: type part of the name, arrow down to the result, Enter.
  const box = tokenBox(page, 1);
  await box.focus();
  await page.keyboard.type('bon');
  const bonk = results(page, 1).getByRole('option', { name: /^BONK Bonk Verified/ });
  await expect(bonk).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.screenshot({ path: 'test-results/screens/token-picker-open.png' });
  await expect(box).toHaveAttribute('aria-activedescendant', (await bonk.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('BONK');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(jupiterRequests(network.requests).length).toBeGreaterThan(0);

  // Its logo (the sandbox's SVG, loaded: not the initials fallback), the verified mark, the price.
  const logo = page.getByRole('img', { name: 'BONK logo' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(box).toHaveAccessibleDescription(/Bonk\s+✓?\s*Verified\s+\$0\.00002 per token/);

  await page.getByRole('textbox', { name: 'Weight 1 (%)' }).fill('50');
  await addCompositionRow(page, 2);
  await tokenBox(page, 2).fill('usd');
  await results(page, 2)
    .getByRole('option', { name: /^USDC / })
    .click();
  await page.getByRole('textbox', { name: 'Weight 2 (%)' }).fill('50');

  await page.screenshot({ path: 'test-results/screens/token-picker-chosen.png' });
  await page.getByRole('button', { name: 'Review' }).click();
  // The simulated balance changes carry their value in USD (the SOL the transactions cost).
  const changes = page.getByRole('table', { name: 'Your balance changes (simulated)' }).first();
  await expect(changes).toBeVisible({ timeout: 20_000 });
  await expect(changes.getByRole('columnheader', { name: 'Value (USD)' })).toBeVisible();
  await expect(changes.getByRole('row', { name: /^SOL .* −\$[\d.,]+$/ })).toBeVisible();
  await changes.screenshot({ path: 'test-results/screens/review-usd.png' });
});

test('a pasted mint address shows its on-chain name; Jupiter does not know it, so it is unverified', async ({ app, page, sandbox }) => {
  // The demo basket's token: a Token-2022 mint whose metadata extension names it.
  const demo = (await indexedBaskets(sandbox.apiUrl)).find((b) => b.symbol === 'SOLBLUE');
  expect(demo).toBeDefined();
  await app.goto('/create');
  await addCompositionRow(page, 1);
  const box = tokenBox(page, 1);
  await box.fill(demo!.mint);
  const option = results(page, 1).getByRole('option', {
    name: /^SOLBLUE Solana Blue Chips Unverified/,
  });
  await expect(option).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue('SOLBLUE');
  await expect(box).toHaveAccessibleDescription(new RegExp(`Unverified.*Mint ${demo!.mint}`));
});

test('with the Jupiter URL turned off in Settings, names come from the chain and nothing asks Jupiter', async ({ app, page, network }) => {
  await app.goto('/settings');
  const jupiter = page.getByRole('textbox', { name: /^Jupiter API URL/ });
  await expect(jupiter).not.toHaveValue('');
  await jupiter.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Jupiter API URL/ })).toHaveValue('');
  const before = jupiterRequests(network.requests).length;

  await page.getByRole('navigation').getByRole('link', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await addCompositionRow(page, 1);
  const box = tokenBox(page, 1);
  await box.fill('bonk');
  // The chain's Metaplex metadata names it; with Jupiter off nothing says verified or unverified.
  const bonk = results(page, 1).getByRole('option', { name: /^BONK Bonk / });
  await expect(bonk).toBeVisible();
  await expect(bonk).not.toContainText('Verified');
  await box.press('Enter');
  await expect(box).toHaveValue('BONK');
  await expect(box).toHaveAccessibleDescription(/Bonk/);
  await expect(box).not.toHaveAccessibleDescription(/per token/); // no price without Jupiter
  // No logo either: the initials stand in, and no image is named.
  await expect(page.getByRole('img', { name: 'BONK logo' })).toHaveCount(0);

  expect(jupiterRequests(network.requests).slice(before)).toEqual([]);
});
