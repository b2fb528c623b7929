import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SettingsProvider } from '../settings';
import type { Settings } from '../settings';
import { ConnectModalProvider } from '../wallet/ConnectModalContext';
import { FlowSlot } from './FlowSlot';
import { createQueryClient } from './queryClient';
import { SolanaProviders } from './SolanaProviders';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and defaults. */
  queryClient?: QueryClient;
  defaults?: Settings;
}

/** Order matters: settings need the query client (to clear it); wallets need settings; flows need wallets. */
export function AppProviders({ children, queryClient, defaults }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={defaults}>
        <SolanaProviders>
          <ConnectModalProvider>
            <FlowSlot>{children}</FlowSlot>
          </ConnectModalProvider>
        </SolanaProviders>
      </SettingsProvider>
      <Toaster position="bottom-right" closeButton richColors />
    </QueryClientProvider>
  );
}
