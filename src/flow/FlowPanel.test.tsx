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
import type { InOrderStep, SimulationPort } from './simulationTypes';
import { createDefinition } from './testing/definitions';
import { flowTestWorld, renderWithFlows } from './testing/renderWithFlows';
import { toastCalls } from './testing/toasts';
import { SimulationPortContext } from './useTxChecks';

vi.mock('../notifications/toasts', () => import('./testing/toasts'));

afterEach(cleanup);

const BEFORE = 3_000_000_000n;
const FEE = 5_000n;

/** The fake API’s transfer amount is 1000 + step index (+ 10 per `variant`): its last digit is the step. */
function lamportsOf(tx: VersionedTransaction): bigint {
  const data = tx.message.compiledInstructions[0]!.data;
  return new DataView(data.buffer, data.byteOffset).getBigUint64(4, true);
}
const stepIndex = (tx: VersionedTransaction) => Number(lamportsOf(tx) % 10n);

const systemAccount = (lamports: bigint) => ({
  lamports,
  owner: '11111111111111111111111111111111',
  data: new Uint8Array(),
});

/**
 * An RPC that simulates one transaction at a time (no simulateBundle): step 1 simulates; later
 * steps fail like transactions whose accounts don't exist yet.
 */
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
          a === wallet ? systemAccount(BEFORE - FEE - 1_010n) : null,
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

/**
 * An RPC that simulates in order (simulateBundle): each step on what the ones before left; step
 * `failAt` (0-based) fails. `answer` holds the answer until it resolves.
 */
function inOrderSimulation(
  wallet: string,
  { failAt, answer }: { failAt?: number; answer?: Promise<void> } = {},
): SimulationPort & { simulated: number[] } {
  const port = fakeSimulation(wallet);
  return {
    ...port,
    async simulateInOrder(txs, addresses) {
      await answer;
      let lamports = BEFORE;
      const steps: InOrderStep[] = [];
      for (const [i, tx] of txs.entries()) {
        port.simulated.push(i);
        if (i === failAt) {
          const logs = ['Program log: Error: insufficient funds'];
          steps.push({
            err: { InstructionError: [0, { Custom: 1 }] },
            logs,
            before: null,
            after: null,
          });
          return { failure: 'Error processing Instruction 0: custom program error: 0x1', steps };
        }
        const after = lamports - FEE - lamportsOf(tx);
        const at = (held: bigint) =>
          (addresses[i] ?? []).map((a) => (a === wallet ? systemAccount(held) : null));
        steps.push({
          err: null,
          logs: [],
          unitsConsumed: 150,
          before: at(lamports),
          after: at(after),
        });
        lamports = after;
      }
      return { failure: null, steps };
    },
  };
}

