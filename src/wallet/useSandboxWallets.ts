import { useQuery } from '@tanstack/react-query';
import { createContext } from 'react';
import { useSettings } from '../settings';
import { checkLocalSandbox } from '../solana/localSandbox';
import { useRpcEndpoint } from '../solana/rpcFetchContext';

/**
 * Whether the Sandbox burner and demo wallets are offered (docs/architecture.md, "In-browser
 * wallets"): only with the Sandbox network chosen, an RPC URL on this computer, and that RPC
 * answering the sandbox's genesis hash. Not offered while that is being asked (`checking`), nor
 * when it could not be asked (`no-answer`: asked again when the page regains focus).
 */
export type SandboxWallets =
  | { readonly status: 'not-sandbox' }
  | { readonly status: 'checking' }
  | { readonly status: 'offered' }
  | { readonly status: 'refused'; readonly why: 'not-loopback' | 'other-chain' | 'no-answer' };

type RefusedWhy = Extract<SandboxWallets, { status: 'refused' }>['why'];

// One object per answer: the context's consumers render again only when the answer changes.
const NOT_SANDBOX: SandboxWallets = { status: 'not-sandbox' };
const CHECKING: SandboxWallets = { status: 'checking' };
const OFFERED: SandboxWallets = { status: 'offered' };
const REFUSED: Record<RefusedWhy, SandboxWallets> = {
  'not-loopback': { status: 'refused', why: 'not-loopback' },
  'other-chain': { status: 'refused', why: 'other-chain' },
  'no-answer': { status: 'refused', why: 'no-answer' },
};

export function useSandboxWallets(): SandboxWallets {
  const onSandbox = useSettings().settings.cluster === 'sandbox';
  const endpoint = useRpcEndpoint();
  const check = useQuery({
    queryKey: [endpoint.url, 'local-sandbox'],
    queryFn: () => checkLocalSandbox(endpoint),
    enabled: onSandbox,
    // A chain's genesis hash never changes under its URL; a new network clears every query.
    staleTime: Infinity,
  });
  if (!onSandbox) return NOT_SANDBOX;
  if (check.isPending) return CHECKING;
  if (check.isError) return REFUSED['no-answer'];
  return check.data === 'local-sandbox' ? OFFERED : REFUSED[check.data];
}

/**
 * The same answer, as the wallet providers (app/providers/SolanaProviders.tsx) listed the wallets
 * by it: what the connect dialog says of them.
 */
export const SandboxWalletsContext = createContext<SandboxWallets>(NOT_SANDBOX);
