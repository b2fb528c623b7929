// A step's state in words and an icon: the timeline never relies on colour alone.
import type { StatusIconName } from '../ui/StatusIcon';
import type { Step } from './types';

export interface StepStateView {
  icon: StatusIconName;
  words: string;
  tone: 'idle' | 'active' | 'success' | 'neutral' | 'warn' | 'error';
}

/**
 * `running`: this tab is running the flow. After a reload a step can still be recorded as awaiting
 * the wallet while no wallet prompt is open: the flow is stopped until the user resumes.
 */
export function stepStateView(step: Step, running = true): StepStateView {
  switch (step.status) {
    case 'pending':
      return { icon: 'idle', words: 'Not started', tone: 'idle' };
    case 'awaiting-signature':
      return running
        ? { icon: 'sign', words: 'Waiting for your approval in the wallet', tone: 'active' }
        : { icon: 'pause', words: 'Paused — resume to sign', tone: 'neutral' };
    case 'with-wallet':
      return running
        ? {
            icon: 'wallet',
            words: 'With your wallet: approve it there; the wallet sends it',
            tone: 'active',
          }
        : {
            icon: 'pause',
            words: 'Paused — resume to look for it on chain',
            tone: 'neutral',
          };
    case 'signed':
      return { icon: 'check', words: 'Signed — sent once the step before confirms', tone: 'idle' };
    case 'sending':
      return { icon: 'send', words: 'Sending', tone: 'active' };
    case 'confirming':
      return { icon: 'progress', words: 'Confirming on chain', tone: 'active' };
    case 'confirmed':
      return { icon: 'check', words: 'Confirmed', tone: 'success' };
    case 'rejected':
      return {
        icon: 'declined',
        words: 'Not approved in the wallet — nothing was sent',
        tone: 'neutral',
      };
    case 'expired':
      return { icon: 'expired', words: 'Expired before it landed — nothing changed', tone: 'warn' };
    case 'failed':
      return { icon: 'cross', words: 'Failed', tone: 'error' };
    case 'waiting':
      return { icon: 'clock', words: 'Waiting', tone: 'active' };
    case 'done':
      return { icon: 'check', words: 'Done', tone: 'success' };
    case 'overdue':
      return { icon: 'alert', words: 'Taking longer than expected', tone: 'warn' };
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

/** "2:59" countdown; never more than the whole it counts down from ("3:00", not "3:01"). */
export function formatCountdown(ms: number, totalMs = Number.POSITIVE_INFINITY): string {
  const total = Math.max(0, Math.min(Math.ceil(ms / 1000), Math.floor(totalMs / 1000)));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
