// @vitest-environment jsdom
import '../../flow/testing/nodeBytes';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { useFlows } from '../../flow';
import { createDefinition } from '../../flow/testing/definitions';
import { flowTestWorld, renderWithFlows } from '../../flow/testing/renderWithFlows';
import { WalletTestProviders } from '../../wallet/testing';
import ActivityPage from './ActivityPage';

vi.mock('../../notifications/toasts', () => import('../../flow/testing/toasts'));

afterEach(cleanup);

it('a flow waiting for review shows its review on the activity page, and confirms from there', async () => {
  const world = flowTestWorld();
  const { wallet } = world;
  function Prepare() {
    const { prepare } = useFlows();
    return <button onClick={() => prepare(createDefinition(wallet.address))}>Prepare</button>;
  }
  // The page asks the wallet adapter's context for the connected wallet: none here (the flow signs
  // with the world's wallet).
  renderWithFlows(
    <WalletTestProviders>
      <Prepare />
      <ActivityPage />
    </WalletTestProviders>,
    world,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Prepare' }));
  const unfinished = await screen.findByRole('region', { name: 'Unfinished (1)' });
  await waitFor(() => expect(within(unfinished).queryByText('Confirm and sign')).not.toBeNull());
  await waitFor(() => expect(unfinished.textContent).toContain('Ready for your review'));
  expect(within(unfinished).getByRole('region', { name: '1. Create the basket' })).toBeTruthy();
  expect(wallet.prompts).toBe(0);

  await userEvent.click(within(unfinished).getByRole('button', { name: 'Confirm and sign' }));
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Completed (1)' })).not.toBeNull(),
  );
  await waitFor(() => expect(wallet.prompts).toBe(1)); // the three in one approval
});
