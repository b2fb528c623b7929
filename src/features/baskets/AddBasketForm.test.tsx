// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddBasketForm } from './AddBasketForm';
import { FeatureTestProviders } from './testing';

const BASKET = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddBasketForm', () => {
  it('refuses text that is not an address, at the field, and adds a valid one', async () => {
    const onAdd = vi.fn();
    render(
      <FeatureTestProviders>
        <AddBasketForm onAdd={onAdd} />
      </FeatureTestProviders>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: /Basket to add/ });
    const add = screen.getByRole('button', { name: 'Add to your portfolio' });
    await user.click(add);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain('Enter a Solana address');
    await user.type(field, BASKET.slice(0, 20));
    await user.click(add);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Not a Solana address'),
    );
    expect(onAdd).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, BASKET);
    await user.click(add);
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(BASKET));
  });
});
