// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { projectIdOf, useWalletConnectAdapter, walletConnectNetwork } from './walletConnect';

// WalletConnect's SDK itself is not loaded in a unit test: the adapter module is replaced.
vi.mock('./walletConnectAdapter', () => ({
  walletConnectAdapter: (network: string, projectId: string) => ({
    name: 'WalletConnect',
    network,
    projectId,
  }),
}));

describe('WalletConnect', () => {
  it('is offered on mainnet and devnet when a project id is set, hidden otherwise', () => {
    expect(projectIdOf(undefined)).toBeNull();
    expect(projectIdOf('  ')).toBeNull();
    expect(projectIdOf(' abc123 ')).toBe('abc123');
    expect(walletConnectNetwork('mainnet', 'abc')).toBe('mainnet');
    expect(walletConnectNetwork('devnet', 'abc')).toBe('devnet');
    expect(walletConnectNetwork('sandbox', 'abc')).toBeNull();
    expect(walletConnectNetwork('custom', 'abc')).toBeNull();
    expect(walletConnectNetwork('mainnet', null)).toBeNull();
  });

  it('loads its adapter only with a project id, for the network in use', async () => {
    const without = renderHook(() => useWalletConnectAdapter('mainnet', null));
    const withId = renderHook(() => useWalletConnectAdapter('mainnet', 'abc'));
    await waitFor(() =>
      expect(withId.result.current).toMatchObject({
        name: 'WalletConnect',
        network: 'mainnet',
        projectId: 'abc',
      }),
    );
    expect(without.result.current).toBeNull();
  });
});
