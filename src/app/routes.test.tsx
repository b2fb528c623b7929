// @vitest-environment jsdom
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppAt, withAppTestEnvironment } from './testing/renderApp';
import { AppProviders } from './providers/AppProviders';
import { loadChainCode } from './providers/loadChainCode';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';
import { defaultSettings } from '../settings/defaults';

vi.mock('../wallet/hardwareWallets', () => import('../wallet/hardwareWalletsStub'));

const renderAt = renderAppAt;

describe('routes and layout', () => {
  // The wallet code and the pages are lazy chunks, as in the browser; here their first import
  // also compiles them (web3.js, the wallet adapters, the operations' engine parts, each page).
  // Done once up front, the tests wait for React, not the compiler (a busy machine compiles slowly).
  beforeAll(async () => {
    await Promise.all([
      loadChainCode(),
      import('../features/home/HomePage'),
      import('../features/settings/SettingsPage'),
      import('./layout/NotFoundPage'),
    ]);
  }, 120_000);

  withAppTestEnvironment();

  it('home: skip link, main navigation, network badge, connect button, operations', async () => {
    renderAt('/');
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.textContent).toContain('Settings');
    // The places a person comes to; operations on a basket open from where the basket is met.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Explore', '/explore'],
      ['Portfolio', '/baskets'],
      ['Create', '/create'],
      ['Activity', '/activity'],
      ['Settings', '/settings'],
    ]);
    expect(screen.getByRole('link', { name: /Network: Sandbox/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a basket' }).getAttribute('href')).toBe(
      '/create',
    );
    expect(screen.getByRole('heading', { name: 'Test funds' })).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    expect(recent.textContent).toContain('Connect a wallet to see the operations');
  });

  it('no faucet panel off the sandbox; the badge names the network', async () => {
    renderAt('/', defaultSettings({ VITE_CLUSTER: 'mainnet' }));
    await screen.findByRole('heading', { level: 1, name: 'Token baskets on Solana' });
    expect(screen.queryByRole('heading', { name: 'Test funds' })).toBeNull();
    expect(screen.getByRole('link', { name: /Network: Mainnet/ })).toBeTruthy();
  });

  // Operation pages belong to their features; the shell's own lazy page stands for them here.
  it('/settings loads its page lazily', async () => {
    renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByLabelText('RPC URL', { exact: false })).toBeTruthy();
  });

  it('an unknown address shows the not-found page inside the layout', async () => {
    renderAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByText('/no-such-page')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('the Menu button opens and closes the navigation on narrow screens', async () => {
    renderAt('/');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Settings',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('a page that fails shows what happened in the layout, and Try again re-renders it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs caught errors
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('The basket list could not be read');
      return <h1>Flaky page</h1>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Layout,
          children: [{ path: 'flaky', Component: Flaky, errorElement: <RouteError /> }],
        },
      ],
      { initialEntries: ['/flaky'] },
    );
    render(
      <AppProviders defaults={defaultSettings({})}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong on this page' });
    expect(screen.getByText('The basket list could not be read')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    broken = false; // whatever failed is back
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Flaky page' });
  });
});
