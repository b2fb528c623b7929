// @vitest-environment jsdom
// The library draws on a canvas jsdom does not have: a stand-in records the options the chart is
// given, so the words on its value scale can be read.
import { cleanup, render, waitFor } from '@testing-library/react';
import type { BarPrice, LocalizationOptionsBase } from 'lightweight-charts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LineChart } from './LineChart';
import type { ChartLine, ChartReadingWords } from './reading';

/** The localization the chart was given last, and how often a series was given its points. */
const given = vi.hoisted(() => ({
  localization: {} as Partial<LocalizationOptionsBase>,
  setData: 0,
}));

vi.mock('lightweight-charts', () => {
  const series = () => ({
    applyOptions: () => undefined,
    setData: () => {
      given.setData += 1;
    },
  });
  return {
    ColorType: { Solid: 'solid' },
    PriceScaleMode: { Normal: 0, Percentage: 2 },
    TrackingModeExitMode: { OnTouchEnd: 0 },
    LineSeries: {},
    createSeriesMarkers: () => ({ setMarkers: () => undefined }),
    createChart: () => ({
      applyOptions: (options: { localization?: Partial<LocalizationOptionsBase> }) => {
        if (options.localization) given.localization = options.localization;
      },
      priceScale: () => ({ applyOptions: () => undefined }),
      addSeries: series,
      removeSeries: () => undefined,
      timeScale: () => ({ fitContent: () => undefined }),
      subscribeCrosshairMove: () => undefined,
      unsubscribeCrosshairMove: () => undefined,
      setCrosshairPosition: () => undefined,
      clearCrosshairPosition: () => undefined,
      remove: () => undefined,
    }),
  };
});

const LINES: ChartLine[] = [
  {
    id: 'basket',
    label: 'Basket',
    color: 'blue',
    points: [
      { time: 1, value: 3210 },
      { time: 2, value: 3790 },
    ],
  },
];
const WORDS: ChartReadingWords = { time: String, value: (_line, value) => `reading ${value}` };

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LineChart’s value scale', () => {
  it('writes dollars as the page does, and the crosshair’s value as the reading', async () => {
    render(<LineChart label="Value" summary="Up." lines={LINES} words={WORDS} />);
    await waitFor(() => expect(given.localization.tickmarksPriceFormatter).toBeDefined());
    expect(given.localization.tickmarksPriceFormatter?.([3200, 3400, 3800] as BarPrice[])).toEqual([
      '$3,200',
      '$3,400',
      '$3,800',
    ]);
    expect(given.localization.priceFormatter?.(3697.55 as BarPrice)).toBe('reading 3697.55');
  });

  it('writes a comparison’s percent as changes', async () => {
    render(<LineChart label="Value" summary="Up." lines={LINES} scale="percent" words={WORDS} />);
    await waitFor(() => expect(given.localization.tickmarksPercentageFormatter).toBeDefined());
    expect(given.localization.tickmarksPercentageFormatter?.([-4, 0, 4])).toEqual([
      '−4%',
      '0%',
      '+4%',
    ]);
    expect(given.localization.percentageFormatter?.(1.234)).toBe('+1.23%');
    expect(given.localization.tickmarksPriceFormatter).toBeUndefined();
  });
});

describe('LineChart’s drawing', () => {
  it('draws its points once while the page around it renders again with the same lines', async () => {
    // The create and edit forms render their backtest chart again on every key typed in a weight:
    // a chart without markers used to take that for new markers and set every series' points
    // again, a redraw inside the key's frame (bench/README.md, interactions).
    given.setData = 0;
    const { rerender } = render(
      <LineChart label="Value" summary="Up." lines={LINES} words={WORDS} />,
    );
    await waitFor(() => expect(given.setData).toBe(1));
    for (const summary of ['Up 1.', 'Up 2.', 'Up 3.']) {
      rerender(<LineChart label="Value" summary={summary} lines={LINES} words={WORDS} />);
    }
    rerender(<LineChart label="Value" summary="Up." lines={[...LINES]} words={WORDS} />);
    await waitFor(() => expect(given.setData).toBe(2));
  });
});
