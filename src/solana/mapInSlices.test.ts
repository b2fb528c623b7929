import { describe, expect, it } from 'vitest';
import { mapInSlices, SLICE_MS, yieldToMain, type SliceClock } from './mapInSlices';

/** A clock where each reading is `step` ms after the last, counting the yields asked for. */
function steppingClock(step: number) {
  let time = 0;
  const clock: SliceClock & { yields: number } = {
    yields: 0,
    now: () => (time += step),
    yieldToMain: async () => {
      clock.yields++;
    },
  };
  return clock;
}

describe('mapInSlices', () => {
  it('maps every item in order', async () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    expect(await mapInSlices(items, (i) => i * 2, steppingClock(1))).toEqual(
      items.map((i) => i * 2),
    );
  });

  it('gives the main thread back each time a slice has run its time', async () => {
    const clock = steppingClock(SLICE_MS / 2);
    await mapInSlices(
      Array.from({ length: 100 }, (_, i) => i),
      (i) => i,
      clock,
    );
    // Each reading advances half a slice: a yield every other item, whatever the items cost.
    expect(clock.yields).toBe(50);
  });

  it('does not yield while work stays under a slice', async () => {
    const clock = steppingClock(0);
    await mapInSlices([1, 2, 3], (i) => i, clock);
    expect(clock.yields).toBe(0);
  });

  it('resumes in a later task, after every pending microtask has run', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('resumed'));
    void (async () => {
      for (let i = 0; i < 50; i++) await Promise.resolve();
      order.push('microtasks done');
    })();
    await yielded;
    expect(order).toEqual(['microtasks done', 'resumed']);
  });
});
