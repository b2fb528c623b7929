// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPicker } from './BasketPicker';
import { FeatureTestProviders, sandboxBasketView } from './testing';

const DEMO = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) === 'http://sandbox.test/sandbox/baskets') {
        const demo = sandboxBasketView({ address: DEMO, symbol: 'SOLBLUE', name: 'Blue chips' });
        return new Response(JSON.stringify({ success: true, baskets: [demo] }), { status: 200 });
      }
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <BasketPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('BasketPicker', () => {
  it('offers the sandbox’s baskets by name and fills the address field with the choice', async () => {
    const onChange = vi.fn();
    render(
      <FeatureTestProviders>
        <Harness onChange={onChange} />
      </FeatureTestProviders>,
    );
    const select = await screen.findByRole('combobox', { name: 'Choose a basket' });
    const group = within(select).getByRole('group', { name: 'Other baskets on the sandbox' });
    expect(within(group).getByRole('option').textContent).toBe('SOLBLUE — Blue chips (DezX…B263)');
    await userEvent.setup().selectOptions(select, DEMO);
    expect(onChange).toHaveBeenCalledWith(DEMO);
    expect(
      (screen.getByRole('textbox', { name: /Basket address/ }) as HTMLInputElement).value,
    ).toBe(DEMO);
  });

  it('takes a pasted address without whitespace', async () => {
    const onChange = vi.fn();
    render(
      <FeatureTestProviders>
        <Harness onChange={onChange} />
      </FeatureTestProviders>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /Basket address/ }));
    await user.paste(` ${DEMO}\n`);
    expect(onChange).toHaveBeenLastCalledWith(DEMO);
    expect(screen.getByText('Valid address')).toBeTruthy();
  });
});
