import { describe, expect, it } from 'vitest';
import { percentAt, percentTicks, tickDecimals, usdTicks } from './axisLabels';

describe('tickDecimals', () => {
  it('is the fewest decimals that write every tick exactly', () => {
    expect(tickDecimals([3200, 3400, 3600])).toBe(0);
    expect(tickDecimals([1.16, 1.18, 1.2])).toBe(2);
    expect(tickDecimals([-2.5, 0, 2.5])).toBe(1);
    expect(tickDecimals([1.1655, 1.166])).toBe(4);
    expect(tickDecimals([])).toBe(0);
  });

  it('stops at eight decimals', () => {
    expect(tickDecimals([Math.PI])).toBe(8);
  });
});

describe('usdTicks', () => {
  it('writes whole dollars while every tick is whole, with thousands grouped', () => {
    expect(usdTicks([3200, 3400, 3600, 3800])).toEqual(['$3,200', '$3,400', '$3,600', '$3,800']);
  });

  it('writes cents once a tick has any, and more where the ticks need them', () => {
    expect(usdTicks([1.1, 1.2, 1.3])).toEqual(['$1.10', '$1.20', '$1.30']);
    expect(usdTicks([1.1655, 1.166])).toEqual(['$1.1655', '$1.1660']);
  });

  it('writes a figure below zero with its sign before the dollar', () => {
    expect(usdTicks([-200, 0, 200])).toEqual(['−$200', '$0', '$200']);
  });
});

describe('percentTicks', () => {
  it('writes each tick as a change from the first point', () => {
    expect(percentTicks([-8, -4, 0, 4, 8, 12])).toEqual(['−8%', '−4%', '0%', '+4%', '+8%', '+12%']);
    expect(percentTicks([-2.5, 0, 2.5, 5])).toEqual(['−2.5%', '0%', '+2.5%', '+5%']);
  });
});

describe('percentAt', () => {
  it('writes the crosshair’s change to two decimals', () => {
    expect(percentAt(4.1234)).toBe('+4.12%');
    expect(percentAt(-0.5)).toBe('−0.5%');
  });
});
