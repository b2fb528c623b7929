import { useQuery } from '@tanstack/react-query';
import { useIsSandbox, useSettings } from '../../settings';
import { fetchSandboxTokens } from './faucetApi';

/**
 * The sandbox's test tokens (with their prices); the key carries the API it came from. Read only
 * on the sandbox: a real API has no such endpoint, so elsewhere the query stays idle (no data).
 * The one reader of the list: the faucet, token pickers and prices share it.
 */
export function useSandboxTokens() {
  const { settings } = useSettings();
  return useQuery({
    queryKey: ['sandbox', settings.apiBase, 'tokens'],
    queryFn: async () => (await fetchSandboxTokens(settings.apiBase)).tokens,
    staleTime: Infinity, // the list is fixed for a sandbox's lifetime
    enabled: useIsSandbox(),
  });
}
