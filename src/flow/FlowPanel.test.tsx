// @vitest-environment jsdom
import './testing/nodeBytes';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VersionedTransaction } from '@solana/web3.js';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { useFlows } from './FlowContext';
import { FlowPanel } from './FlowPanel';
import type { SimulationPort } from './simulate';
import { createDefinition } from './testing/definitions';
import { flowTestWorld, renderWithFlows } from './testing/renderWithFlows';
import { toastCalls } from './testing/toasts';
import { SimulationPortContext } from './useTxChecks';

vi.mock('../notifications/toasts', () => import('./testing/toasts'));

afterEach(cleanup);

const BEFORE = 3_000_000_000n;
const FEE = 5_000n;

/** The fake API’s transfer amount is 1000 + step index (+ 10 per `variant`): its last digit is the step. */
function stepIndex(tx: VersionedTransaction): number {
  const data = tx.message.compiledInstructions[0]!.data;
  const lamports = new DataView(data.buffer, data.byteOffset).getBigUint64(4, true);
  return Number(lamports % 10n);
}

/** Step 1 simulates; later steps fail like transactions whose accounts don't exist yet. */
function fakeSimulation(wallet: string): SimulationPort & { simulated: number[] } {
  const simulated: number[] = [];
  return {
    simulated,
    async simulate(tx, addresses) {
      const step = stepIndex(tx);
      simulated.push(step);
      if (step > 0) {
        return { err: { InstructionError: [0, 'UninitializedAccount'] }, logs: [], accounts: null };
      }
      return {
        err: null,
        logs: ['Program 11111111111111111111111111111111 success'],
        unitsConsumed: 150,
        accounts: addresses.map((a) =>
          a === wallet
            ? {
                lamports: BEFORE - FEE - 1_010n,
                owner: '11111111111111111111111111111111',
                data: new Uint8Array(),
              }
            : null,
        ),
      };
    },
    getLamports: async (addresses) => addresses.map((a) => (a === wallet ? BEFORE : null)),
    getTokenAccounts: async () => [],
    getMintDecimals: async () => null,
    getFee: async () => FEE,
    getRentExemption: async () => 2_039_280n,
  };
}

function setup() {
  const world = flowTestWorld();
  const { wallet } = world;
  const simulation = fakeSimulation(wallet.address);
  const backs: string[] = [];
  function CreatePage() {
    const flows = useFlows();
    const [flowId, setFlowId] = useState<string>();
    return (
      <>
        <div hidden={flowId !== undefined}>
          <button onClick={() => setFlowId(flows.prepare(createDefinition(wallet.address)))}>
            Review
          </button>
        </div>
        {flowId ? (
          <FlowPanel
            id={flowId}
            renderSuccess={(flow) => <p>Success view for {flow.title}</p>}
            onBackToForm={() => {
              backs.push(flowId);
              setFlowId(undefined);
            }}
          />
        ) : null}
        <p>Active flows: {flows.flows.length}</p>
      </>
    );
  }
  renderWithFlows(
    <SimulationPortContext.Provider value={simulation}>
      <CreatePage />
    </SimulationPortContext.Provider>,
    world,
    { sendingPlan: { mode: 'app', wallet: 'Fake Wallet', oneApproval: true } },
  );
  return { ...world, simulation, backs };
}

const text = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

