// @vitest-environment jsdom
// A page does not ask to connect while a remembered wallet is on its way — including a sandbox
// wallet whose adapter is listed only once the RPC's genesis hash answered (docs/architecture.md,
// "In-browser wallets").
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_BURNER_WALLET_NAME, SANDBOX_DEMO_WALLET_NAME } from './sandboxWalletNames';
import { SandboxWalletsContext, type SandboxWallets } from './useSandboxWallets';
import { useWalletConnecting } from './useWalletConnecting';

function connectingWith(sandboxWallets: SandboxWallets, remembered: string | null): boolean {
  if (remembered === null) window.localStorage.removeItem('walletName');
  else window.localStorage.setItem('walletName', JSON.stringify(remembered));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SandboxWalletsContext.Provider value={sandboxWallets}>
      {children}
    </SandboxWalletsContext.Provider>
  );
  return renderHook(() => useWalletConnecting(), { wrapper }).result.current;
}

describe('useWalletConnecting without a listed wallet', () => {
  afterEach(() => window.localStorage.clear());

  it('is connecting while the sandbox check runs and a sandbox wallet is remembered', () => {
    expect(connectingWith({ status: 'checking' }, SANDBOX_DEMO_WALLET_NAME)).toBe(true);
    expect(connectingWith({ status: 'checking' }, SANDBOX_BURNER_WALLET_NAME)).toBe(true);
  });

  it('is not connecting once the sandbox wallets are refused, or with nothing or another wallet remembered', () => {
    expect(
      connectingWith({ status: 'refused', why: 'other-chain' }, SANDBOX_DEMO_WALLET_NAME),
    ).toBe(false);
    expect(connectingWith({ status: 'not-sandbox' }, SANDBOX_DEMO_WALLET_NAME)).toBe(false);
    expect(connectingWith({ status: 'checking' }, null)).toBe(false);
    expect(connectingWith({ status: 'checking' }, 'Phantom')).toBe(false);
  });

  it('reads a stored name that is not a string as none', () => {
    window.localStorage.setItem('walletName', '{"not":"a name"}');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SandboxWalletsContext.Provider value={{ status: 'checking' }}>
        {children}
      </SandboxWalletsContext.Provider>
    );
    expect(renderHook(() => useWalletConnecting(), { wrapper }).result.current).toBe(false);
  });
});
