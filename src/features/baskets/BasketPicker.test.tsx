// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPicker } from './BasketPicker';
import type { MyBasketRow } from './myBasketList';
import { FeatureTestProviders } from './testing';
import type { ReadStatus } from './useChainMyBaskets';

const DEMO = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

// What the wallet adapter and the wallet's baskets say, set by each test.
const given = vi.hoisted(() => ({
  chosen: false,
  wallet: undefined as string | undefined,
  rows: [] as MyBasketRow[],
  reads: [] as ReadStatus[],
}));
vi.mock('@solana/wallet-adapter-react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@solana/wallet-adapter-react')>()),
  useWallet: () => ({ wallet: given.chosen ? { adapter: {} } : null }),
}));
vi.mock('./useChainMyBaskets', () => ({
  useChainMyBaskets: () => ({ wallet: given.wallet, rows: given.rows, reads: given.reads }),
}));

const read = (state: Partial<ReadStatus> = {}): ReadStatus => ({
  what: 'the baskets you created',
  isLoading: false,
  error: null,
  refetch: () => {},
  ...state,
});
const row: MyBasketRow = {
  address: DEMO,
  symbol: 'DEMO',
  name: 'Demo basket',
  created: true,
  saved: false,
  onChain: true,
};

beforeEach(() => {
  Object.assign(given, { chosen: false, wallet: undefined, rows: [], reads: [] });
});
afterEach(cleanup);

function Harness({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FeatureTestProviders>
      <BasketPicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </FeatureTestProviders>
  );
}

const choice = () => screen.queryByRole('combobox', { name: 'Choose a basket' });

describe('BasketPicker', () => {
  it('takes a pasted address without whitespace', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /Basket address/ }));
    await user.paste(` ${DEMO}\n`);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(DEMO));
    expect(screen.getByText('Valid address')).toBeTruthy();
  });

  it('offers no choice without a wallet', () => {
    render(<Harness />);
    expect(choice()).toBeNull();
  });

  it('holds the choice’s place from the first paint while a chosen wallet reconnects and its baskets are read', () => {
    given.chosen = true;
    const { rerender } = render(<Harness />);
    // Reconnecting: no address yet.
    expect(choice()).toHaveProperty('disabled', true);
    expect(choice()?.textContent).toBe('Reading your baskets…');
    // Connected, the reads under way.
    given.wallet = WALLET;
    given.reads = [read({ isLoading: true })];
    rerender(<Harness />);
    expect(choice()?.textContent).toBe('Reading your baskets…');
    // Read: the wallet's basket, to choose.
    given.reads = [read()];
    given.rows = [row];
    rerender(<Harness />);
    expect(choice()).toHaveProperty('disabled', false);
    expect(screen.getByRole('option', { name: /^DEMO — Demo basket/ })).toBeTruthy();
  });

  it('says when the wallet has no basket, or its baskets could not be read', () => {
    Object.assign(given, { chosen: true, wallet: WALLET, reads: [read()] });
    const { rerender } = render(<Harness />);
    expect(choice()?.textContent).toBe('No basket of yours yet: paste an address below');
    expect(choice()).toHaveProperty('disabled', true);
    given.reads = [read({ error: new Error('429') })];
    rerender(<Harness />);
    expect(choice()?.textContent).toBe('Your baskets could not be read: paste an address below');
  });
});
