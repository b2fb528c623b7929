// @vitest-environment jsdom
import './testing/nodeBytes';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlows } from './FlowContext';
import type { FactsPort } from './ports';
import { createDefinition } from './testing/definitions';
import { flowTestWorld, renderWithFlows } from './testing/renderWithFlows';
import { toastCalls } from './testing/toasts';
import { Timeline } from './Timeline';

vi.mock('../notifications/toasts', () => import('./testing/toasts'));

beforeEach(() => {
  toastCalls.length = 0;
});
afterEach(cleanup);

function setup(facts?: FactsPort) {
  const world = flowTestWorld();
  const { wallet } = world;
  function ConfirmCreate() {
    const { start, flows, ready } = useFlows();
    const [started, setStarted] = useState<string[]>([]);
    return (
      <>
        <button
          disabled={!ready}
          onClick={() => setStarted((s) => [...s, start(createDefinition(wallet.address))])}
        >
          Confirm
        </button>
        <p>Started: {new Set(started).size}</p>
        {flows.map((f) => (
          <Timeline key={f.id} flow={f} />
        ))}
      </>
    );
  }
  return renderWithFlows(<ConfirmCreate />, world, facts ? { facts } : {});
}

const text = () => document.body.textContent ?? '';

describe('FlowProvider', () => {
  it('a double-clicked Confirm starts one flow, which runs to completion in the timeline', async () => {
    const { wallet, api } = setup();
    let answer!: () => void;
    wallet.hold = new Promise<void>((r) => (answer = r)); // the wallet prompt is open
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(text()).toContain('Started: 1'));
    expect(text()).toContain('Waiting for your approval in the wallet');
    wallet.hold = undefined;
    answer();
    expect(screen.getAllByRole('heading', { name: 'Create basket BSKT' })).toHaveLength(1);
    await waitFor(() => expect(text()).toContain('all 3 steps done'));
    await waitFor(() => expect(api.posts).toHaveLength(1));
    expect(wallet.prompts).toBe(1); // the three in one approval
    expect(screen.getAllByText('Confirmed')).toHaveLength(3);
    // One toast per flow, updated in place.
    expect(new Set(toastCalls.map((c) => c.id)).size).toBe(1);
    expect(toastCalls.at(-1)?.kind).toBe('success');
  });

  it('what the operation reads of each transaction is listed under its step, with its state', async () => {
    setup({
      fromResponse: () => ({}),
      fromConfirmed: () => ({}),
      partsOf: (_flow, key, tx) => [`${key}: ${tx.message.compiledInstructions.length} ix`],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(text()).toContain('all 3 steps done'));
    const parts = screen.getByRole('list', { name: 'In “Create the basket”' });
    expect(parts.textContent?.trim()).toBe('create: 1 ix: Confirmed');
  });

  it('a rejection ends the toast instead of raising one, and Retry completes', async () => {
    const { wallet } = setup();
    wallet.script = ['reject'];
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(text()).toContain('Not approved in the wallet'));
    await waitFor(() => expect(toastCalls.at(-1)?.kind).toBe('dismiss'));
    await waitFor(() =>
      expect(toastCalls.some((c) => c.kind === 'error' || c.kind === 'warning')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try “Create the basket” again' }));
    await waitFor(() => expect(text()).toContain('all 3 steps done'));
  });
});
