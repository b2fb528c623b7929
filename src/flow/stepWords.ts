// A step's state in words and an icon: the timeline never relies on colour alone.
import type { Step } from './types';

export interface StepStateView {
  icon: string;
  words: string;
  tone: 'idle' | 'active' | 'success' | 'neutral' | 'warn' | 'error';
}

/**
 * `running`: this tab is running the flow. After a reload a step can still be recorded as awaiting
 * a signature while no wallet prompt is open: the flow is stopped until the user resumes.
 */
export function stepStateView(step: Step, running = true): StepStateView {
  switch (step.status) {
    case 'pending':
      return { icon: '○', words: 'Not started', tone: 'idle' };
    case 'awaiting-signature':
      return running
        ? { icon: '✎', words: 'Waiting for your approval in the wallet', tone: 'active' }
        : { icon: '⏸', words: 'Paused — resume to sign', tone: 'neutral' };
    case 'sending':
      return { icon: '↗', words: 'Sending', tone: 'active' };
    case 'confirming':
      return { icon: '⟳', words: 'Confirming on chain', tone: 'active' };
    case 'confirmed':
      return { icon: '✓', words: 'Confirmed', tone: 'success' };
    case 'rejected':
      return { icon: '⊘', words: 'Not approved in the wallet — nothing was sent', tone: 'neutral' };
    case 'expired':
      return { icon: '⌛', words: 'Expired before it landed — nothing changed', tone: 'warn' };
    case 'failed':
      return { icon: '✕', words: 'Failed', tone: 'error' };
    case 'waiting':
      return { icon: '⧗', words: 'Waiting', tone: 'active' };
    case 'done':
      return { icon: '✓', words: 'Done', tone: 'success' };
    case 'overdue':
      return { icon: '!', words: 'Taking longer than expected', tone: 'warn' };
  }
}

/** "4 s", "1 min 05 s". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return `${total} s`;
  const min = Math.floor(total / 60);
  const sec = total % 60;
  return `${min} min ${String(sec).padStart(2, '0')} s`;
}

/** "2:59" countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
