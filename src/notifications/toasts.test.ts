import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentToasts,
  holdToasts,
  resetToasts,
  subscribeToasts,
  toast,
  TOAST_DURATION_MS,
} from './toasts';

const shown = () =>
  currentToasts().map((t) => `${t.tone}: ${t.title}${t.description ? ` — ${t.description}` : ''}`);

describe('the toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('adds a toast per call without an id, newest last, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast('Phantom: connection cancelled');
    toast.error('Could not copy the address', { description: 'Ab12' });
    expect(shown()).toEqual([
      'neutral: Phantom: connection cancelled',
      'error: Could not copy the address — Ab12',
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast.info('Not heard');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('updates a toast in place by id, keeping its place in the list', () => {
    toast.loading('Create basket BSKT', {
      id: 'flow-1',
      description: 'Step 1: approve it in your wallet',
    });
    toast.success('Settings saved');
    toast.loading('Create basket BSKT', {
      id: 'flow-1',
      description: 'Step 1: confirming on chain…',
    });
    toast.success('Create basket BSKT', { id: 'flow-1', description: 'Done.' });
    expect(shown()).toEqual(['success: Create basket BSKT — Done.', 'success: Settings saved']);
  });

  it('dismisses by id; a loading toast stays until updated or dismissed', () => {
    toast.loading('Create basket BSKT', {
      id: 'flow-1',
      description: 'Preparing the transactions…',
    });
    vi.advanceTimersByTime(60_000);
    expect(shown()).toHaveLength(1);
    toast.dismiss('flow-1');
    expect(shown()).toEqual([]);
    toast.dismiss('flow-1'); // already gone: nothing happens
    expect(shown()).toEqual([]);
  });

  it('other toasts dismiss themselves after their tone’s duration', () => {
    toast.success('Settings saved');
    toast.error('Could not disconnect');
    vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1);
    expect(shown()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['error: Could not disconnect']);
    vi.advanceTimersByTime(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success);
    expect(shown()).toEqual([]);
  });

  it('a loading toast that becomes a success starts its clock then', () => {
    toast.loading('Deposit', { id: 'flow-2' });
    vi.advanceTimersByTime(30_000);
    toast.success('Deposit', { id: 'flow-2', description: 'Done.' });
    vi.advanceTimersByTime(TOAST_DURATION_MS.success - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('while held nothing leaves; released, each clock runs on with the time it had left', () => {
    toast.success('Settings saved');
    vi.advanceTimersByTime(2_000);
    holdToasts(true);
    toast.info('Added while held');
    vi.advanceTimersByTime(60_000);
    expect(shown()).toHaveLength(2);
    holdToasts(false);
    vi.advanceTimersByTime(TOAST_DURATION_MS.success - 2_000 - 1);
    expect(shown()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(['info: Added while held']);
    vi.advanceTimersByTime(2_000);
    expect(shown()).toEqual([]);
  });
});
