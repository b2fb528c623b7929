import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import type { Adapter } from '@solana/wallet-adapter-base';
import type { ReactNode } from 'react';
import { ConnectModalProvider } from './ConnectModalContext';

/** Wallet context for component tests: the given adapters, no network (nothing here reads the chain). */
export function WalletTestProviders({
  wallets,
  children,
}: {
  wallets: Adapter[];
  children: ReactNode;
}) {
  return (
    <ConnectionProvider endpoint="http://127.0.0.1:1">
      <WalletProvider wallets={wallets} autoConnect>
        <ConnectModalProvider>{children}</ConnectModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
}
