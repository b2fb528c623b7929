// @vitest-environment jsdom
// The basket + amount form in its four uses, with each page's schema: deposit and withdraw (a
// basket and an amount), mint and burn (a basket, one of its tokens and an amount).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { AddressInput } from '../../ui/AddressInput';
import type { BalanceRead } from '../../ui/AmountInput';
import {
  BAD_DECIMAL_TEXT,
  enterText,
  expectBadTextKept,
  messageAt,
} from '../../ui/numberFieldTesting';
import { depositFormSchema } from '../deposit/depositFormSchema';
import { singleAssetFormSchema, toSingleAssetRequest } from '../single-asset/singleAssetFormSchema';
import { withdrawFormSchema } from '../withdraw/withdrawFormSchema';
import { WalletTestProviders } from '../../wallet/testing';
import type { FieldRefusal } from './apiFieldRefusal';
import type { AssetChoice } from './assetChoices';
import {
  BasketAmountForm,
  type BasketAmountOutput,
  type BasketAmountValues,
  type BasketFieldProps,
} from './BasketAmountForm';

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

type Limits = { decimals?: number; balance?: bigint };
type Schema = z.ZodMiniType<BasketAmountOutput, BasketAmountValues>;

/** How a page uses the form: its words, the amount's token and its schema. */
interface FormUse {
  title: string;
  amountLabel: string;
  symbol: string;
  /** Mint and burn's token field. */
  tokenLabel?: string;
  schema: (limits: Limits, composition?: readonly string[]) => Schema;
}

const USES: Record<'deposit' | 'withdraw' | 'mint' | 'burn', FormUse> = {
  deposit: {
    title: 'Deposit USDC',
    amountLabel: 'Amount (USDC)',
    symbol: 'USDC',
    schema: ({ balance }) => depositFormSchema({ decimals: 6, balance }),
  },
  withdraw: {
    title: 'Withdraw basket tokens',
    amountLabel: 'Amount (basket tokens)',
    symbol: 'DEMO',
    schema: (limits) => withdrawFormSchema({ symbol: 'DEMO', ...limits }),
  },
  mint: {
    title: 'Mint with one token',
    amountLabel: 'Amount to deposit',
    symbol: 'JUP',
    tokenLabel: 'Token to deposit',
    schema: (limits, composition) =>
      singleAssetFormSchema({ amount: { symbol: 'JUP', ...limits }, composition }),
  },
  burn: {
    title: 'Burn for one token',
    amountLabel: 'Amount (basket tokens)',
    symbol: 'SOLBLUE',
    tokenLabel: 'Token to receive',
    schema: (limits, composition) =>
      singleAssetFormSchema({ amount: { symbol: 'SOLBLUE', ...limits }, composition }),
  },
};

// The app's BasketPicker reads the wallet and the sandbox; its address field is the same AddressInput.
const basketField = (field: BasketFieldProps) => <AddressInput label="Basket address" {...field} />;

/** The form as its page renders it once the basket (and for mint and burn JUP) is chosen. */
function renderForm(
  use: FormUse,
  {
    balance = 10_000_000n,
    wallet = WALLET as string | null,
    tokenMint = JUP,
    restricted = true,
    /** The amount's token is not known: neither its decimals nor the wallet's balance. */
    unknownToken = false,
    /** Where the page's read of the balance is while it is unknown. */
    balanceRead = undefined as BalanceRead | undefined,
  } = {},
) {
  const limits: Limits = unknownToken ? {} : { decimals: 6, balance };
  const onSubmit = vi.fn<(values: BasketAmountOutput) => void>();
  const choices = restricted ? COMPOSITION : ANY;
  const form = (refusal?: FieldRefusal) => (
    <BasketAmountForm
      title={use.title}
      defaultValues={{ basket: BASKET, amount: '', ...(use.tokenLabel ? { tokenMint } : {}) }}
      schema={use.schema(limits, restricted ? COMPOSITION.map((c) => c.mint) : undefined)}
      token={
        use.tokenLabel
          ? { label: use.tokenLabel, help: 'One of the basket’s tokens', choices, restricted }
          : undefined
      }
      amountLabel={use.amountLabel}
      amountHelp="In display units"
      symbol={use.symbol}
      {...limits}
      balanceRead={balanceRead}
      walletAddress={wallet ?? undefined}
      onSubmit={onSubmit}
      refusal={refusal}
      renderBasket={basketField}
    />
  );
  // The form asks the wallet context whether a wallet is connecting; none is installed here.
  const inWallet = (refusal?: FieldRefusal) => (
    <WalletTestProviders>{form(refusal)}</WalletTestProviders>
  );
  const view = render(inWallet());
  const refuse = (refusal: FieldRefusal) => view.rerender(inWallet(refusal));
  return { onSubmit, refuse, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });
const amountOf = (use: FormUse) =>
  field(use.amountLabel.replace(/[()]/g, '\\$&')) as HTMLInputElement;
const basket = () => field('Basket address') as HTMLInputElement;
const token = (use: FormUse) =>
  screen.getByRole('combobox', { name: new RegExp(use.tokenLabel ?? '') }) as HTMLSelectElement;
