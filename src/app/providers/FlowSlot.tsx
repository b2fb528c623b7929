import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { FlowRoot } from '../../flow';
import { OPERATIONS } from '../../features/operations';
import { cachedIntentReads } from '../../flow/intent';
import { factsPort, intentPort, outcomesOf } from '../../operations/engines';
import { explorerName, explorerTxUrl } from '../../solana/explorer';
import { useSettings } from '../../settings';
import { networkKey } from '../../storage/walletListStore';
import { useRpcEndpoint, useRpcFetch } from '../../solana/rpcFetchContext';

const facts = factsPort(OPERATIONS);

/**
 * Where the flow engine (src/flow) mounts: inside settings, the connection and the wallet, which
 * it needs to sign, broadcast and confirm; around the layout's pages (ChainProviders), never
 * inside one, so a flow keeps running — and its outcomes are recorded — while the user moves
 * between pages. The operations' engine parts are there: they load with the chain code
 * (ChainBoundary.tsx).
 */
export function FlowSlot({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const queryClient = useQueryClient();
  const rpcFetch = useRpcFetch();
  const network = networkKey(settings);
  const outcomes = useMemo(
    () =>
      outcomesOf(OPERATIONS, { queryClient, scope: (flow) => ({ network, wallet: flow.wallet }) }),
    [queryClient, network],
  );
  const endpoint = useRpcEndpoint();
  const intent = useMemo(
    () => intentPort(OPERATIONS, cachedIntentReads(endpoint, queryClient)),
    [endpoint, queryClient],
  );
  const txUrl = useCallback((sig: string) => explorerTxUrl(sig, settings), [settings]);
  return (
    <FlowRoot
      rpcUrl={settings.rpcUrl}
      apiBase={settings.apiBase}
      explorerTxUrl={txUrl}
      explorerName={explorerName(settings)}
      sendPreference={settings.sendMode}
      facts={facts}
      intent={intent}
      outcomes={outcomes}
      rateLimits={rpcFetch}
    >
      {children}
    </FlowRoot>
  );
}
