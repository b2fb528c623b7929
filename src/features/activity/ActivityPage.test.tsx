// @vitest-environment jsdom
import '../../flow/testing/nodeBytes';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFlow } from '../../flow/machine';
import type { Flow, Step } from '../../flow/types';
import { createDefinition, depositDefinition } from '../../flow/testing/definitions';
import {
  flowTestWorld,
  renderWithFlows,
  TEST_API_BASE,
  TEST_CLUSTER,
} from '../../flow/testing/renderWithFlows';
import { WalletTestProviders } from '../../wallet/testing';
import ActivityPage from './ActivityPage';
import { RecentActivity } from './RecentActivity';

vi.mock('../../notifications/toasts', () => import('../../flow/testing/toasts'));

afterEach(cleanup);

function setup() {
  const world = flowTestWorld();
  const { wallet, journal, clock } = world;
  const ctx = { cluster: TEST_CLUSTER, apiBase: TEST_API_BASE, wallet: wallet.address };
  // A finished deposit, and a create flow interrupted before its first request (a reload).
  const deposit = createFlow(depositDefinition(wallet.address), { ...ctx, id: 'done', at: 1 });
  const signed = {
    signature: 'sig',
    blockhash: 'hash',
    lastValidBlockHeight: 1,
    sentBy: 'app' as const,
  };
  const done: Flow = {
    ...deposit,
    steps: deposit.steps.map((s): Step =>
      s.kind === 'tx'
        ? { ...s, status: 'confirmed', signed, confirmedAt: 2 }
        : { ...s, status: 'done', baseline: '0', startedAt: 2, deadline: 3, doneAt: 3 },
    ),
  };
  journal.save(done);
  journal.save(
    createFlow(createDefinition(wallet.address), { ...ctx, id: 'open', at: clock.now() }),
  );
  // Another wallet's flow must not show.
  journal.save(
    createFlow(createDefinition('Other'), { ...ctx, wallet: 'Other', id: 'other', at: 3 }),
  );
  renderWithFlows(
    <WalletTestProviders wallets={[]}>
      <ActivityPage />
      <RecentActivity />
    </WalletTestProviders>,
    world,
  );
  return { wallet, journal };
}

describe('ActivityPage', () => {
  it('lists the wallet’s unfinished and completed flows on this cluster with their state', async () => {
    setup();
    const unfinished = screen.getByRole('region', { name: 'Unfinished (1)' });
    // The timeline's view loads with the flow engine's (ActivityPage.tsx).
    expect(
      await within(unfinished).findByRole('heading', { name: 'Create basket BSKT' }),
    ).toBeTruthy();
    expect(unfinished.textContent).toContain('Not started');
    const completed = screen.getByRole('region', { name: 'Completed (1)' });
    expect(completed.textContent).toContain('Deposit 10 USDC');
    expect(completed.textContent).toContain('Completed');
    expect(document.body.textContent).not.toContain('Other');
  });

  it('Resume runs an interrupted flow to the end; Dismiss removes a flow from the list', async () => {
    const { wallet, journal } = setup();
    const unfinished = screen.getByRole('region', { name: 'Unfinished (1)' });
    await userEvent.click(
      within(unfinished).getByRole('button', { name: 'Resume Create basket BSKT' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Completed (2)' })).not.toBeNull(),
    );
    await waitFor(() => expect(wallet.prompts).toBe(1)); // the three in one approval
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss Deposit 10 USDC' })[0]!);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Completed (1)' })).toBeTruthy());
    expect(journal.get(wallet.address, TEST_CLUSTER, 'done')?.dismissed).toBe(true);
  });

  it('RecentActivity offers Resume for an interrupted flow and links to all activity', async () => {
    setup();
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    expect(within(recent).getByRole('button', { name: 'Resume Create basket BSKT' })).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'All activity' }).getAttribute('href')).toBe(
      '/activity',
    );
  });
});
