// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressInput } from '../../ui/AddressInput';
import { BAD_DECIMAL_TEXT, enterText, messageAt } from '../../ui/numberFieldTesting';
import type { BasketFieldProps } from '../deposit/BasketAmountForm';
import type { AssetChoice } from './assetChoices';
import type { FieldRefusal } from './apiFieldRefusal';
import { mintFormSchema } from './mintFormSchema';
import { SingleAssetForm } from './SingleAssetForm';
import type { SingleAssetOutput } from './singleAssetFormSchema';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const BASKET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const WSOL = 'So11111111111111111111111111111111111111112';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

const COMPOSITION: AssetChoice[] = [
  { mint: WSOL, symbol: 'wSOL', name: 'Wrapped SOL', decimals: 9 },
  { mint: JUP, symbol: 'JUP', name: 'Jupiter', decimals: 6 },
];
const ANY: AssetChoice[] = [
  ...COMPOSITION,
  { mint: BONK, symbol: 'BONK', name: 'Bonk', decimals: 5 },
];

afterEach(cleanup);

// The app's BasketPicker reads the wallet and the sandbox; its address field is the same AddressInput.
const basketField = (field: BasketFieldProps) => <AddressInput label="Basket address" {...field} />;

/** The mint form as the page renders it once JUP is chosen (6 decimals, `balance` held). */
function renderMint({
  restricted = true,
  balance = 10_000_000n as bigint | undefined,
  wallet = WALLET as string | null,
  tokenMint = '',
  refusal,
}: {
  restricted?: boolean;
  balance?: bigint;
  wallet?: string | null;
  tokenMint?: string;
  refusal?: FieldRefusal;
} = {}) {
  const onSubmit = vi.fn<(values: SingleAssetOutput) => void>();
  const choices = restricted ? COMPOSITION : ANY;
  const props = {
    title: 'Mint with one token',
    defaultValues: { basket: BASKET, tokenMint, amount: '' },
    schema: mintFormSchema({
      amount: { symbol: 'JUP', decimals: 6, balance },
      composition: restricted ? COMPOSITION.map((c) => c.mint) : undefined,
    }),
    tokenLabel: 'Token to deposit',
    tokenHelp: 'One of the basket’s tokens',
    choices,
    restricted,
    amountLabel: 'Amount to deposit',
    amountHelp: '2.5 = two and a half tokens',
    symbol: 'JUP',
    decimals: 6,
    balance,
    walletAddress: wallet ?? undefined,
    onSubmit,
    renderBasket: basketField,
  };
  const view = render(<SingleAssetForm {...props} refusal={refusal} />);
  const rerender = (next: FieldRefusal) =>
    view.rerender(<SingleAssetForm {...props} refusal={next} />);
  return { onSubmit, user: userEvent.setup(), rerender };
}

const token = () => screen.getByRole('combobox', { name: /Token to deposit/ }) as HTMLSelectElement;
const amount = () => screen.getByRole('textbox', { name: /Amount to deposit/ }) as HTMLInputElement;
const review = () => screen.getByRole('button', { name: 'Review' });

/** The field's own error, found through aria-describedby (not just somewhere on the page). */
function errorAt(input: HTMLElement): string | undefined {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert')
      ?.textContent ?? undefined
  );
}

