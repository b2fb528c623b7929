// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressInput } from '../../ui/AddressInput';
import { BAD_DECIMAL_TEXT, enterText, messageAt } from '../../ui/numberFieldTesting';
import type { BasketFieldProps } from '../deposit/BasketAmountForm';
import type { FieldRefusal } from '../mint/apiFieldRefusal';
import { SingleAssetForm } from '../mint/SingleAssetForm';
import type { SingleAssetOutput } from '../mint/singleAssetFormSchema';
import { burnFormSchema, toBurnRequest } from './burnFormSchema';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const BASKET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const WSOL = 'So11111111111111111111111111111111111111112';
const CHOICES = [
  { mint: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { mint: WSOL, symbol: 'wSOL', name: 'Wrapped SOL', decimals: 9 },
];

afterEach(cleanup);

const basketField = (field: BasketFieldProps) => <AddressInput label="Basket address" {...field} />;

/** The burn form as the page renders it: the amount is basket tokens (6 decimals) held. */
function renderBurn({ balance = 12_000_000n as bigint | undefined, tokenMint = USDC } = {}) {
  const onSubmit = vi.fn<(values: SingleAssetOutput) => void>();
  const props = {
    title: 'Burn for one token',
    defaultValues: { basket: BASKET, tokenMint, amount: '' },
    schema: burnFormSchema({
      amount: { symbol: 'SOLBLUE', decimals: 6, balance },
      composition: CHOICES.map((c) => c.mint),
    }),
    tokenLabel: 'Token to receive',
    tokenHelp: 'One of the basket’s tokens',
    choices: CHOICES,
    restricted: true,
    amountLabel: 'Amount (basket tokens)',
    amountHelp: 'Basket tokens to burn',
    symbol: 'SOLBLUE',
    decimals: 6,
    balance,
    walletAddress: WALLET,
    onSubmit,
    renderBasket: basketField,
  };
  const view = render(<SingleAssetForm {...props} />);
  const refuse = (refusal: FieldRefusal) =>
    view.rerender(<SingleAssetForm {...props} refusal={refusal} />);
  return { onSubmit, refuse, user: userEvent.setup() };
}

const token = () => screen.getByRole('combobox', { name: /Token to receive/ }) as HTMLSelectElement;
const amount = () =>
  screen.getByRole('textbox', { name: /Amount \(basket tokens\)/ }) as HTMLInputElement;
const review = () => screen.getByRole('button', { name: 'Review' });

function errorAt(input: HTMLElement): string | undefined {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')
      ?.textContent ?? undefined
  );
}

describe('burn form', () => {
  it('sends the basket, the token to receive and basket tokens in display units', async () => {
    const { onSubmit, user } = renderBurn();
    await user.selectOptions(token(), 'wSOL — Wrapped SOL');
    await user.type(amount(), '1.5');
    await user.click(review());
    const values = { basket: BASKET, tokenMint: WSOL, amount: 1.5 };
    expect(onSubmit).toHaveBeenCalledWith(values);
    expect(toBurnRequest(values, WALLET)).toEqual({ user: WALLET, ...values });
  });

  it('refuses more basket tokens than the wallet holds, naming the balance; Max fills it', async () => {
    const { onSubmit, user } = renderBurn({ balance: 12_000_000n });
    expect(screen.getByText('Balance: 12 SOLBLUE')).toBeTruthy();
    await user.type(amount(), '12.000001');
    await user.click(review());
    expect(errorAt(amount())).toMatch(/More than your balance: you have 12 SOLBLUE/);
    expect(amount().value).toBe('12.000001');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use maximum' }));
    await user.click(review());
    expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, tokenMint: USDC, amount: 12 });
  });

  it('refuses an empty wallet, a zero amount and more decimals than the basket token has', async () => {
    const { user } = renderBurn({ balance: 0n });
    await user.type(amount(), '0');
    await user.click(review());
    expect(errorAt(amount())).toMatch(/Amount must be more than 0/);
    await user.clear(amount());
    await user.type(amount(), '0.0000001');
    expect(amount().value).toBe('0.0000001');
    expect(messageAt(amount())).toBe('SOLBLUE has at most 6 decimals');
    await user.clear(amount());
    await user.type(amount(), '1');
    await user.click(review());
    expect(errorAt(amount())).toMatch(/More than your balance: you have 0 SOLBLUE/);
  });

  it.each(BAD_DECIMAL_TEXT)(
    'keeps "%s" typed or pasted, says why at the field, and Review sends nothing',
    async (text, words) => {
      const { onSubmit, user } = renderBurn({ tokenMint: WSOL });
      for (const how of ['type', 'paste'] as const) {
        await enterText(user, amount(), text, how);
        expect(messageAt(amount())).toMatch(words);
        await user.click(review());
        expect(onSubmit).not.toHaveBeenCalled();
        expect(amount().value).toBe(text);
        expect(messageAt(amount())).toMatch(words);
      }
    },
  );

  it('asks for the token to receive', async () => {
    const { onSubmit, user } = renderBurn({ tokenMint: '' });
    await user.type(amount(), '1');
    await user.click(review());
    expect(errorAt(token())).toMatch(/Choose a token/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the Basket API’s “not enough holdings” at the amount field and keeps the input', async () => {
    const { refuse, user } = renderBurn();
    await user.type(amount(), '10');
    refuse({
      field: 'amount',
      message:
        'The Basket API refused this: The basket holds 9.5 USDC, less than this redemption needs (10) (INSUFFICIENT_HOLDINGS)',
    });
    expect(errorAt(amount())).toMatch(/basket holds 9\.5 USDC.*INSUFFICIENT_HOLDINGS/);
    expect(amount().value).toBe('10');
    expect(token().value).toBe(USDC);
    // Changing the amount clears the refusal once it checks out.
    await user.clear(amount());
    await user.type(amount(), '5');
    await user.tab();
    expect(amount().getAttribute('aria-invalid')).toBeNull();
  });
});
