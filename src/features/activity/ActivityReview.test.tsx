// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { FlowProvider, useFlows } from '../../flow';
import { createJournal, memoryStorage } from '../../flow/journal';
import { memoryTabLock } from '../../flow/tabLock';
import { createDefinition } from '../../flow/testing/definitions';
import { FakeApi, FakeChain, FakeClock, FakeWallet, until } from '../../flow/testing/fakes';
import ActivityPage from './ActivityPage';

// jsdom brings its own Uint8Array; web3.js and noble check bytes against Node's (Buffer's).
vi.hoisted(() => {
  const NodeBuffer = (globalThis as unknown as { Buffer: { prototype: object } }).Buffer;
  globalThis.Uint8Array = Object.getPrototypeOf(NodeBuffer.prototype).constructor;
});
vi.mock('sonner', () => ({
  toast: { loading() {}, success() {}, error() {}, warning() {}, dismiss() {} },
}));

afterEach(cleanup);

it('a flow waiting for review shows its review on the activity page, and confirms from there', async () => {
  const log: string[] = [];
  const clock = new FakeClock();
  const chain = new FakeChain(clock, log);
  const wallet = new FakeWallet(log);
  const api = new FakeApi(chain, wallet, log);
  function Prepare() {
    const { prepare } = useFlows();
    return <button onClick={() => prepare(createDefinition(wallet.address))}>Prepare</button>;
  }
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <FlowProvider
          wallet={wallet.address}
          cluster="http://rpc"
          apiBase="http://api"
          deps={{
            chain,
            post: (f) => api.post(f),
            wallet,
          }}
          explorerTxUrl={(s) => `https://explorer.test/tx/${s}`}
          explorerName="Test Explorer"
          clock={clock}
          journal={createJournal(memoryStorage())}
          lock={memoryTabLock()}
        >
          <Prepare />
          <ActivityPage />
        </FlowProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Prepare' }));
  const unfinished = await screen.findByRole('region', { name: 'Unfinished (1)' });
  await act(() => until(() => within(unfinished).queryByText('Confirm and sign') !== null));
  expect(unfinished.textContent).toContain('Ready for your review');
  expect(within(unfinished).getByRole('region', { name: '1. Create the basket' })).toBeTruthy();
  expect(wallet.prompts).toBe(0);

  await userEvent.click(within(unfinished).getByRole('button', { name: 'Confirm and sign' }));
  await act(() => until(() => screen.queryByRole('region', { name: 'Completed (1)' }) !== null));
  expect(wallet.prompts).toBe(1); // the three in one approval
});