describe('mint form', () => {
  it('sends the basket, the chosen token and the amount in display units', async () => {
    const { onSubmit, user } = renderMint();
    await user.selectOptions(token(), 'JUP — Jupiter');
    await user.type(amount(), '2.5');
    await user.click(review());
    expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, tokenMint: JUP, amount: 2.5 });
  });

  it('offers only the composition when it is known, and no pasted mint', () => {
    renderMint({ restricted: true });
    const offered = [...token().options].map((o) => o.textContent);
    expect(offered).toEqual(['Choose a token…', 'wSOL — Wrapped SOL', 'JUP — Jupiter']);
  });

  it('offers any token and a pasted mint when the composition is unknown', async () => {
    const { onSubmit, user } = renderMint({ restricted: false });
    expect([...token().options].map((o) => o.textContent)).toContain('BONK — Bonk');
    await user.selectOptions(token(), 'Other: paste a mint address');
    const mint = screen.getByRole('textbox', { name: /Token mint address/ });
    await user.type(mint, 'not-a-mint0');
    await user.type(amount(), '1');
    await user.click(review());
    expect(errorAt(mint)).toMatch(/Not a Solana address/);
    expect((mint as HTMLInputElement).value).toBe('not-a-mint0');
    await user.clear(mint);
    await user.paste(BONK);
    await user.click(review());
    expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, tokenMint: BONK, amount: 1 });
  });

  it('asks for a token when none is chosen', async () => {
    const { onSubmit, user } = renderMint();
    await user.type(amount(), '1');
    await user.click(review());
    expect(errorAt(token())).toBe('!Choose a token');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a token outside a known composition at the field', async () => {
    const { onSubmit, user } = renderMint({ tokenMint: BONK });
    await user.type(amount(), '1');
    await user.click(review());
    expect(errorAt(token())).toMatch(/not in the basket’s composition/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an empty and a zero amount at the field', async () => {
    const { onSubmit, user } = renderMint({ tokenMint: JUP });
    await user.click(review());
    expect(errorAt(amount())).toMatch(/Enter an amount/);
    await user.type(amount(), '0.000');
    await user.click(review());
    expect(errorAt(amount())).toMatch(/Amount must be more than 0/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(BAD_DECIMAL_TEXT)(
    'keeps "%s" typed or pasted, says why at the field, and Review sends nothing',
    async (text, words) => {
      const { onSubmit, user } = renderMint({ tokenMint: JUP });
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

  it('keeps more decimals than the token has and a lone dot, saying why', async () => {
    const { onSubmit, user } = renderMint({ tokenMint: JUP });
    await user.type(amount(), '1.1234567');
    expect(amount().value).toBe('1.1234567');
    expect(messageAt(amount())).toBe('JUP has at most 6 decimals');
    await enterText(user, amount(), '.');
    await user.click(review());
    expect(messageAt(amount())).toBe('Write a number, e.g. 12.5');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses more than the wallet holds, naming the balance; Max fills the balance', async () => {
    const { onSubmit, user } = renderMint({ tokenMint: JUP, balance: 10_500_000n });
    expect(screen.getByText('Balance: 10.5 JUP')).toBeTruthy();
    await user.type(amount(), '10.6');
    await user.click(review());
    expect(errorAt(amount())).toMatch(/More than your balance: you have 10\.5 JUP/);
    expect(amount().value).toBe('10.6');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use maximum' }));
    expect(amount().value).toBe('10.5');
    await user.click(review());
    expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, tokenMint: JUP, amount: 10.5 });
  });

  it('refuses a basket address that is not a Solana address at the field', async () => {
    const { onSubmit, user } = renderMint({ tokenMint: JUP });
    const basket = screen.getByRole('textbox', { name: /Basket address/ }) as HTMLInputElement;
    await user.clear(basket);
    await user.type(basket, 'nope0');
    await user.type(amount(), '1');
    await user.click(review());
    expect(errorAt(basket)).toMatch(/Not a Solana address/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the Basket API’s refusal at the field it names, keeping the input', async () => {
    const { user, rerender } = renderMint({ restricted: false, tokenMint: BONK });
    await user.type(amount(), '3');
    rerender({
      field: 'tokenMint',
      message: 'The Basket API refused this: not in the composition (TOKEN_NOT_IN_COMPOSITION)',
    });
    expect(errorAt(token())).toMatch(/TOKEN_NOT_IN_COMPOSITION/);
    expect(token().value).toBe(BONK);
    expect(amount().value).toBe('3');
  });

  it('asks for a wallet instead of submitting when none is connected', async () => {
    const { onSubmit, user } = renderMint({ wallet: null, tokenMint: JUP });
    await user.type(amount(), '1');
    await user.click(review());
    expect(screen.getByRole('alert').textContent).toMatch(/Connect a wallet first/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amount().value).toBe('1');
  });
});
