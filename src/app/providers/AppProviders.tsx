import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SettingsProvider } from '../../settings';
import type { Settings } from '../../settings';
import { createQueryClient } from './queryClient';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client and defaults. */
  queryClient?: QueryClient;
  defaults?: Settings;
}

/**
 * What the whole app needs from its first paint: settings need the query client (to clear it on a
 * change of network). The wallet, the connection and the flow engine load after the first paint:
 * see ChainBoundary, which the layout renders around its pages.
 */
export function AppProviders({ children, queryClient, defaults }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={defaults}>{children}</SettingsProvider>
    </QueryClientProvider>
  );
}
