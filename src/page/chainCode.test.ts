// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh store, as at a page load; the chain code itself, not under test, never finishes downloading. */
async function freshStore() {
  vi.resetModules();
  const store = await import('./chainCode');
  store.provideChainCode(() => new Promise(() => undefined));
  return store;
}

describe('when the chain code is wanted', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a wallet connected last time asks for it at once (autoConnect needs the adapters)', async () => {
    localStorage.setItem('walletName', JSON.stringify('Test Wallet'));
    const store = await freshStore();
    expect(store.hasWalletToReconnect()).toBe(true);
    store.startChainCodeIfReconnecting();
    expect(store.chainCodeState().status).toBe('loading');
  });

  it('otherwise nothing asks for it at start, not even later when idle', async () => {
    vi.useFakeTimers();
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const store = await freshStore();
    expect(store.hasWalletToReconnect()).toBe(false);
    store.startChainCodeIfReconnecting();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(idle).not.toHaveBeenCalled();
    expect(store.chainCodeState().status).toBe('idle');
  });

  it('a connect request made before the dialog exists opens it when it mounts', async () => {
    const store = await freshStore();
    store.requestConnectDialog('faucet-choose-wallet');
    expect(store.chainCodeState().status).toBe('loading');
    const open = vi.fn();
    const answering = store.answerConnectDialogRequests(open);
    expect(answering.requested).toEqual({ returnFocusTo: 'faucet-choose-wallet' });
    // From then on a request opens it at once; none is left over for a later provider.
    store.requestConnectDialog();
    expect(open).toHaveBeenCalledTimes(1);
    answering.stop();
    expect(store.answerConnectDialogRequests(vi.fn()).requested).toBeNull();
  });
});
