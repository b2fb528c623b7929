// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetMetadataRequest } from '../../api/schemas';
import { FeatureTestProviders, sandboxBasketView } from '../baskets/testing';
import { MetadataForm } from './MetadataForm';

const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const OTHER = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const BASKET = 'So11111111111111111111111111111111111111112';

/** A ceiling for the stubbed sandbox read to land on a loaded machine, not a speed requirement. */
const PREFILLED = { timeout: 10_000 };

let view: Record<string, unknown> = sandboxBasketView();

beforeEach(() => {
  view = sandboxBasketView();
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === `http://sandbox.test/sandbox/baskets/${BASKET}`) {
        return new Response(JSON.stringify({ success: true, basket: view }), { status: 200 });
      }
      if (url === 'http://sandbox.test/sandbox/baskets') {
        return new Response(JSON.stringify({ success: true, baskets: [view] }), { status: 200 });
      }
      // The chain (metadata read) is not reachable in this test.
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSubmit = vi.fn<(request: SetMetadataRequest) => void>();
  render(
    <FeatureTestProviders>
      <MetadataForm initialBasket={BASKET} walletAddress={WALLET} onSubmit={onSubmit} />
    </FeatureTestProviders>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const box = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const review = () => screen.getByRole('button', { name: 'Review' }) as HTMLButtonElement;

describe('MetadataForm', () => {
  it('prefills what is known and sends basket, creator, symbol, name and uri', async () => {
    const { onSubmit, user } = renderForm();
    await waitFor(() => expect(box(/^Symbol/).value).toBe('TEST'), PREFILLED);
    await user.clear(box(/^Symbol/));
    await user.type(box(/^Symbol/), 'NEW1');
    await user.clear(box(/^Name/));
    await user.type(box(/^Name/), 'Renamed basket');
    await user.type(box(/^Metadata URI/), 'https://example.com/new.json');
    await user.click(review());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      basket: BASKET,
      creator: WALLET,
      symbol: 'NEW1',
      name: 'Renamed basket',
      uri: 'https://example.com/new.json',
    });
  });

  it('disables Review when the wallet is not the creator, saying why', async () => {
    view = sandboxBasketView({ creator: OTHER });
    renderForm();
    expect(
      await screen.findByText('Your wallet cannot change this token’s metadata', {}, PREFILLED),
    ).toBeTruthy();
    expect(review().disabled).toBe(true);
  });

  it.each([
    [/^Symbol/, 'AB', 'Symbol must be 3–10 letters or digits'],
    [/^Symbol/, 'ABCDEFGHIJK', 'Symbol must be 3–10 letters or digits'],
    [/^Symbol/, 'AB-C', 'Symbol must be 3–10 letters or digits'],
    [/^Name/, 'ab', 'Name must be 3–60 characters'],
    [/^Name/, 'x'.repeat(61), 'Name must be 3–60 characters'],
    [/^Metadata URI/, `https://e.com/${'u'.repeat(290)}`, 'at most 300 characters'],
    [/^Metadata URI/, 'not a uri', 'Metadata URI must be a full address'],
  ])('refuses %s = "%s" at the field and keeps the text', async (label, text, message) => {
    const { onSubmit, user } = renderForm();
    await waitFor(() => expect(box(/^Symbol/).value).toBe('TEST'), PREFILLED);
    const input = box(label);
    await user.clear(input);
    await user.type(input, text);
    await user.click(review());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(
      message,
    );
    expect(input.value).toBe(text);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
