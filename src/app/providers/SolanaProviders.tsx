import type { Adapter, WalletError } from '@solana/wallet-adapter-base';
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import type { ConnectionConfig } from '@solana/web3.js';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../notifications/toasts';
import { createRateLimitedFetch } from '../../solana/rateLimitedFetch';
import { useSettings } from '../../settings';
import { hardwareWalletAdapters } from '../../wallet/hardwareWallets';
import { sandboxWalletAdapters } from '../../wallet/sandboxWallets';
import { SandboxWalletsContext, useSandboxWallets } from '../../wallet/useSandboxWallets';
import { walletErrorToast } from '../../wallet/walletErrorToast';
import { RpcFetchContext } from '../../solana/rpcFetchContext';

/**
 * The connection follows the settings: a new RPC or WebSocket URL gives a new Connection. Wallets:
 * Phantom, Backpack and every Wallet Standard wallet are found by WalletProvider itself; the hardware
 * wallets (Ledger, Trezor) do not speak Wallet Standard, so their adapters are listed. The
 * sandbox's burner and demo wallets are listed once the RPC is known to be the sandbox on this
 * computer (useSandboxWallets), never before: wallet-adapter reconnects a remembered one only then.
 */
export function SolanaProviders({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  // HTTP 429: wait as the RPC asks (Retry-After) and say so, instead of web3.js's blind retry.
  const [rpcFetch] = useState(() => createRateLimitedFetch());
  const config = useMemo<ConnectionConfig>(
    () => ({
      commitment: 'confirmed',
      wsEndpoint: settings.wsUrl,
      fetch: rpcFetch.fetch,
      disableRetryOnRateLimit: true,
    }),
    [settings.wsUrl, rpcFetch],
  );
  const sandboxWallets = useSandboxWallets();
  const sandboxWalletsOffered = sandboxWallets.status === 'offered';
  const wallets = useMemo<Adapter[]>(
    () => [...hardwareWalletAdapters(), ...sandboxWalletAdapters(sandboxWalletsOffered)],
    [sandboxWalletsOffered],
  );
  const onError = useCallback((error: WalletError, adapter?: Adapter) => {
    const note = walletErrorToast(error, adapter?.name ?? 'The wallet');
    if (note?.tone === 'neutral') toast(note.text);
    else if (note) toast.error(note.text);
  }, []);

  return (
    <RpcFetchContext.Provider value={rpcFetch}>
      <ConnectionProvider endpoint={settings.rpcUrl} config={config}>
        <WalletProvider wallets={wallets} autoConnect onError={onError}>
          <SandboxWalletsContext.Provider value={sandboxWallets}>
            {children}
          </SandboxWalletsContext.Provider>
        </WalletProvider>
      </ConnectionProvider>
    </RpcFetchContext.Provider>
  );
}
