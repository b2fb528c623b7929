// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressInput } from '../../ui/AddressInput';
import { BAD_DECIMAL_TEXT, enterText, messageAt } from '../../ui/numberFieldTesting';
import {
  BasketAmountForm,
  type BasketAmountOutput,
  type BasketFieldProps,
} from '../deposit/BasketAmountForm';
import { withdrawFormSchema } from './withdrawFormSchema';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const BASKET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

afterEach(cleanup);

const basketField = (field: BasketFieldProps) => <AddressInput label="Basket address" {...field} />;

function renderWithdraw(limits: { decimals?: number; balance?: bigint }) {
  const onSubmit = vi.fn<(values: BasketAmountOutput) => void>();
  render(
    <BasketAmountForm
      title="Withdraw basket tokens"
      defaultValues={{ basket: BASKET, amount: '' }}
      schema={withdrawFormSchema({ symbol: 'DEMO', ...limits })}
      amountLabel="Amount (basket tokens)"
      amountHelp="Basket tokens to redeem"
      symbol="DEMO"
      {...limits}
      walletAddress={WALLET}
      onSubmit={onSubmit}
      renderBasket={basketField}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const amount = () =>
  screen.getByRole('textbox', { name: /Amount \(basket tokens\)/ }) as HTMLInputElement;
const review = () => screen.getByRole('button', { name: 'Review' });
const alertText = () => screen.getByRole('alert').textContent;

describe('withdraw form', () => {
  it('sends basket tokens in display units, up to the balance', async () => {
    const { onSubmit, user } = renderWithdraw({ decimals: 6, balance: 9_950_000n });
    expect(screen.getByText('Balance: 9.95 DEMO')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use maximum' }));
    await user.click(review());
    expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, amount: 9.95 });
  });

  it('refuses more basket tokens than the wallet holds', async () => {
    const { onSubmit, user } = renderWithdraw({ decimals: 6, balance: 9_950_000n });
    await user.type(amount(), '10');
    await user.click(review());
    expect(alertText()).toMatch(/More than your balance: you have 9.95 DEMO/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses zero and an amount finer than the token’s decimals', async () => {
    const { onSubmit, user } = renderWithdraw({ decimals: 6, balance: 9_950_000n });
    await user.type(amount(), '0');
    await user.click(review());
    expect(alertText()).toMatch(/Amount must be more than 0/);
    await user.clear(amount());
    await user.type(amount(), '1.1234567');
    // The seventh decimal is named as it is typed, and kept.
    expect(messageAt(amount())).toBe('DEMO has at most 6 decimals');
    expect(amount().value).toBe('1.1234567');
    await user.click(review());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(BAD_DECIMAL_TEXT)(
    'keeps "%s" typed or pasted, says why at the field, and Review sends nothing',
    async (text, words) => {
      const { onSubmit, user } = renderWithdraw({ decimals: 6, balance: 9_950_000n });
      for (const how of ['type', 'paste'] as const) {
        await enterText(user, amount(), text, how);
        await user.click(review());
        expect(onSubmit).not.toHaveBeenCalled();
        expect(amount().value).toBe(text);
        expect(messageAt(amount())).toMatch(words);
      }
    },
  );

  it('with an unknown basket token leaves the amount to the API', async () => {
    const { onSubmit, user } = renderWithdraw({});
    expect(screen.queryByRole('button', { name: 'Use maximum' })).toBeNull();
    await user.type(amount(), '3');
    await user.click(review());
    expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, amount: 3 });
  });
});
