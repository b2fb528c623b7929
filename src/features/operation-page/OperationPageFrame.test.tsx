// @vitest-environment jsdom
// A wallet chosen last time reconnects after a reload: the page does not ask to connect one
// meanwhile (an ask that showed, then vanished, moving the form under it), and asks again only if
// the connection fails. The real wallet-adapter provider, with a wallet whose connection the test
// finishes or fails.
import { WalletConnectionError } from '@solana/wallet-adapter-base';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import {
  HELD_WALLET_KEY,
  HeldWallet,
  rememberHeldWallet,
  WalletTestProviders,
} from '../../wallet/testing';
import { OperationPageFrame } from './OperationPageFrame';

function renderReturning(): HeldWallet {
  rememberHeldWallet();
  const wallet = new HeldWallet();
  render(
    <MemoryRouter>
      <WalletTestProviders wallets={[wallet]}>
        <OperationPageFrame title="Deposit" lead="Deposit USDC." wallet={{ does: 'signs' }}>
          <p>The form</p>
        </OperationPageFrame>
      </WalletTestProviders>
    </MemoryRouter>,
  );
  return wallet;
}

const ask = () => screen.queryByText('Connect a wallet first');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('OperationPageFrame with a wallet to reconnect', () => {
  it('does not ask to connect one while it reconnects, nor after', async () => {
    const wallet = renderReturning();
    await waitFor(() => expect(wallet.connecting).toBe(true));
    expect(ask()).toBeNull();
    act(() => wallet.finish());
    await waitFor(() => expect(wallet.publicKey).toBe(HELD_WALLET_KEY));
    expect(ask()).toBeNull();
  });

  it('asks again when the reconnection fails', async () => {
    const wallet = renderReturning();
    await waitFor(() => expect(wallet.connecting).toBe(true));
    expect(ask()).toBeNull();
    // wallet-adapter's provider reports the failed connection on the console (no onError given).
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => wallet.fail());
    expect(await screen.findByText('Connect a wallet first')).toBeTruthy();
    expect(said).toHaveBeenCalledWith(expect.any(WalletConnectionError), wallet);
    said.mockRestore();
  });
});
