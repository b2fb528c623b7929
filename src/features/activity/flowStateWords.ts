import type { FlowState } from '../../flow';

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

export function formatWhen(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
