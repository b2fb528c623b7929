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
} from './BasketAmountForm';
import { depositFormSchema } from './depositFormSchema';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const BASKET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

afterEach(cleanup);

// The app's BasketPicker reads the wallet and the sandbox; its address field is the same AddressInput.
const basketField = (field: BasketFieldProps) => <AddressInput label="Basket address" {...field} />;

function renderDeposit({ balance = 25_000_000n, wallet = WALLET as string | null } = {}) {
  const onSubmit = vi.fn<(values: BasketAmountOutput) => void>();
  render(
    <BasketAmountForm
      title="Deposit USDC"
      defaultValues={{ basket: '', amount: '' }}
      schema={depositFormSchema({ decimals: 6, balance })}
      amountLabel="Amount (USDC)"
      amountHelp="USDC to deposit"
      symbol="USDC"
      decimals={6}
      balance={balance}
      walletAddress={wallet ?? undefined}
      onSubmit={onSubmit}
      renderBasket={basketField}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const amount = () => screen.getByRole('textbox', { name: /Amount \(USDC\)/ }) as HTMLInputElement;
const basket = () => screen.getByRole('textbox', { name: /Basket address/ }) as HTMLInputElement;
const review = () => screen.getByRole('button', { name: 'Review' });

/** The field's own error, found through aria-describedby (not just somewhere on the page). */
function errorAt(input: HTMLElement): string | undefined {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return messageAt(input);
}

describe('deposit form', () => {
  it('sends the basket and the amount in USDC (12.5 = twelve and a half)', async () => {
    const { onSubmit, user } = renderDeposit();
    await user.type(basket(), BASKET);
    await user.type(amount(), '12.5');
    await user.click(review());
    expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, amount: 12.5 });
  });

  it('shows the balance and fills it in with Max', async () => {
    const { onSubmit, user } = renderDeposit({ balance: 25_500_000n });
    expect(screen.getByText('Balance: 25.5 USDC')).toBeTruthy();
    await user.type(basket(), BASKET);
    await user.click(screen.getByRole('button', { name: 'Use maximum' }));
    expect(amount().value).toBe('25.5');
    await user.click(review());
    expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, amount: 25.5 });
  });

  it('refuses an empty and a zero amount at the field', async () => {
    const { onSubmit, user } = renderDeposit();
    await user.type(basket(), BASKET);
    await user.click(review());
    expect(errorAt(amount())).toMatch(/Enter an amount/);
    await user.type(amount(), '0');
    await user.click(review());
    expect(errorAt(amount())).toMatch(/Amount must be more than 0/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(BAD_DECIMAL_TEXT)(
    'keeps "%s" typed or pasted, says why at the field, and Review sends nothing',
    async (text, words) => {
      const { onSubmit, user } = renderDeposit();
      await user.type(basket(), BASKET);
      for (const how of ['type', 'paste'] as const) {
        await enterText(user, amount(), text, how);
        expect(amount().value).toBe(text);
        expect(errorAt(amount())).toMatch(words);
        await user.click(review());
        expect(onSubmit).not.toHaveBeenCalled();
        expect(amount().value).toBe(text);
        expect(errorAt(amount())).toMatch(words);
      }
    },
  );

  it('keeps a 7th decimal of USDC and says USDC has 6', async () => {
    const { onSubmit, user } = renderDeposit();
    await user.type(basket(), BASKET);
    await user.type(amount(), '1.1234567');
    expect(amount().value).toBe('1.1234567');
    expect(errorAt(amount())).toBe('USDC has at most 6 decimals');
    await user.click(review());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names a lone dot when Review is pressed', async () => {
    const { onSubmit, user } = renderDeposit();
    await user.type(basket(), BASKET);
    await user.type(amount(), '.');
    await user.click(review());
    expect(errorAt(amount())).toBe('Write a number, e.g. 12.5');
    expect(amount().value).toBe('.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses more than the wallet holds, naming the balance, and keeps the input', async () => {
    const { onSubmit, user } = renderDeposit({ balance: 10_000_000n });
    await user.type(basket(), BASKET);
    await user.type(amount(), '10.5');
    await user.click(review());
    expect(errorAt(amount())).toMatch(/More than your balance: you have 10 USDC/);
    expect(amount().value).toBe('10.5');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a basket address that is not a Solana address at the field', async () => {
    const { onSubmit, user } = renderDeposit();
    await user.type(basket(), 'not-an-address0');
    await user.type(amount(), '1');
    await user.click(review());
    expect(errorAt(basket())).toMatch(/Not a Solana address/);
    expect(basket().value).toBe('not-an-address0');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a wallet instead of submitting when none is connected', async () => {
    const { onSubmit, user } = renderDeposit({ wallet: null });
    await user.type(basket(), BASKET);
    await user.type(amount(), '1');
    await user.click(review());
    expect(screen.getByRole('alert').textContent).toMatch(/Connect a wallet first/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amount().value).toBe('1');
  });
});
