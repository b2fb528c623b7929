import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../app/settings';
import { fetchSandboxTokens } from './faucetApi';

/** The sandbox's test tokens; the key carries the API it came from. */
export function useSandboxTokens() {
  const { settings } = useSettings();
  return useQuery({
    queryKey: ['sandbox', settings.apiBase, 'tokens'],
    queryFn: async () => (await fetchSandboxTokens(settings.apiBase)).tokens,
    staleTime: Infinity, // the list is fixed for a sandbox's lifetime
  });
}
