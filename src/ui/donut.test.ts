import { describe, expect, it } from 'vitest';
import { donutPaths } from './donut';

const SHAPE = { innerRadius: 50, outerRadius: 100, padAngle: 0 };

/** The numbers of a path, in order. */
const numbers = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('donutPaths', () => {
  it('splits the turn in proportion to the weights, clockwise from twelve o’clock', () => {
    const [a, b] = donutPaths([1, 3], SHAPE);
    // A quarter: from (0,-100) to (100,0) outside, back from (50,0) to (0,-50) inside.
    expect(a).toBe('M0,-100A100,100,0,0,1,100,0L50,0A50,50,0,0,0,0,-50Z');
    // Three quarters: a large arc from (100,0) round to (0,-100).
    expect(b).toBe('M100,0A100,100,0,1,1,0,-100L0,-50A50,50,0,1,0,50,0Z');
  });

  it('keeps the order given, whatever the sizes', () => {
    const [big, small] = donutPaths([3, 1], SHAPE);
    expect(numbers(big ?? '').slice(0, 2)).toEqual([0, -100]);
    expect(numbers(small ?? '').slice(0, 2)).toEqual([-100, 0]);
  });

  it('leaves a gap between slices, never larger than a quarter of a slice', () => {
    const [a] = donutPaths([1, 1], { ...SHAPE, padAngle: 0.2 });
    const [startX] = numbers(a ?? '');
    expect(startX).toBeCloseTo(100 * Math.sin(0.1), 2);
    // A slice of 1 in 1001 would vanish under a 0.1 rad gap each side: it keeps half its angle.
    const [, thin] = donutPaths([1000, 1], { ...SHAPE, padAngle: 0.2 });
    const angle = (2 * Math.PI) / 1001;
    const from = 2 * Math.PI - angle + angle / 4;
    const to = 2 * Math.PI - angle / 4;
    const [x0, y0, , , , , , x1, y1] = numbers(thin ?? '');
    expect(x0).toBeCloseTo(100 * Math.sin(from), 2);
    expect(y0).toBeCloseTo(-100 * Math.cos(from), 2);
    expect(x1).toBeCloseTo(100 * Math.sin(to), 2);
    expect(y1).toBeCloseTo(-100 * Math.cos(to), 2);
  });

  it('draws a single slice as a whole ring', () => {
    const [only, none] = donutPaths([5, 0], SHAPE);
    expect(only).toBe(
      'M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z',
    );
    expect(none).toBe('');
  });

  it('gives no area to weights that are zero, negative or not numbers', () => {
    expect(donutPaths([0, -1, Number.NaN], SHAPE)).toEqual(['', '', '']);
    const paths = donutPaths([1, Number.NaN, 1], SHAPE);
    expect(paths[1]).toBe('');
    expect(paths[0]).not.toBe('');
    expect(paths[2]).not.toBe('');
  });
});
