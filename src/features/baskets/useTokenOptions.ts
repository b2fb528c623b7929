import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../app/settings';
import { KNOWN_TOKENS } from '../../solana/tokens';
import type { TokenOption } from '../../ui/TokenOption';
import { fetchSandboxTokens } from '../faucet/faucetApi';

/**
 * Tokens offered by name in composition and token pickers: the sandbox's test tokens on the
 * sandbox, the app's known list elsewhere (any other mint can still be pasted). The sandbox list
 * is read only on the sandbox (a real API has no such endpoint); the key matches the faucet's.
 */
export function useTokenOptions(): readonly TokenOption[] {
  const { settings } = useSettings();
  const onSandbox = settings.cluster === 'sandbox';
  const sandbox = useQuery({
    queryKey: ['sandbox', settings.apiBase, 'tokens'],
    queryFn: async () => (await fetchSandboxTokens(settings.apiBase)).tokens,
    staleTime: Infinity,
    enabled: onSandbox,
  });
  if (onSandbox && sandbox.data && sandbox.data.length > 0) return sandbox.data;
  return KNOWN_TOKENS;
}
