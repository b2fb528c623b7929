// @vitest-environment jsdom
import '../../flow/testing/nodeBytes';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowPanel, useFlows } from '../../flow';
import { createFlow } from '../../flow/machine';
import { createDefinition } from '../../flow/testing/definitions';
import {
  flowTestWorld,
  renderWithFlows,
  TEST_API_BASE,
  TEST_CLUSTER,
} from '../../flow/testing/renderWithFlows';
import type { Flow } from '../../flow';
import { useState } from 'react';
import { UnfinishedFlowsNotice } from './UnfinishedFlowsNotice';

vi.mock('../../notifications/toasts', () => import('../../flow/testing/toasts'));

afterEach(cleanup);

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
  const world = flowTestWorld();
  const { wallet, journal } = world;
  const ctx = {
    cluster: TEST_CLUSTER,
    apiBase: TEST_API_BASE,
    wallet: wallet.address,
    at: 1,
    id: '',
  };
  for (const f of saved(ctx)) journal.save(f);
  renderWithFlows(<OperationPage wallet={wallet.address} />, world);
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
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Back to the form' })).not.toBeNull(),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Resume/ })).toBeNull());
    // Left via "Back to the form": dismissed, so not offered either.
    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy());
    expect(screen.queryByRole('link', { name: /^Resume/ })).toBeNull();
  });
});
