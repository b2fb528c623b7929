// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateRequest } from '../../api/schemas';
import { DEFAULT_SETTINGS } from '../../flow/testing/definitions';
import {
  BAD_DECIMAL_TEXT,
  expectBadTextKept,
  expectMessageAt,
  messageAt,
} from '../../ui/numberFieldTesting';
import type { TokenNamesComponent } from '../../ui/TokenNames';
import {
  fifteenTokensWithoutUsdc,
  repeatUsdcInRowTwo,
  reviewCompositionAlert,
  TEST_TOKENS,
} from '../../ui/testTokens';
import type { TokenOption } from '../../ui/TokenOption';
import { createFormDefaults, type CreateFormValues } from './basketFormSchema';
import { CreateForm } from './CreateForm';
import {
  itKeepsBadSettingText,
  TOKEN_METADATA_BAD_TEXT,
  type RefusedText,
} from './basketFieldsTesting';
import { reviewAndSend, reviewButton, textbox } from '../operation-page/formTesting';

const HOST = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const [USDC, WSOL] = TEST_TOKENS.map((t) => t.mint) as [string, string];

beforeEach(() => {
  // jsdom has no object URLs; the metadata helper makes one for its download link.
  URL.createObjectURL = vi.fn(() => 'blob:metadata');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function renderForm(
  walletAddress: string | null = WALLET,
  composition: CreateFormValues['composition'] = [
    { token: USDC, weight: 60 },
    { token: WSOL, weight: 40 },
  ],
  tokens: readonly TokenOption[] = TEST_TOKENS,
) {
  const onSubmit = vi.fn<(request: CreateRequest) => void>();
  const defaults = { ...createFormDefaults(HOST), composition };
  render(
    <CreateForm
      defaultValues={defaults}
      walletAddress={walletAddress ?? undefined}
      tokens={tokens}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

/** The field's own error, found through aria-describedby (not just somewhere on the page). */
function errorAt(input: HTMLElement): string | undefined {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  return messageAt(input);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox(/^Symbol/), 'DEFI5');
  await user.type(textbox(/^Name/), 'Solana DeFi Five');
}

/**
 * Fills the form in, replaces `label`'s text with `text`, presses Review and waits until the field
 * says `message`: then the field's whole message, how many requests were sent, and the text the
 * field kept.
 */
async function reviewWith(label: RegExp, text: string, message: string) {
  const { onSubmit, user } = renderForm();
  await fillValid(user);
  const input = textbox(label);
  await replace(user, input, text);
  await user.click(reviewButton());
  await waitFor(() => expect(errorAt(input)).toContain(message));
  return { message: errorAt(input), sent: onSubmit.mock.calls.length, kept: input.value };
}

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text !== '') await user.type(input, text);
}

describe('CreateForm', () => {
  it('sends the full create request with the connected wallet as creator and spec defaults', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    expect(await reviewAndSend(user, onSubmit)).toEqual({
      symbol: 'DEFI5',
      name: 'Solana DeFi Five',
      uri: '',
      hostPlatform: HOST,
      hostPlatformFees: 10,
      creator: WALLET,
      type: 1,
      ...DEFAULT_SETTINGS,
      composition: [
        { token: USDC, weight: 60 },
        { token: WSOL, weight: 40 },
      ],
    });
  });

  it('maps the type radios and the two switches to the numbers the API expects', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: 'Immutable' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rebalance automatically' }));
    await user.click(screen.getByRole('checkbox', { name: 'Use liquidity pools' }));
    expect(await reviewAndSend(user, onSubmit)).toMatchObject({
      type: 0,
      disableRebalance: 1,
      disableLp: 1,
    });
  });

  it('explains the interval in words as it is typed', async () => {
    const { user } = renderForm();
    const interval = textbox(/^Rebalance check interval/);
    await replace(user, interval, '5400');
    expect(await screen.findByText('= 1 hour 30 minutes')).toBeTruthy();
  });

  it.each<RefusedText>([
    ...TOKEN_METADATA_BAD_TEXT,
    [/^Host platform(?! fee)/, 'not-an-address', 'Not a Solana address'],
    [/^Host platform(?! fee)/, '', 'Enter a Solana address'],
    [/^Deposit fee/, '10001', 'A fee must be at most 10,000 bps'],
    [/^Deposit fee/, '', 'Enter a number'],
    [/^Host platform fee/, '20000', 'A fee must be at most 10,000 bps'],
    [/^Rebalance threshold/, '10001', 'Must be at most 10,000 bps'],
    [/^Maximum slippage/, '10001', 'Must be at most 10,000 bps'],
    [/^Rebalance check interval/, '', 'Enter a number'],
    [/^Liquidity pool offset threshold/, '', 'Enter a number'],
  ])('refuses %s = "%s" with a message at the field', async (label, text, message) => {
    const review = await reviewWith(label, text, message);
    expect(review.message).toContain(message);
    // Nothing sent, and what the user typed stays for them to fix.
    expect(review).toMatchObject({ sent: 0, kept: text });
  });

  itKeepsBadSettingText(async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    return { onSubmit, user };
  }, [/^Host platform fee/]);

  it('a weight keeps text it does not accept, says why at the row, and Review sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    const weight = textbox('Weight 2 (%)');
    await expectBadTextKept(user, weight, BAD_DECIMAL_TEXT, {
      review: reviewButton,
      onSubmit,
      accepted: '40',
    });
    expect(onSubmit.mock.calls[0]![0].composition).toEqual([
      { token: USDC, weight: 60 },
      { token: WSOL, weight: 40 },
    ]);
  });

  it('refuses weights that do not add up to 100 and an empty composition', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    const composition = screen.getByRole('group', { name: 'Tokens and weights' });
    await replace(user, within(composition).getByRole('textbox', { name: 'Weight 2 (%)' }), '30');
    await user.click(reviewButton());
    expect((await within(composition).findByRole('alert')).textContent).toContain(
      'Weights must add up to 100 (they add up to 90)',
    );
    await user.click(within(composition).getByRole('button', { name: 'Remove token 2' }));
    await user.click(within(composition).getByRole('button', { name: 'Remove token 1' }));
    await user.click(reviewButton());
    await waitFor(() =>
      expect(within(composition).getByRole('alert').textContent).toContain(
        'Add at least one token',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  // The limits the real service checks before it builds anything (baskets-sdk 0.0.45
  // `validateCreateBasketParams`): each refused at its field, with the reason, and nothing sent.
  it.each([
    [
      /^Rebalance check interval/,
      '3599',
      'The service checks at most hourly: enter 3600 seconds (1 hour) or more',
    ],
    [
      /^Liquidity pool offset threshold/,
      '10001',
      'Must be at most 10,000 bps (100 %); 0 turns it off',
    ],
    [/^Name/, 'n'.repeat(61), 'Name must be 3–60 characters'],
    [/^Symbol/, 'S'.repeat(11), 'Symbol must be 3–10 letters or digits (A–Z, a–z, 0–9), no spaces'],
    [
      /^Metadata URI/,
      `https://example.com/${'a'.repeat(281)}`,
      'Metadata URI must be at most 300 characters',
    ],
  ])('the service’s limit: %s = "%s" is refused at the field', async (label, text, message) => {
    expect(await reviewWith(label, text, message)).toEqual({ message, sent: 0, kept: text });
  });

  it('accepts each of those limits exactly', async () => {
    const { onSubmit, user } = renderForm();
    await replace(user, textbox(/^Symbol/), 'S'.repeat(10));
    await replace(user, textbox(/^Name/), 'n'.repeat(60));
    const uri = `https://example.com/${'a'.repeat(280)}`;
    expect(uri).toHaveLength(300);
    await replace(user, textbox(/^Metadata URI/), uri);
    await replace(user, textbox(/^Rebalance check interval/), '3600');
    await replace(user, textbox(/^Liquidity pool offset threshold/), '10000');
    expect(await reviewAndSend(user, onSubmit)).toMatchObject({
      symbol: 'S'.repeat(10),
      name: 'n'.repeat(60),
      uri,
      rebalanceInterval: 3600,
      lpOffsetThreshold: 10000,
    });
  });

  it('refuses 15 tokens without USDC at the composition, saying USDC takes a slot', async () => {
    const tokens = fifteenTokensWithoutUsdc();
    const weights = [...Array<number>(14).fill(7), 2];
    const { onSubmit, user } = renderForm(
      WALLET,
      tokens.map((token, i) => ({ token: token.mint, weight: weights[i]! })),
      [TEST_TOKENS[0]!, ...tokens],
    );
    await fillValid(user);
    const { composition, message } = await reviewCompositionAlert(user);
    expect(message).toBe(
      'Every basket also holds USDC, which takes one of its 15 slots: choose at most 14 other tokens, or include USDC',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    // With one token fewer the same basket is accepted (USDC takes the 15th slot).
    await user.click(within(composition).getByRole('button', { name: 'Remove token 15' }));
    await replace(user, within(composition).getByRole('textbox', { name: 'Weight 14 (%)' }), '9');
    expect((await reviewAndSend(user, onSubmit)).composition).toHaveLength(14);
  });

  it('refuses a repeated token at the row that repeats it', async () => {
    const { onSubmit, user } = renderForm();
    await fillValid(user);
    const second = await repeatUsdcInRowTwo(user);
    await expectMessageAt(second, 'This token is already in the basket (entry 1)');
    // The first of the two is not the one in error.
    const first = screen.getByRole('combobox', { name: 'Token 1' });
    expect(first.getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a wallet at the creator field when none is connected, keeping the form', async () => {
    const { onSubmit, user } = renderForm(null);
    await fillValid(user);
    await user.click(reviewButton());
    const creator = textbox(/^Creator/);
    await waitFor(() => expect(errorAt(creator)).toContain('Connect a wallet first'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect((textbox(/^Symbol/) as HTMLInputElement).value).toBe('DEFI5');
  });

  it('names every composition mint in the chart through the page’s token names', () => {
    const MSOL = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';
    // What the page's NamedTokens does with Jupiter and the chain, for one mint it learns.
    const names: TokenNamesComponent = ({ mints, given, children }) =>
      children([
        ...given,
        ...mints
          .filter((m) => m === MSOL)
          .map((mint) => ({ mint, symbol: 'mSOL', name: 'Marinade staked SOL', decimals: 9 })),
      ]);
    render(
      <CreateForm
        defaultValues={{
          ...createFormDefaults(HOST),
          composition: [
            { token: USDC, weight: 60 },
            { token: MSOL, weight: 40 },
          ],
        }}
        walletAddress={WALLET}
        tokens={TEST_TOKENS}
        tokenNames={names}
        onSubmit={() => undefined}
      />,
    );
    expect(
      screen.getByRole('img', { name: /Basket composition: USDC 60%, mSOL 40%/ }),
    ).toBeTruthy();
  });
});
