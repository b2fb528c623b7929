// A view's updates while a feed is read: the first at once, then at most one every
// READING_UPDATE_MS with the latest news, and at once whenever `atOnce` says (the end of a read).
import { describe, expect, it } from 'vitest';
import { pacedUpdates, READING_UPDATE_MS, type PaceClock } from './pacedUpdates';

function fakeClock() {
  let time = 0;
  let due: { at: number; run: () => void } | null = null;
  const clock: PaceClock = {
    now: () => time,
    setTimeout(run, ms) {
      due = { at: time + ms, run };
      return due;
    },
    clearTimeout(timer) {
      if (timer === due) due = null;
    },
  };
  const advance = (ms: number) => {
    time += ms;
    if (due && due.at <= time) {
      const { run } = due;
      due = null;
      run();
    }
  };
  return { clock, advance, pending: () => due !== null };
}

describe('pacedUpdates', () => {
  it('shows the first news at once, then the latest at most once every READING_UPDATE_MS', () => {
    const { clock, advance } = fakeClock();
    const shown: number[] = [];
    let news = 0;
    const paced = pacedUpdates(
      () => shown.push(news),
      () => false,
      clock,
    );

    news = 1;
    paced.notify();
    expect(shown).toEqual([1]);
    // Three more reports within the pace: none shown yet, then the latest once.
    for (const n of [2, 3, 4]) {
      advance(100);
      news = n;
      paced.notify();
    }
    expect(shown).toEqual([1]);
    advance(READING_UPDATE_MS - 300);
    expect(shown).toEqual([1, 4]);
    // A report long after the last showing is shown at once.
    advance(READING_UPDATE_MS);
    news = 5;
    paced.notify();
    expect(shown).toEqual([1, 4, 5]);
  });

  it('shows at once whenever atOnce says so (the first rows, the end of a read), dropping what waited', () => {
    const { clock, advance, pending } = fakeClock();
    const shown: number[] = [];
    let news = 0;
    let ended = false;
    const paced = pacedUpdates(
      () => shown.push(news),
      () => ended,
      clock,
    );
    paced.notify();
    advance(50);
    news = 1;
    paced.notify();
    expect(pending()).toBe(true);
    advance(50);
    news = 2;
    ended = true;
    paced.notify();
    expect(shown).toEqual([0, 2]);
    expect(pending()).toBe(false);
    advance(READING_UPDATE_MS);
    expect(shown).toEqual([0, 2]);
  });

  it('after cancel, nothing waiting is shown', () => {
    const { clock, advance } = fakeClock();
    const shown: number[] = [];
    const paced = pacedUpdates(
      () => shown.push(shown.length),
      () => false,
      clock,
    );
    paced.notify();
    advance(10);
    paced.notify();
    paced.cancel();
    advance(READING_UPDATE_MS);
    expect(shown).toEqual([0]);
  });
});
