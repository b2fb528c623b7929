// @vitest-environment jsdom
// A basket page opened with a wallet chosen last time: while it reconnects, "Your position" and
// "Your history" say so instead of asking to connect a wallet, and ask again if it fails
// (docs/look.md).
import { WalletConnectionError } from '@solana/wallet-adapter-base';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureTestProviders } from '../baskets/testing';
import { HeldWallet, rememberHeldWallet } from '../../wallet/testing';
import { YourHistory } from './YourHistory';
import { YourPosition } from './YourPosition';

const BASKET = 'So11111111111111111111111111111111111111112';
const MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a basket page’s own cards while the wallet reconnects', () => {
  it('say it is connecting, never "connect a wallet", and ask again if it fails', async () => {
    rememberHeldWallet();
    const wallet = new HeldWallet();
    render(
      <FeatureTestProviders wallets={[wallet]}>
        <YourPosition
          basket={BASKET}
          mint={MINT}
          symbol="TEST"
          decimals={6}
          perToken={1}
          pricesReading={false}
        />
        <YourHistory basket={BASKET} />
      </FeatureTestProviders>,
    );
    await waitFor(() => expect(wallet.connecting).toBe(true));
    expect(screen.getAllByText('Connecting your wallet…')).toHaveLength(2);
    expect(screen.queryByText(/^Connect a wallet/)).toBeNull();

    // wallet-adapter's provider reports the failed connection on the console (no onError given).
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => wallet.fail());
    expect(
      await screen.findByText('Connect a wallet to see how many of this basket’s tokens it holds.'),
    ).toBeTruthy();
    expect(screen.getByText('Connect a wallet to see what it did with this basket.')).toBeTruthy();
    expect(screen.queryByText('Connecting your wallet…')).toBeNull();
    expect(said).toHaveBeenCalledWith(expect.any(WalletConnectionError), wallet);
    said.mockRestore();
  });
});
