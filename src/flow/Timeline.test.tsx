// @vitest-environment jsdom
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFlow, reduce, type FlowEvent } from './machine';
import { createDefinition, depositDefinition } from './testing/definitions';
import { TimelineView } from './Timeline';
import type { Flow, FlowDefinition } from './types';

afterEach(cleanup);

function expectText(el: Element, text: string | RegExp) {
  const content = (el.textContent ?? '').replace(/\s+/g, ' ');
  if (typeof text === 'string') expect(content).toContain(text);
  else expect(content).toMatch(text);
}

const W = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const SIG =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const T0 = 1_700_000_000_000;
/** A new flow of `def` for wallet W at T0, on the test cluster and API. */
const flowOf = (def: FlowDefinition, id: string) =>
  createFlow(def, { id, cluster: 'rpc', apiBase: 'api', wallet: W, at: T0 });
const run = (f: Flow, ...events: FlowEvent[]) => events.reduce(reduce, f);
const tx = { base64: 'AA==', receivedAt: T0, blockhash: 'hash', lastValidBlockHeight: 100 };
const signedTx = {
  signature: SIG,
  base64: 'AA==',
  blockhash: 'hash',
  lastValidBlockHeight: 100,
  sentBy: 'app' as const,
};

const created = () =>
  run(
    flowOf(createDefinition(W), 'f1'),
    { type: 'post-started', at: T0 },
    { type: 'post-succeeded', at: T0, txs: { create: tx, composition: tx, restructure: tx } },
  );
const awaiting = () =>
  reduce(created(), { type: 'sign-requested', stepKeys: ['create'], at: T0 + 1_000 });
const sending = () =>
  reduce(awaiting(), {
    type: 'signed',
    at: T0 + 2_000,
    signed: [{ stepKey: 'create', tx: signedTx }],
  });
const confirming = () => reduce(sending(), { type: 'sent', stepKey: 'create', at: T0 + 2_500 });
const confirmedFirst = () =>
  reduce(confirming(), { type: 'confirmed', stepKey: 'create', at: T0 + 5_000 });

function show(flow: Flow, opts: { running?: boolean; now?: number; elsewhere?: boolean } = {}) {
  const onRetry = vi.fn();
  const onResume = vi.fn();
  render(
    <TimelineView
      flow={flow}
      now={opts.now ?? T0 + 10_000}
      running={opts.running ?? true}
      elsewhere={opts.elsewhere}
      explorerTxUrl={(s) => `https://explorer.test/tx/${s}`}
      explorerName="Test Explorer"
      onRetry={onRetry}
      onResume={onResume}
    />,
  );
  return { onRetry, onResume };
}

const stepItem = (n: number) => screen.getAllByRole('listitem')[n - 1]!;

