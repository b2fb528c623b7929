// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountInput, type BalanceRead } from './AmountInput';
import { BAD_DECIMAL_TEXT, enterText, messageAt } from './numberFieldTesting';

afterEach(cleanup);

function Harness({
  balance,
  balanceRead,
  decimals,
  onValue,
}: {
  balance?: string;
  balanceRead?: BalanceRead;
  decimals?: number;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <AmountInput
      label="Amount"
      symbol="USDC"
      balance={balance}
      balanceRead={balanceRead}
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
    await waitFor(() => expect(amountBox().value).toBe('12.5'));
  });

  it.each(BAD_DECIMAL_TEXT)(
    'keeps "%s" as typed or pasted and says what is wrong at the field',
    async (text, words) => {
      const user = userEvent.setup();
      const onValue = vi.fn();
      render(<Harness balance="12.5" decimals={6} onValue={onValue} />);
      for (const how of ['type', 'paste'] as const) {
        await enterText(user, amountBox(), text, how);
        await waitFor(() => expect(amountBox().value).toBe(text));
        expect(onValue).toHaveBeenLastCalledWith(text);
        expect(messageAt(amountBox())).toMatch(words);
        // The message stays after leaving the field, until the text is fixed.
        await user.tab();
        await waitFor(() => expect(messageAt(amountBox())).toMatch(words));
      }
      // The balance line is still there beside the message.
      expect(screen.getByRole('textbox', { description: /Balance: 12\.5 USDC/ })).toBe(amountBox());
      await enterText(user, amountBox(), '12.5');
      await waitFor(() => expect(messageAt(amountBox())).toBeUndefined());
    },
  );

  it('keeps the string as typed, including a trailing dot and zeros', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(amountBox(), '0.');
    await waitFor(() => expect(amountBox().value).toBe('0.'));
    await user.type(amountBox(), '50');
    await waitFor(() => expect(amountBox().value).toBe('0.50'));
  });

  it('keeps a decimal more than the token has and names the limit', async () => {
    const user = userEvent.setup();
    render(<Harness decimals={6} />);
    await user.type(amountBox(), '1.1234567');
    await waitFor(() => expect(amountBox().value).toBe('1.1234567'));
    expect(messageAt(amountBox())).toBe('USDC has at most 6 decimals');
  });

  it('shows the form’s message (the balance) when the text is a number', () => {
    render(
      <AmountInput label="Amount" value="20" onChange={() => {}} error="More than your balance" />,
    );
    expect(messageAt(amountBox())).toBe('More than your balance');
  });

  it('holds the balance line and Max in their places while the balance is read', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness balanceRead="reading" />);
    expect(screen.getByRole('textbox', { description: /Balance: reading…/ })).toBe(amountBox());
    const max = screen.getByRole('button', { name: 'Use maximum' });
    expect(max).toHaveProperty('disabled', true);

    rerender(<Harness balance="7.25" balanceRead="reading" />);
    expect(screen.getByRole('textbox', { description: /Balance: 7\.25 USDC/ })).toBe(amountBox());
    await user.click(screen.getByRole('button', { name: 'Use maximum' }));
    await waitFor(() => expect(amountBox().value).toBe('7.25'));
  });

  it('says a failed balance read, why, and reads it again', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    render(<Harness balanceRead={{ error: new Error('HTTP 403 Forbidden'), refetch }} />);
    expect(
      screen.getByRole('textbox', {
        description: /Balance: could not be read \(HTTP 403 Forbidden\)/,
      }),
    ).toBe(amountBox());
    expect(screen.getByRole('button', { name: 'Use maximum' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(1));
  });

  it('has no Max button without a balance', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Use maximum' })).toBeNull();
  });
});