const review = () => screen.getByRole('button', { name: 'Review' });

/** The field's own error: it is marked invalid and names the message (not just somewhere). */
function errorAt(input: HTMLElement): string | undefined {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return messageAt(input);
}

/** What the form sends for `amount`: the basket, mint and burn's token, the amount. */
const sent = (use: FormUse, amount: number) => ({
  basket: BASKET,
  ...(use.tokenLabel ? { tokenMint: JUP } : {}),
  amount,
});

describe.each(Object.entries(USES))('%s form', (_name, use) => {
  it('sends the basket and the amount in display units (2.5 = two and a half)', async () => {
    const { onSubmit, user } = renderForm(use);
    await user.type(amountOf(use), '2.5');
    await user.click(review());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(sent(use, 2.5)));
  });

  it('shows the balance, refuses more naming it and keeps the input; Max fills it', async () => {
    const { onSubmit, user } = renderForm(use, { balance: 10_500_000n });
    expect(screen.getByText(`Balance: 10.5 ${use.symbol}`)).toBeTruthy();
    await user.type(amountOf(use), '10.6');
    await user.click(review());
    await waitFor(() =>
      expect(errorAt(amountOf(use))).toMatch(
        new RegExp(`More than your balance: you have 10\\.5 ${use.symbol}`),
      ),
    );
    expect(amountOf(use).value).toBe('10.6');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Use maximum' }));
    await waitFor(() => expect(amountOf(use).value).toBe('10.5'));
    await user.click(review());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(sent(use, 10.5)));
  });

  it('while the balance is read, its line holds its place (with a wallet only)', () => {
    renderForm(use, { unknownToken: true, balanceRead: 'reading' });
    expect(screen.getByText('Balance: reading…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use maximum' })).toHaveProperty('disabled', true);
    cleanup();
    renderForm(use, { unknownToken: true, balanceRead: 'reading', wallet: null });
    expect(screen.queryByText(/^Balance:/)).toBeNull();
  });

  it('refuses an empty and a zero amount at the field', async () => {
    const { onSubmit, user } = renderForm(use);
    await user.click(review());
    await waitFor(() => expect(errorAt(amountOf(use))).toMatch(/Enter an amount/));
    await user.type(amountOf(use), '0.000');
    await user.click(review());
    await waitFor(() => expect(errorAt(amountOf(use))).toMatch(/Amount must be more than 0/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(BAD_DECIMAL_TEXT)(
    'keeps "%s" typed or pasted, says why at the field, and Review sends nothing',
    async (text, words) => {
      const { onSubmit, user } = renderForm(use);
      await expectBadTextKept(user, amountOf(use), [[text, words]], {
        review,
        onSubmit,
        atOnce: true,
      });
    },
  );

  it('keeps more decimals than the token has and a lone dot, saying why', async () => {
    const { onSubmit, user } = renderForm(use);
    await user.type(amountOf(use), '1.1234567');
    await waitFor(() => expect(amountOf(use).value).toBe('1.1234567'));
    await waitFor(() =>
      expect(errorAt(amountOf(use))).toBe(`${use.symbol} has at most 6 decimals`),
    );
    await user.click(review());
    await enterText(user, amountOf(use), '.');
    await user.click(review());
    await waitFor(() => expect(errorAt(amountOf(use))).toBe('Write a number, e.g. 12.5'));
    expect(amountOf(use).value).toBe('.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a basket address that is not a Solana address at the field', async () => {
    const { onSubmit, user } = renderForm(use);
    await user.clear(basket());
    await user.type(basket(), 'not-an-address0');
    await user.type(amountOf(use), '1');
    await user.click(review());
    await waitFor(() => expect(errorAt(basket())).toMatch(/Not a Solana address/));
    expect(basket().value).toBe('not-an-address0');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a wallet instead of submitting when none is connected', async () => {
    const { onSubmit, user } = renderForm(use, { wallet: null });
    await user.type(amountOf(use), '1');
    await user.click(review());
    expect((await screen.findByRole('alert')).textContent).toMatch(/Connect a wallet first/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(amountOf(use).value).toBe('1');
  });
});

describe('withdraw and burn: an amount of basket tokens', () => {
  it('with an unknown basket token leaves the amount to the API', async () => {
    const { onSubmit, user } = renderForm(USES.withdraw, { unknownToken: true });
    expect(screen.queryByRole('button', { name: 'Use maximum' })).toBeNull();
    await user.type(amountOf(USES.withdraw), '3');
    await user.click(review());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, amount: 3 }));
  });

  it('an empty wallet holds none to burn', async () => {
    const { onSubmit, user } = renderForm(USES.burn, { balance: 0n });
    await user.type(amountOf(USES.burn), '1');
    await user.click(review());
    await waitFor(() =>
      expect(errorAt(amountOf(USES.burn))).toMatch(/More than your balance: you have 0 SOLBLUE/),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the Basket API’s “not enough holdings” at the amount field and keeps the input', async () => {
    const use = USES.burn;
    const { refuse, user } = renderForm(use);
    await user.type(amountOf(use), '10');
    refuse({
      field: 'amount',
      message:
        'The Basket API refused this: The basket holds 9.5 JUP, less than this redemption needs (10) (INSUFFICIENT_HOLDINGS)',
    });
    await waitFor(() =>
      expect(errorAt(amountOf(use))).toMatch(/basket holds 9\.5 JUP.*INSUFFICIENT_HOLDINGS/),
    );
    expect(amountOf(use).value).toBe('10');
    expect(token(use).value).toBe(JUP);
    // Changing the amount clears the refusal once it checks out.
    await user.clear(amountOf(use));
    await user.type(amountOf(use), '5');
    await user.tab();
    await waitFor(() => expect(amountOf(use).getAttribute('aria-invalid')).toBeNull());
  });
});

describe.each([USES.mint, USES.burn])('$tokenLabel: one of the basket’s tokens', (use) => {
  it('offers only the composition when it is known, and no pasted mint', () => {
    renderForm(use, { restricted: true });
    const offered = [...token(use).options].map((o) => o.textContent);
    expect(offered).toEqual(['Choose a token…', 'wSOL — Wrapped SOL', 'JUP — Jupiter']);
  });

  it('sends the chosen token; its request names the wallet', async () => {
    const { onSubmit, user } = renderForm(use, { tokenMint: '' });
    await user.selectOptions(token(use), 'wSOL — Wrapped SOL');
    await user.type(amountOf(use), '1.5');
    await user.click(review());
    const values = { basket: BASKET, tokenMint: WSOL, amount: 1.5 };
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(values));
    expect(toSingleAssetRequest(values, WALLET)).toEqual({ user: WALLET, ...values });
  });

  it('offers any token and a pasted mint when the composition is unknown', async () => {
    const { onSubmit, user } = renderForm(use, { restricted: false });
    expect([...token(use).options].map((o) => o.textContent)).toContain('BONK — Bonk');
    await user.selectOptions(token(use), 'Other: paste a mint address');
    const mint = field('Token mint address') as HTMLInputElement;
    await user.type(mint, 'not-a-mint0');
    await user.type(amountOf(use), '1');
    await user.click(review());
    await waitFor(() => expect(errorAt(mint)).toMatch(/Not a Solana address/));
    expect(mint.value).toBe('not-a-mint0');
    await user.clear(mint);
    await user.paste(BONK);
    await user.click(review());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ basket: BASKET, tokenMint: BONK, amount: 1 }),
    );
  });

  it('asks for a token when none is chosen', async () => {
    const { onSubmit, user } = renderForm(use, { tokenMint: '' });
    await user.type(amountOf(use), '1');
    await user.click(review());
    await waitFor(() => expect(errorAt(token(use))).toBe('Choose a token'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a token outside a known composition at the field', async () => {
    const { onSubmit, user } = renderForm(use, { tokenMint: BONK });
    await user.type(amountOf(use), '1');
    await user.click(review());
    await waitFor(() => expect(errorAt(token(use))).toMatch(/not in the basket’s composition/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the Basket API’s refusal at the field it names, keeping the input', async () => {
    const { refuse, user } = renderForm(use, { restricted: false, tokenMint: BONK });
    await user.type(amountOf(use), '3');
    refuse({
      field: 'tokenMint',
      message: 'The Basket API refused this: not in the composition (TOKEN_NOT_IN_COMPOSITION)',
    });
    await waitFor(() => expect(errorAt(token(use))).toMatch(/TOKEN_NOT_IN_COMPOSITION/));
    expect(token(use).value).toBe(BONK);
    expect(amountOf(use).value).toBe('3');
  });
});

describe('the form as keys are typed', () => {
  it('renders the summary with each key, not the basket field', async () => {
    // Each key used to render the whole form, the basket picker with it (bench/README.md,
    // interactions): the summary watches the fields in a child of its own.
    let basketRenders = 0;
    const countedBasket = (props: BasketFieldProps) => {
      basketRenders += 1;
      return basketField(props);
    };
    render(
      <WalletTestProviders>
        <BasketAmountForm
          title="Deposit USDC"
          defaultValues={{ basket: BASKET, amount: '' }}
          schema={USES.deposit.schema({ decimals: 6, balance: 10_000_000n })}
          amountLabel="Amount (USDC)"
          amountHelp="In display units"
          symbol="USDC"
          decimals={6}
          balance={10_000_000n}
          walletAddress={WALLET}
          onSubmit={() => undefined}
          summary={(values) => <p>You deposit {values.amount || 'nothing'} yet</p>}
          renderBasket={countedBasket}
        />
      </WalletTestProviders>,
    );
    const user = userEvent.setup();
    const amount = field('Amount \\(USDC\\)');
    await user.click(amount);
    basketRenders = 0;
    await user.type(amount, '12.5');
    expect(screen.getByText('You deposit 12.5 yet')).toBeTruthy();
    expect(basketRenders).toBe(0);
  });
});
