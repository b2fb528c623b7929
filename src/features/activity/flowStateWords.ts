import { flowState, type Flow, type FlowState } from '../../flow';

/** A flow's overall state in words (with an icon that is decoration only). */
export const FLOW_STATE_VIEW: Record<FlowState, { icon: string; words: string }> = {
  preparing: { icon: '○', words: 'Not started' },
  review: { icon: '☰', words: 'Ready for your review — nothing signed yet' },
  'needs-signature': { icon: '✎', words: 'Waiting for your approval' },
  'in-progress': { icon: '⟳', words: 'In progress' },
  waiting: { icon: '⧗', words: 'Waiting for the service' },
  overdue: { icon: '!', words: 'Taking longer than expected' },
  completed: { icon: '✓', words: 'Completed' },
  rejected: { icon: '⊘', words: 'Not approved in the wallet' },
  expired: { icon: '⌛', words: 'Expired — needs a fresh transaction' },
  failed: { icon: '✕', words: 'Failed' },
  'api-error': { icon: '✕', words: 'The request failed' },
};

const PAUSED = { icon: '⏸', words: 'Paused — resume to sign' };

/**
 * The flow's state in words. `running`: this tab is running it. A flow recorded as waiting for the
 * wallet but not running here (the page was reloaded) has no wallet prompt open: it is paused.
 */
export function flowStateView(flow: Flow, running: boolean): { icon: string; words: string } {
  const state = flowState(flow);
  return state === 'needs-signature' && !running ? PAUSED : FLOW_STATE_VIEW[state];
}

export function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
