import { useSettings } from './SettingsContext';

/**
 * The Sandbox network is chosen in Settings. The sandbox-only read (GET /sandbox/tokens, the
 * faucet's list) exists on no real API: it is enabled only when this holds. It says nothing of
 * where the RPC is: the in-browser wallets ask that too (src/wallet/useSandboxWallets.ts).
 */
export function useIsSandbox(): boolean {
  return useSettings().settings.cluster === 'sandbox';
}
