import { currentStep, flowState } from '../../flow/machine';
import type { Flow, FlowState } from '../../flow/types';
import type { StatusIconName } from '../../ui/StatusIcon';

export interface FlowStateView {
  icon: StatusIconName;
  words: string;
}

/** A flow's overall state in words (with an icon that is decoration only). */
export const FLOW_STATE_VIEW: Record<FlowState, FlowStateView> = {
  preparing: { icon: 'idle', words: 'Not started' },
  review: { icon: 'review', words: 'Ready for your review — nothing signed yet' },
  'needs-signature': { icon: 'sign', words: 'Waiting for your approval' },
  'in-progress': { icon: 'progress', words: 'In progress' },
  waiting: { icon: 'clock', words: 'Waiting for the service' },
  overdue: { icon: 'alert', words: 'Taking longer than expected' },
  completed: { icon: 'check', words: 'Completed' },
  rejected: { icon: 'declined', words: 'Not approved in the wallet' },
  expired: { icon: 'expired', words: 'Expired — needs a fresh transaction' },
  failed: { icon: 'cross', words: 'Failed' },
  stranded: { icon: 'stop', words: 'Stopped — cannot be finished (see its timeline)' },
  'api-error': { icon: 'cross', words: 'The request failed' },
};

const PAUSED: FlowStateView = { icon: 'pause', words: 'Paused — resume to sign' };
const PAUSED_WITH_WALLET: FlowStateView = {
  icon: 'pause',
  words: 'Paused — resume to look for it on chain',
};

/**
 * The flow's state in words. `running`: this tab is running it. A flow recorded as waiting for the
 * wallet but not running here (the page was reloaded) has no wallet prompt open: it is paused.
 */
export function flowStateView(flow: Flow, running: boolean): FlowStateView {
  const state = flowState(flow);
  if (state !== 'needs-signature' || running) return FLOW_STATE_VIEW[state];
  return currentStep(flow)?.status === 'with-wallet' ? PAUSED_WITH_WALLET : PAUSED;
}

export function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
