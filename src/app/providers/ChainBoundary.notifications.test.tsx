// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, withAppTestEnvironment } from '../testing/renderApp';

// The chain code is recorded when asked for and never arrives: notifications must not need it.
const loading = vi.hoisted(() => ({ chainRequested: false }));

vi.mock('./ChainProviders', async () => {
  loading.chainRequested = true;
  return new Promise<never>(() => {});
});

vi.mock('../../wallet/hardwareWallets', () => import('../../wallet/hardwareWalletsStub'));

describe('notifications without the chain code', () => {
  withAppTestEnvironment();

  it('saving settings shows its notification on a page that never loaded the wallet code', async () => {
    renderAppAt('/settings');
    const explorer = await screen.findByRole('combobox', { name: 'Explorer' }, { timeout: 60_000 });
    await userEvent.selectOptions(explorer, 'Solscan');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(region).findByText('Settings saved')).toBeTruthy();
    expect(loading.chainRequested).toBe(false);
  }, 120_000);
});
