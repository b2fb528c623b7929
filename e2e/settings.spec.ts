// Settings persist in the browser and refuse bad addresses at the field.
import { expect, test } from './fixtures';

// A loopback port nothing listens on: the app may try it, nothing answers.
const CUSTOM_RPC = 'http://127.0.0.1:9';

test('a custom RPC URL survives a reload', async ({ app, page, network }) => {
  network.allow(CUSTOM_RPC);
  network.allow('ws://127.0.0.1:10'); // the WebSocket URL derived from it
  await app.goto('/settings');
  await page.getByLabel('Network').selectOption({ label: 'Custom' });
  await page.getByLabel('RPC URL').fill(CUSTOM_RPC);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Network')).toHaveValue('custom');
  await expect(page.getByLabel('RPC URL')).toHaveValue(CUSTOM_RPC);
  await expect(page.getByLabel('WebSocket URL')).toHaveValue('ws://127.0.0.1:10');
});

test('an invalid URL is refused at the field and nothing is saved', async ({ app, page }) => {
  await app.goto('/settings');
  const rpc = page.getByLabel('RPC URL');
  const saved = await rpc.inputValue();

  await rpc.fill('rpc.example');
  await rpc.blur();
  await expect(rpc).toHaveAttribute('aria-invalid', 'true');
  await expect(rpc).toHaveAccessibleDescription(/Enter a full http:\/\/ or https:\/\/ URL/);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(rpc).toHaveValue('rpc.example'); // the user's text stays for them to fix

  await page.reload();
  await expect(page.getByLabel('RPC URL')).toHaveValue(saved);
});

test('an invalid Basket API URL and host platform address are refused at their fields', async ({ app, page }) => {
  await app.goto('/settings');
  const api = page.getByLabel('Basket API URL');
  await api.fill('ftp://127.0.0.1/api');
  await api.blur();
  await expect(api).toHaveAccessibleDescription(/Enter a full http:\/\/ or https:\/\/ URL/);

  const host = page.getByLabel('Host platform address');
  await host.fill('not-an-address');
  await host.blur();
  await expect(host).toHaveAttribute('aria-invalid', 'true');
});

// The key field says why it emptied; what is saved is the new address without the old key.
test('a Jupiter URL moved to another host takes its key away, and says so', async ({ app, page, network, sandbox }) => {
  network.allow(CUSTOM_RPC); // Jupiter's new address: nothing answers there
  await app.goto('/settings');
  const url = page.getByLabel('Jupiter API URL');
  const key = page.getByLabel('Jupiter API key');
  await key.fill('my-key');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();

  await url.fill(CUSTOM_RPC);
  await expect(key).toHaveValue('');
  const origin = new URL(sandbox.apiUrl).origin;
  await expect(key).toHaveAccessibleDescription(new RegExp(`The key was cleared: it was given for ${origin.replace(/[./]/g, '\\$&')}`));
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Jupiter API URL')).toHaveValue(CUSTOM_RPC);
  await expect(page.getByLabel('Jupiter API key')).toHaveValue('');
});
