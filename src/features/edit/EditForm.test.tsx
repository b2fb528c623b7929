// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditRequest } from '../../api/schemas';
import {
  BAD_DECIMAL_TEXT,
  enterText,
  expectBadTextKept,
  expectMessageAt,
  messageAt,
} from '../../ui/numberFieldTesting';
import {
  fifteenTokensWithoutUsdc,
  repeatUsdcInRowTwo,
  reviewCompositionAlert,
  TEST_TOKENS,
} from '../../ui/testTokens';
import type { TokenOption } from '../../ui/TokenOption';
import { clientKnowingBasket, FeatureTestProviders, type TestBasket } from '../baskets/testing';
import { EditForm } from './EditForm';
import { itKeepsBadSettingText } from '../create/basketFieldsTesting';
import { reviewAndSend, reviewButton, textbox } from '../operation-page/formTesting';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const OTHER = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const BASKET = 'So11111111111111111111111111111111111111112';

/** The basket as the chain holds it, read into the cache before each render. */
let view: Partial<TestBasket> = {};

beforeEach(() => {
  view = {};
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

/** The prefill comes from the cache; the ceiling is for a loaded machine, not a speed requirement. */
const PREFILLED = { timeout: 10_000 };

function renderForm(initialBasket = BASKET, tokens: readonly TokenOption[] = TEST_TOKENS) {
  const onSubmit = vi.fn<(request: EditRequest) => void>();
  render(
    <FeatureTestProviders client={clientKnowingBasket(view)}>
      <EditForm
        initialBasket={initialBasket}
        walletAddress={WALLET}
        tokens={tokens}
        onSubmit={onSubmit}
      />
    </FeatureTestProviders>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('EditForm', () => {
  it('prefills the current settings and sends the edit request with the wallet as creator', async () => {
    const { onSubmit, user } = renderForm();
    await waitFor(() => expect(textbox(/^Deposit fee/).value).toBe('75'), PREFILLED);
    expect(textbox(/^Rebalance check interval/).value).toBe('7200');
    expect(screen.getByText(/The fields show its current settings/)).toBeTruthy();
    await user.clear(textbox(/^Deposit fee/));
    await user.type(textbox(/^Deposit fee/), '120');
    expect(await reviewAndSend(user, onSubmit)).toEqual({
      basket: BASKET,
      creator: WALLET,
      depositFee: 120,
      rebalanceInterval: 7200,
      rebalanceThreshold: 250,
      slippage: 80,
      lpOffsetThreshold: 0,
      disableRebalance: 0,
      disableLp: 0,
      composition: [
        { token: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', weight: 70 },
        { token: BASKET, weight: 30 },
      ],
    });
  });

  it('says plainly that an immutable basket cannot be edited and disables Review', async () => {
    view = { type: 0 };
    renderForm();
    expect(await screen.findByText('This basket is immutable', {}, PREFILLED)).toBeTruthy();
    expect(reviewButton().disabled).toBe(true);
  });

  it('says when the wallet is not the creator and disables Review', async () => {
    view = { creator: OTHER };
    renderForm();
    expect(
      await screen.findByText('Your wallet is not this basket’s creator', {}, PREFILLED),
    ).toBeTruthy();
    expect(reviewButton().disabled).toBe(true);
  });

  it('refuses a basket address that is not one, at the field', async () => {
    const { onSubmit, user } = renderForm('');
    const basket = textbox(/^Basket address/);
    await user.type(basket, 'abc0O');
    await user.click(reviewButton());
    await expectMessageAt(basket, /Not a Solana address/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    [/^Deposit fee/, '10001', 'A fee must be at most 10,000 bps'],
    [/^Rebalance threshold/, '10001', 'Must be at most 10,000 bps'],
    [/^Maximum slippage/, '', 'Enter a number'],
    [/^Rebalance check interval/, '', 'Enter a number'],
  ])('refuses %s = "%s" at the field and keeps the text', async (label, text, message) => {
    const { onSubmit, user } = renderForm();
    await waitFor(() => expect(textbox(/^Deposit fee/).value).toBe('75'), PREFILLED);
    const input = textbox(label);
    await user.clear(input);
    if (text) await user.type(input, text);
    await user.click(reviewButton());
    await waitFor(() => expect(messageAt(input)).toContain(message));
    expect(input.value).toBe(text);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  // The limits the real service checks (baskets-sdk 0.0.45 `validateCreateBasketParams`; edit
  // carries the same settings): each refused at its field, with the reason, and nothing sent.
  it.each([
    [
      /^Rebalance check interval/,
      '3599',
      'The service checks at most hourly: enter 3600 seconds (1 hour) or more',
      '3600',
    ],
    [
      /^Liquidity pool offset threshold/,
      '10001',
      'Must be at most 10,000 bps (100 %); 0 turns it off',
      '10000',
    ],
  ])(
    'the service’s limit: %s = "%s" is refused at the field',
    async (label, text, message, limit) => {
      const { onSubmit, user } = renderForm();
      await waitFor(() => expect(textbox(/^Deposit fee/).value).toBe('75'), PREFILLED);
      const input = textbox(label);
      await enterText(user, input, text);
      await user.click(reviewButton());
      await expectMessageAt(input, message);
      expect(input.value).toBe(text);
      expect(onSubmit).not.toHaveBeenCalled();
      // At the limit itself the edit goes through.
      await enterText(user, input, limit);
      await user.click(reviewButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    },
  );

  it('refuses 15 tokens without USDC at the composition, saying USDC takes a slot', async () => {
    const tokens = fifteenTokensWithoutUsdc();
    const weights = [...Array<number>(14).fill(7), 2];
    view = {
      composition: tokens.map((token, i) => ({ token: token.mint, weight: weights[i] ?? 0 })),
    };
    const { onSubmit, user } = renderForm(BASKET, [TEST_TOKENS[0]!, ...tokens]);
    await waitFor(() => expect(textbox(/^Weight 15/).value).toBe('2'), PREFILLED);
    const { message } = await reviewCompositionAlert(user);
    expect(message).toBe(
      'Every basket also holds USDC, which takes one of its 15 slots: choose at most 14 other tokens, or include USDC',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a repeated token at the row that repeats it', async () => {
    const { onSubmit, user } = renderForm();
    await waitFor(() => expect(textbox(/^Weight 2/).value).toBe('30'), PREFILLED);
    const second = await repeatUsdcInRowTwo(user);
    await expectMessageAt(second, 'This token is already in the basket (entry 1)');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  itKeepsBadSettingText(async () => {
    const { onSubmit, user } = renderForm();
    await waitFor(() => expect(textbox(/^Deposit fee/).value).toBe('75'), PREFILLED);
    return { onSubmit, user };
  });

  it('a weight keeps text it does not accept, says why at the row, and Review sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await waitFor(() => expect(textbox(/^Weight 2/).value).toBe('30'), PREFILLED);
    await expectBadTextKept(user, textbox(/^Weight 2/), BAD_DECIMAL_TEXT, {
      review: reviewButton,
      onSubmit,
      accepted: '30',
    });
    expect(onSubmit.mock.calls[0]![0].composition[1]).toEqual({ token: BASKET, weight: 30 });
  });
});
