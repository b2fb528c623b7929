// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowPanel, FlowProvider, useFlows } from '../../flow';
import { createJournal, memoryStorage } from '../../flow/journal';
import { createFlow } from '../../flow/machine';
import { memoryTabLock } from '../../flow/tabLock';
import { createDefinition } from '../../flow/testing/definitions';
import { FakeApi, FakeChain, FakeClock, FakeWallet, until } from '../../flow/testing/fakes';
import type { Flow } from '../../flow';
import { useState } from 'react';
import { UnfinishedFlowsNotice } from './UnfinishedFlowsNotice';

// jsdom brings its own Uint8Array; web3.js and noble check bytes against Node's (Buffer's).
vi.hoisted(() => {
  const NodeBuffer = (globalThis as unknown as { Buffer: { prototype: object } }).Buffer;
  globalThis.Uint8Array = Object.getPrototypeOf(NodeBuffer.prototype).constructor;
});
vi.mock('sonner', () => ({
  toast: { loading() {}, success() {}, error() {}, warning() {}, dismiss() {} },
}));

afterEach(cleanup);

const CLUSTER = 'http://rpc';

/** An operation page in miniature: prepares a flow, shows its review with "Back to the form". */
function OperationPage({ wallet }: { wallet: string }) {
  const { prepare } = useFlows();
  const [flowId, setFlowId] = useState<string>();
  return (
    <>
      <UnfinishedFlowsNotice showing={flowId} />
      {flowId ? (
        <FlowPanel id={flowId} onBackToForm={() => setFlowId(undefined)} />
      ) : (
        <button onClick={() => setFlowId(prepare(createDefinition(wallet, 'NEWB')))}>Review</button>
      )}
    </>
  );
}

function setup(saved: (ctx: Parameters<typeof createFlow>[1] & { wallet: string }) => Flow[]) {
  const clock = new FakeClock();
  const log: string[] = [];
  const chain = new FakeChain(clock, log);
  const wallet = new FakeWallet(log);
  const api = new FakeApi(chain, wallet, log);
  const journal = createJournal(memoryStorage());
  const ctx = { cluster: CLUSTER, apiBase: 'http://api', wallet: wallet.address, at: 1, id: '' };
  for (const f of saved(ctx)) journal.save(f);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FlowProvider
          wallet={wallet.address}
          cluster={CLUSTER}
          apiBase="http://api"
          deps={{
            chain,
            post: (f) => api.post(f),
            wallet,
          }}
          explorerTxUrl={(s) => `https://explorer.test/tx/${s}`}
          explorerName="Test Explorer"
          clock={clock}
          journal={journal}
          lock={memoryTabLock()}
        >
          <OperationPage wallet={wallet.address} />
        </FlowProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { wallet };
}

describe('UnfinishedFlowsNotice', () => {
  it('offers a flow interrupted by a reload, with a named link to resume it in Activity', () => {
    setup((ctx) => [createFlow(createDefinition(ctx.wallet), { ...ctx, id: 'open' })]);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('You have an unfinished Create basket BSKT.');
    const link = screen.getByRole('link', { name: 'Resume Create basket BSKT in Activity' });
    expect(link.textContent).toBe('Resume');
    expect(link.getAttribute('href')).toBe('/activity');
  });

  it('names every unfinished flow when there are several', () => {
    setup((ctx) => [
      createFlow(createDefinition(ctx.wallet, 'AAA'), { ...ctx, id: 'a' }),
      createFlow(createDefinition(ctx.wallet, 'BBB'), { ...ctx, id: 'b', at: 2 }),
    ]);
    expect(screen.getByRole('status').textContent).toMatch(
      /You have 2 unfinished flows: Create basket (BBB|AAA) and Create basket (AAA|BBB)\./,
    );
    expect(screen.getByRole('link', { name: 'Resume them in Activity' })).toBeTruthy();
  });

  it('says nothing without unfinished flows, for the flow the page shows, or one left from its review', async () => {
    setup(() => []);
    expect(screen.queryByRole('link', { name: /^Resume/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    // The page shows this flow's review: no notice about it.
    await act(() => until(() => !!screen.queryByRole('button', { name: 'Back to the form' })));
    expect(screen.queryByRole('link', { name: /^Resume/ })).toBeNull();
    // Left via "Back to the form": dismissed, so not offered either.
    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Resume/ })).toBeNull();
  });
});
