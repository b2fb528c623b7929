// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './afterFirstPaint';

type PaintList = { getEntriesByName(name: string): unknown[] };

/** A PerformanceObserver the test reports paints to. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static current: FakePaintObserver | null = null;
  disconnected = false;
  readonly callback: (list: PaintList) => void;
  constructor(callback: (list: PaintList) => void) {
    this.callback = callback;
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.current = null;
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint to be reported, then runs in a task of its own', () => {
    const task = vi.fn();
    afterFirstPaint(task);
    FakePaintObserver.current?.report('first-paint');
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();

    FakePaintObserver.current?.report('first-contentful-paint');
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
    // The fallback that would start it without a report does not start it twice.
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no paint is reported', () => {
    const task = vi.fn();
    afterFirstPaint(task);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const task = vi.fn();
    afterFirstPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    frames[0]?.();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
