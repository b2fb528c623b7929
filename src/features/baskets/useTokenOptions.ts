import { useIsSandbox } from '../../app/settings';
import { KNOWN_TOKENS } from '../../solana/tokens';
import type { TokenOption } from '../../ui/TokenOption';
import { useSandboxTokens } from '../faucet/useSandboxTokens';

/**
 * Tokens offered by name in composition and token pickers: the sandbox's test tokens on the
 * sandbox, the app's known list elsewhere (any other mint can still be pasted).
 */
export function useTokenOptions(): readonly TokenOption[] {
  const onSandbox = useIsSandbox();
  const sandbox = useSandboxTokens();
  if (onSandbox && sandbox.data && sandbox.data.length > 0) return sandbox.data;
  return KNOWN_TOKENS;
}
