// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { routes } from '../routes';
import { defaultSettings } from '../../settings/defaults';
import { AppProviders } from './AppProviders';

// The wallet chunk does not download (offline, or a new version was deployed meanwhile). Vitest
// rewords the error, so the test checks where the error page shows, not its words.
vi.mock('./ChainProviders', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ChainProviders.js');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('a wallet chunk that fails to download is reported inside the layout, header kept', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs caught errors
  render(
    <AppProviders defaults={defaultSettings({})}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/claim'] })} />
    </AppProviders>,
  );
  // Asked for when the visitor connects (no page needs it first).
  await userEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1, name: /went wrong|could not be loaded/ });
  expect(within(main).getByRole('button', { name: 'Reload page' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /Network: Sandbox/ })).toBeTruthy();
});
