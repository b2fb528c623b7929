// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput } from './AmountInput';

afterEach(cleanup);

function Harness({
  balance,
  decimals,
  onValue,
}: {
  balance?: string;
  decimals?: number;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <AmountInput
      label="Amount"
      symbol="USDC"
      balance={balance}
      decimals={decimals}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

function amountBox() {
  return screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
}

describe('AmountInput', () => {
  it('shows the balance and fills it with "Use maximum"', async () => {
    const user = userEvent.setup();
    render(<Harness balance="12.5" />);
    expect(amountBox().getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByRole('textbox', { description: /Balance: 12\.5 USDC/ })).toBe(amountBox());
    await user.click(screen.getByRole('button', { name: 'Use maximum' }));
    expect(amountBox().value).toBe('12.5');
  });

  it('refuses letters and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(amountBox(), '1a2.x5e');
    expect(amountBox().value).toBe('12.5');
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/[a-z]/));
    expect(
      screen.getByRole('textbox', { name: 'Amount', description: /Only digits and one decimal/ }),
    ).toBe(amountBox());
  });

  it('keeps the string as typed, including a trailing dot and zeros', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(amountBox(), '0.');
    expect(amountBox().value).toBe('0.');
    await user.type(amountBox(), '50');
    expect(amountBox().value).toBe('0.50');
  });

  it('refuses more decimals than the token has', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={2} />);
    await user.type(amountBox(), '1.234');
    expect(amountBox().value).toBe('1.23');
    expect(screen.getByRole('textbox', { description: /at most 2 decimals/ })).toBe(amountBox());
  });

  it('has no Max button without a balance', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Use maximum' })).toBeNull();
  });
});
