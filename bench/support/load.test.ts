import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchLoad } from './load';

describe('watchLoad', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the higher of the load at the start and at the end, and whether it passed the cores', () => {
    const loads = vi.spyOn(os, 'loadavg').mockReturnValueOnce([2.5, 0, 0]);
    const during = watchLoad(2);
    loads.mockReturnValueOnce([1.2, 0, 0]);
    expect(during()).toEqual({ loadAverage: 2.5, noisy: true });
  });

  it('is quiet when the load stayed at or under the core count', () => {
    const loads = vi.spyOn(os, 'loadavg').mockReturnValueOnce([0.4, 0, 0]);
    const during = watchLoad(2);
    loads.mockReturnValueOnce([2, 0, 0]);
    expect(during()).toEqual({ loadAverage: 2, noisy: false });
  });
});
