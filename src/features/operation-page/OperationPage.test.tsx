// @vitest-environment jsdom
// Review prepares its flow after the tap's own frame: the button turns busy in that frame, and the
// review (the interaction's longest render) comes in a task of its own after it (bench/README.md,
// interactions). The page's start resolves once the flow is shown.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowContext, type FlowsApi } from '../../flow/FlowContext';
import { idleFlows } from '../../flow/testing/idleFlows';
import { WalletTestProviders } from '../../wallet/testing';
import { withdrawDescriptor } from '../withdraw/descriptor';
import { withdrawOperation } from '../withdraw/operation';
import { OperationPage, type OperationFormContext } from './OperationPage';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const BASKET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

function ReviewForm({ start }: OperationFormContext<'withdraw'>) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        setBusy(true);
        void start(withdrawOperation.declare({ user: WALLET, basket: BASKET, amount: 1 }, {})).then(
          () => setBusy(false),
        );
      }}
    >
      {busy ? 'Preparing…' : 'Review'}
    </button>
  );
}

// The frame after the tap, drawn when the test says (afterNextPaint's own test pins its timing).
const paint = vi.hoisted(() => ({ drawn: () => undefined as void }));
vi.mock('../../ui/afterNextPaint', () => ({
  afterNextPaint: () =>
    new Promise<void>((resolve) => {
      paint.drawn = resolve;
    }),
}));

afterEach(cleanup);

describe('OperationPage’s Review', () => {
  it('turns busy in the tap’s frame and prepares the flow after it', async () => {
    const prepare = vi.fn<FlowsApi['prepare']>(() => 'flow-1');
    render(
      <MemoryRouter>
        <WalletTestProviders>
          <FlowContext.Provider value={{ ...idleFlows(), ready: true, prepare }}>
            <OperationPage op="withdraw" words={withdrawDescriptor.words} Form={ReviewForm} />
          </FlowContext.Provider>
        </WalletTestProviders>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('button', { name: 'Preparing…' })).toBeTruthy();
    // No frame has been drawn: nothing is prepared, the form is still shown.
    expect(prepare).not.toHaveBeenCalled();

    await act(async () => paint.drawn());
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]?.[0]).toMatchObject({ op: 'withdraw' });
    // The flow is shown in the form's place, and start resolved.
    expect(screen.queryByRole('button', { name: /Review|Preparing/ })).toBeNull();
  });
});
