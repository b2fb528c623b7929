import type { FlowsApi } from '../FlowContext';

/** The flows API of a page no wallet is connected to: no flows, and none can start. */
export function idleFlows(): FlowsApi {
  const refuse = (): never => {
    throw new Error('No flow can start without a wallet');
  };
  return {
    flows: [],
    ready: false,
    start: refuse,
    prepare: refuse,
    confirm: refuse,
    resume: refuse,
    retry: refuse,
    dismiss: refuse,
    isRunning: () => false,
    isElsewhere: () => false,
    explorerTxUrl: (signature) => `https://explorer.test/tx/${signature}`,
    explorerName: 'Test Explorer',
  };
}