describe('Timeline', () => {
  it('shows every step from the start, in an ordered list, with state in words', () => {
    show(created());
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expectText(stepItem(1), 'Create the basket');
    expectText(stepItem(3), 'Activate the basket');
    for (let i = 1; i <= 3; i++) expectText(stepItem(i), 'Not started');
    expect(screen.getByRole('heading', { name: 'Create basket BSKT' })).toBeTruthy();
  });

  it('awaiting signature: asks for approval and shows the elapsed time', () => {
    show(awaiting(), { now: T0 + 8_000 });
    expectText(stepItem(1), 'Waiting for your approval in the wallet');
    expectText(stepItem(1), '7 s so far');
    expect(stepItem(1).getAttribute('aria-current')).toBe('step');
    expectText(
      screen.getByRole('status'),
      'Create basket BSKT, step 1 of 3, Create the basket: Waiting for your approval in the wallet.',
    );
  });

  it('awaiting signature but not running in this tab (after a reload): paused, no clock', () => {
    const { onResume } = show(awaiting(), { now: T0 + 8_000, running: false });
    expectText(stepItem(1), 'Paused — resume to sign');
    expect(stepItem(1).textContent).not.toContain('Waiting for your approval');
    expect(stepItem(1).textContent).not.toMatch(/so far/);
    expectText(
      screen.getByRole('status'),
      'Create basket BSKT, step 1 of 3, Create the basket: Paused — resume to sign.',
    );
    expect(screen.getByRole('button', { name: 'Resume Create basket BSKT' })).toBeTruthy();
    expect(onResume).not.toHaveBeenCalled();
  });

  it('sending and confirming show the signature with an explorer link and a copy button', () => {
    show(sending());
    expectText(stepItem(1), 'Sending');
    cleanup();
    show(confirming());
    expectText(stepItem(1), 'Confirming on chain');
    const link = screen.getByRole('link', {
      name: `Transaction ${SIG} on Test Explorer (opens in a new tab)`,
    });
    expect(link.getAttribute('href')).toBe(`https://explorer.test/tx/${SIG}`);
    expect(
      screen.getByRole('button', { name: 'Copy signature of “Create the basket”' }),
    ).toBeTruthy();
  });

  it('confirmed shows how long the step took; the next step becomes current', () => {
    show(confirmedFirst());
    expectText(stepItem(1), 'Confirmed');
    expectText(stepItem(1), 'took 4 s');
    expectText(stepItem(2), 'Not started');
  });

  it('rejected is neutral and offers to try again', async () => {
    const flow = reduce(awaiting(), { type: 'rejected', stepKey: 'create', at: T0 + 3_000 });
    const { onRetry } = show(flow, { running: false });
    expectText(stepItem(1), 'Not approved in the wallet — nothing was sent');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try “Create the basket” again' }));
    await waitFor(() => expect(onRetry).toHaveBeenCalledOnce());
  });

  it('expired offers a fresh transaction', async () => {
    const flow = reduce(confirming(), { type: 'expired', stepKey: 'create', at: T0 + 90_000 });
    const { onRetry } = show(flow, { running: false });
    expectText(stepItem(1), 'Expired before it landed — nothing changed');
    await userEvent.click(
      screen.getByRole('button', { name: 'Get a fresh transaction for “Create the basket”' }),
    );
    await waitFor(() => expect(onRetry).toHaveBeenCalledOnce());
  });

  it('failed shows the on-chain error in words and the program logs in a fold', () => {
    const flow = reduce(confirming(), {
      type: 'failed',
      stepKey: 'create',
      at: T0 + 3_000,
      error: {
        kind: 'chain',
        message: 'Insufficient token balance for this amount.',
        logs: ['Program log: Error: insufficient funds'],
      },
    });
    show(flow, { running: false });
    expectText(stepItem(1), 'Failed');
    expectText(stepItem(1), 'Insufficient token balance for this amount.');
    const fold = screen.getByText('Program logs (1 lines)').closest('details')!;
    expect(fold.open).toBe(false);
    expectText(fold, 'Program log: Error: insufficient funds');
    expect(screen.getByRole('button', { name: 'Retry “Create the basket”' })).toBeTruthy();
  });

  it('a step the simulation refused keeps its signature but links to no explorer', () => {
    const flow = reduce(sending(), {
      type: 'failed',
      stepKey: 'create',
      at: T0 + 3_000,
      error: { kind: 'chain', message: 'Not enough SOL.', logs: [], neverLanded: true },
    });
    show(flow, { running: false });
    expectText(stepItem(1), 'never reached the chain');
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Copy signature of “Create the basket”' }),
    ).toBeTruthy();
  });

  it('a step that failed on chain links its signature to the explorer', () => {
    const flow = reduce(confirming(), {
      type: 'failed',
      stepKey: 'create',
      at: T0 + 3_000,
      error: { kind: 'chain', message: 'Not enough SOL.', logs: [] },
    });
    show(flow, { running: false });
    expect(stepItem(1).textContent).not.toContain('never reached the chain');
    expect(screen.getByRole('link', { name: /^Transaction / })).toBeTruthy();
  });

  it('shows no action buttons while the flow is running in this tab', () => {
    const flow = reduce(awaiting(), { type: 'rejected', stepKey: 'create', at: T0 + 3_000 });
    show(flow, { running: true });
    expect(screen.queryByRole('button', { name: /again/ })).toBeNull();
  });

  it('an unfinished flow not running here offers Resume (or says another tab has it)', async () => {
    const { onResume } = show(confirming(), { running: false });
    expect(
      screen.getByText(/checks each transaction on chain before anything is sent again/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume Create basket BSKT' }));
    await waitFor(() => expect(onResume).toHaveBeenCalledOnce());
    cleanup();
    show(confirming(), { running: false, elsewhere: true });
    expect(screen.getByText(/running in another tab/)).toBeTruthy();
  });

  it('an API failure shows what the service answered and a Retry', async () => {
    const body = { success: false, error: { code: 'BAD_SYMBOL', message: 'Symbol already used' } };
    const flow = run(
      flowOf(createDefinition(W), 'f2'),
      { type: 'post-started', at: T0 },
      {
        type: 'post-failed',
        at: T0,
        error: {
          kind: 'unsuccessful',
          message: 'unsuccessful',
          status: 200,
          body,
          url: 'http://api/baskets/create',
        },
      },
    );
    const { onRetry } = show(flow, { running: false });
    const alert = screen.getByRole('alert');
    expectText(alert, 'Symbol already used');
    expectText(alert, 'BAD_SYMBOL');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry the request' }));
    await waitFor(() => expect(onRetry).toHaveBeenCalledOnce());
  });

  it('the wait step counts down from 3:00, then says it is taking longer and what to do', () => {
    const deposit = run(
      flowOf(depositDefinition(W), 'd'),
      { type: 'post-started', at: T0 },
      { type: 'post-succeeded', at: T0, txs: { deposit: tx } },
      { type: 'wait-baseline', stepKey: 'wait', at: T0, baseline: '0' },
      { type: 'sign-requested', stepKeys: ['deposit'], at: T0 },
      { type: 'signed', at: T0, signed: [{ stepKey: 'deposit', tx: signedTx }] },
      { type: 'confirmed', stepKey: 'deposit', at: T0 + 1_000 },
      { type: 'wait-started', stepKey: 'wait', at: T0 + 1_000, deadline: T0 + 181_000 },
    );
    show(deposit, { now: T0 + 1_000 });
    expectText(stepItem(2), 'Waiting');
    expectText(stepItem(2), '3:00 left');
    cleanup();
    show(deposit, { now: T0 + 31_000 });
    expectText(stepItem(2), '2:30 left');
    cleanup();
    show(reduce(deposit, { type: 'wait-overdue', stepKey: 'wait', at: T0 + 181_000 }), {
      now: T0 + 200_000,
    });
    expectText(stepItem(2), 'Taking longer than expected');
    expectText(stepItem(2), /Keep this page open/);
    cleanup();
    show(reduce(deposit, { type: 'wait-done', stepKey: 'wait', at: T0 + 20_000 }));
    expectText(stepItem(2), 'Done');
    expect(screen.getByText('Deposit 10 USDC: all 2 steps done.').getAttribute('aria-live')).toBe(
      'polite',
    );
  });
});
