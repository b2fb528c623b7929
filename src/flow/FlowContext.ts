import { createContext, useContext } from 'react';
import type { SendingPlan } from './reviewWords';
import type { RunResult } from './runner';
import type { Flow, FlowDefinition } from './types';

export interface FlowsApi {
  /** The connected wallet's flows on the current cluster, newest first (dismissed ones excluded). */
  flows: Flow[];
  /** A wallet is connected: start() works. */
  ready: boolean;
  /** Starts (or, for the same request while one is active, returns) a flow; returns its id. */
  start(definition: FlowDefinition): string;
  /**
   * POSTs the request and decodes the transactions; the flow then waits in 'review' (nothing is
   * signed). The same request while a flow for it is active returns that flow's id.
   */
  prepare(definition: FlowDefinition): string;
  /** The user approved the review: sign and send from step 1. A second call joins the first run. */
  confirm(id: string): Promise<RunResult>;
  resume(id: string): Promise<RunResult>;
  /** Retry / "Get a fresh transaction". */
  retry(id: string): Promise<RunResult>;
  dismiss(id: string): void;
  /** This tab is running the flow now (not waiting on the user, not in another tab). */
  isRunning(id: string): boolean;
  /** The last resume found the flow running in another tab. */
  isElsewhere(id: string): boolean;
  explorerTxUrl(signature: string): string;
  explorerName: string;
  /** How a flow confirmed now would be signed and sent (for the review's words). */
  sendingPlan?: SendingPlan;
}

export const FlowContext = createContext<FlowsApi | null>(null);

export function useFlows(): FlowsApi {
  const api = useContext(FlowContext);
  if (!api) throw new Error('useFlows() needs a <FlowProvider> above it');
  return api;
}

/** One flow by id (undefined until started, or when it belongs to another wallet/cluster). */
export function useFlow(id: string | undefined): Flow | undefined {
  const { flows } = useFlows();
  return id ? flows.find((f) => f.id === id) : undefined;
}

/**
 * The flows, or null before the flow engine is mounted: pages that render before the chain code
 * (page/chainCode.ts) show their forms meanwhile. With a wallet connected it is there.
 */
export function useFlowsIfMounted(): FlowsApi | null {
  return useContext(FlowContext);
}