function setup(
  simulationOf: (wallet: string) => SimulationPort & { simulated: number[] } = fakeSimulation,
) {
  const world = flowTestWorld();
  const { wallet } = world;
  const simulation = simulationOf(wallet.address);
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
  it('lists each transaction with its simulation and cost, and signs nothing before Confirm (an RPC that simulates one at a time)', async () => {
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
    // Later steps need what the earlier ones write: said as not simulated, not as failures, and
    // they do not hold back Confirm.
    for (const [n, label] of [
      [2, 'Set the composition'],
      [3, 'Activate the basket'],
    ] as const) {
      const region = screen.getByRole('region', { name: `${n}. ${label}` });
      expect(within(region).queryByText('Simulation failed')).toBeNull();
      expect(text()).toContain(`Not simulated: it needs what step ${n - 1} creates.`);
    }
    expect(screen.queryByText(/Signing is on hold/)).toBeNull();
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

describe('FlowPanel — every step simulated, in order (docs/flow-engine.md rule 13)', () => {
  const confirmButton = () => screen.getByRole('button', { name: 'Confirm and sign' });
  const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;

  it('each step is simulated after the ones before it; the total is what the wallet ends with', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { wallet } = setup((w) => inOrderSimulation(w, { answer: answered }));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(text()).toContain('Ready for your review'));
    // Off until the simulation has answered, and it says why.
    expect(isDisabled(confirmButton())).toBe(true);
    expect(text()).toContain('“Confirm and sign” turns on once the network has answered.');

    answer();
    await waitFor(() => expect(isDisabled(confirmButton())).toBe(false));
    for (const [n, label, after] of [
      [1, 'Create the basket', '2.999994'],
      [2, 'Set the composition', '2.999987999'],
      [3, 'Activate the basket', '2.999981997'],
    ] as const) {
      const region = screen.getByRole('region', { name: `${n}. ${label}` });
      expect(within(region).getByText('Simulation succeeded')).toBeTruthy();
      const changes = within(region).getByRole('table', {
        name: 'Your balance changes (simulated)',
      });
      expect(
        within(changes).getByRole('rowheader', { name: 'SOL' }).closest('tr')?.textContent,
      ).toContain(after);
    }
    expect(text()).toContain('Simulated after step 1, as if it had already landed.');
    expect(text()).toContain('Simulated after steps 1 and 2, as if they had already landed.');
    const total = screen.getByRole('table', {
      name: 'Your balance changes after all 3 steps (simulated)',
    });
    const sol = within(total).getByRole('rowheader', { name: 'SOL' }).closest('tr')!;
    expect(sol.textContent).toContain('2.999981997');
    expect(sol.textContent).toContain('−0.000018003');

    await userEvent.click(confirmButton());
    await waitFor(() => expect(wallet.prompts).toBe(1));
  });

  it('after a failed simulation, Confirm waits until the user has read why and chosen to go on', async () => {
    const { wallet } = setup((w) => inOrderSimulation(w, { failAt: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() =>
      expect(text()).toContain('Signing is on hold: the network says this would fail'),
    );
    const second = screen.getByRole('region', { name: '2. Set the composition' });
    expect(within(second).getByText('Simulation failed')).toBeTruthy();
    expect(text()).toContain('Not simulated: step 2 failed first.');
    expect(isDisabled(confirmButton())).toBe(true);

    await userEvent.click(screen.getByText('Read why it would fail'));
    expect(text()).toContain('Step 2: Not enough SOL in the wallet to pay for this step.');
    const consent = screen.getByRole('checkbox', {
      name: 'I have read why it would fail — sign anyway',
    });
    await userEvent.click(consent);
    expect(isDisabled(confirmButton())).toBe(false);
    await userEvent.click(consent); // changed their mind
    expect(isDisabled(confirmButton())).toBe(true);
    expect(wallet.prompts).toBe(0);

    await userEvent.click(consent);
    await userEvent.click(confirmButton());
    await waitFor(() => expect(wallet.prompts).toBe(1));
  });

  it('a simulation the RPC could not answer holds Confirm the same way, and can be asked again', async () => {
    let down = true;
    const { wallet } = setup((w) => {
      const port = inOrderSimulation(w);
      return {
        ...port,
        simulateInOrder: async (txs, addresses) => {
          if (down) throw new Error('The RPC answered simulateBundle with HTTP 503');
          return port.simulateInOrder!(txs, addresses);
        },
      };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() =>
      expect(text()).toContain('Signing is on hold: these transactions could not be checked'),
    );
    expect(isDisabled(confirmButton())).toBe(true);
    await userEvent.click(screen.getByText('Read what went wrong'));
    expect(text()).toContain('The RPC answered simulateBundle with HTTP 503');
    expect(
      screen.getByRole('checkbox', {
        name: 'I understand these transactions were not checked — sign anyway',
      }),
    ).toBeTruthy();

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Simulate again' }));
    await waitFor(() => expect(isDisabled(confirmButton())).toBe(false));
    expect(screen.queryByText(/Signing is on hold/)).toBeNull();
    expect(wallet.prompts).toBe(0);
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
