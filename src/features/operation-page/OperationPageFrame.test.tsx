// @vitest-environment jsdom
// A wallet chosen last time reconnects after a reload: the page does not ask to connect one
// meanwhile (an ask that showed, then vanished, moving the form under it), and asks again only if
// the connection fails. The real wallet-adapter provider, with a wallet whose connection the test
// finishes or fails.
import {
  BaseWalletAdapter,
  WalletConnectionError,
  WalletReadyState,
  type WalletName,
} from '@solana/wallet-adapter-base';
import { PublicKey } from '@solana/web3.js';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { WalletTestProviders } from '../../wallet/testing';
import { OperationPageFrame } from './OperationPageFrame';

const NAME = 'Held wallet' as WalletName<'Held wallet'>;
const KEY = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');

/** A wallet whose connection stays open until the test finishes or fails it. */
class HeldWallet extends BaseWalletAdapter<'Held wallet'> {
  readonly name = NAME;
  readonly url = 'https://example.invalid';
  readonly icon = '';
  readonly readyState = WalletReadyState.Installed;
  readonly supportedTransactionVersions = null;
  publicKey: PublicKey | null = null;
  connecting = false;
  #pending: { finish: () => void; fail: () => void } | null = null;

  connect(): Promise<void> {
    this.connecting = true;
    return new Promise((resolve, reject) => {
      this.#pending = {
        finish: () => {
          this.connecting = false;
          this.publicKey = KEY;
          this.emit('connect', KEY);
          resolve();
        },
        fail: () => {
          this.connecting = false;
          const error = new WalletConnectionError('declined');
          this.emit('error', error);
          reject(error);
        },
      };
    });
  }
  async disconnect(): Promise<void> {
    this.publicKey = null;
    this.emit('disconnect');
  }
  sendTransaction(): Promise<string> {
    return Promise.reject(new Error('not in this test'));
  }
  finish = () => act(() => this.#pending?.finish());
  fail = () => act(() => this.#pending?.fail());
}

function renderReturning(): HeldWallet {
  // What wallet-adapter stored when this wallet was connected last time.
  localStorage.setItem('walletName', JSON.stringify(NAME));
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
    wallet.finish();
    await waitFor(() => expect(wallet.publicKey).toBe(KEY));
    expect(ask()).toBeNull();
  });

  it('asks again when the reconnection fails', async () => {
    const wallet = renderReturning();
    await waitFor(() => expect(wallet.connecting).toBe(true));
    expect(ask()).toBeNull();
    // wallet-adapter's provider reports the failed connection on the console (no onError given).
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    wallet.fail();
    expect(await screen.findByText('Connect a wallet first')).toBeTruthy();
    expect(said).toHaveBeenCalledWith(expect.any(WalletConnectionError), wallet);
    said.mockRestore();
  });
});