describe('FlowPanel — review', () => {
  it('lists each transaction with its simulation and cost, and signs nothing before Confirm', async () => {
    const { wallet, simulation } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(text()).toContain('Ready for your review'));
    await waitFor(() =>
      expect(simulation.simulated.length === 3 && text().includes('SOL')).toBe(true),
    );

    await waitFor(() =>
      expect(text()).toContain(
        'Fake Wallet will ask you once to approve all 3 transactions: 1. Create the basket; 2. Set the composition; 3. Activate the basket. This app then sends them one at a time, each confirmed on chain before the next.',
      ),
    );
    const first = screen.getByRole('region', { name: '1. Create the basket' });
    expect(within(first).getByText('Fee payer')).toBeTruthy();
    expect(within(first).getByText('Simulation succeeded')).toBeTruthy();
    const changes = within(first).getByRole('table', { name: 'Your balance changes (simulated)' });
    const sol = within(changes).getByRole('rowheader', { name: 'SOL' }).closest('tr')!;
    expect(sol.textContent).toContain('3'); // before
    expect(sol.textContent).toContain('2.99999399'); // after: fee and the transfer
    expect(sol.textContent).toContain('−0.00000601');
    expect(within(first).getByText(/network fee 0.000005 SOL/)).toBeTruthy();
    // Later steps depend on the first: labelled, not shown as failures.
    for (const [n, label] of [
      [2, 'Set the composition'],
      [3, 'Activate the basket'],
    ] as const) {
      const region = screen.getByRole('region', { name: `${n}. ${label}` });
      expect(within(region).queryByText('Simulation failed')).toBeNull();
      expect(text()).toContain(`Simulated after step ${n - 1} confirms.`);
    }
    expect(text()).toContain('Estimated cost: 0.000015 SOL');
    expect(wallet.prompts).toBe(0);
    expect(screen.getByRole('button', { name: 'Back to the form' })).toBeTruthy();

    // A double click on Confirm starts one run.
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm and sign' }));
    await waitFor(() => expect(text()).toContain('Success view for Create basket BSKT'));
    await waitFor(() => expect(wallet.prompts).toBe(1)); // the three in one approval
    expect(screen.getAllByText('Confirmed')).toHaveLength(3);
  });

  it('Back to the form drops the unsigned flow and returns to the form', async () => {
    const { backs } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(text()).toContain('Ready for your review'));
    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(backs).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
    expect(text()).toContain('Active flows: 0');
  });
});

describe('FlowPanel — API error', () => {
  it('shows the whole body with Retry and Back to the form; Retry reaches the review', async () => {
    const { api, wallet } = setup();
    api.failWith = new ApiError({
      kind: 'unsuccessful',
      message: 'Deposits into this basket are paused',
      command: 'create',
      url: 'http://api/baskets/create',
      status: 422,
      body: {
        success: false,
        error: { code: 'BASKET_PAUSED', message: 'Deposits into this basket are paused' },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeNull());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('BASKET_PAUSED');
    expect(alert.textContent).toContain('Deposits into this basket are paused');
    expect(screen.queryByRole('button', { name: 'Confirm and sign' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the form' })).toBeTruthy();

    api.failWith = undefined;
    // Retry is busy until the failed attempt has finished; a person clicks it once it is not.
    const retry = screen.getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveProperty('disabled', false));
    await userEvent.click(retry);
    await waitFor(() => expect(text()).toContain('Ready for your review'));
    await waitFor(() => expect(api.posts).toHaveLength(2));
    expect(wallet.prompts).toBe(0);
    // The retry's "preparing" toast ends when the review is on screen.
    expect(toastCalls.at(-1)?.kind).toBe('dismiss');
  });
});

// docs/flow-engine.md rule 12 as the user sees it.
describe('FlowPanel — what the intent check found', () => {
  it('lists under each transaction what it was checked to do', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByRole('region', { name: '1. Create the basket' });
    await waitFor(() => expect(text()).toContain('Checked against your request:'));
    expect(text()).toContain('Does what “Create the basket” asked.');
    expect(text()).toContain('Does what “Activate the basket” asked.');
  });

  it('a refused answer says so, signs nothing, and Back to the form keeps the form', async () => {
    const { intent, wallet, backs } = setup();
    intent.refusal = { stepKey: 'create', reason: 'it would let 4Hk…Zq spend your USDC' };
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'This app stopped the Basket API’s answer before your wallet saw it',
    );
    expect(alert.textContent).toContain(
      'The transaction it sent does not do what you asked: it would let 4Hk…Zq spend your USDC. Nothing was signed or sent.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm and sign' })).toBeNull();
    expect(wallet.prompts).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(backs).toHaveLength(1));
  });

  it('a fresh answer that changed is reviewed again, with what changed', async () => {
    const { api, chain, wallet } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(text()).toContain('Ready for your review'));
    chain.expireBlockhashes();
    api.variant = 1;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    const notice = await screen.findByText(
      'The Basket API’s fresh transaction is not the one you confirmed',
    );
    expect(notice.closest('[role="status"]')?.textContent).toContain(
      '“Create the basket”: its System transfer instruction names other accounts or amounts',
    );
    expect(wallet.prompts).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await waitFor(() => expect(text()).toContain('Success view for Create basket BSKT'));
  });
});
