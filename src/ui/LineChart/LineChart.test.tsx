// @vitest-environment jsdom
// The library draws on a canvas jsdom does not have: a stand-in records the options the chart is
// given, so the words on its value scale can be read.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BarPrice, LocalizationOptionsBase } from 'lightweight-charts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LineChart } from './LineChart';
import { loadChartLibrary } from './loadChartLibrary';
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

// The real loader (which imports the stand-in above), watched so a test can make one download fail.
vi.mock('./loadChartLibrary', async (importOriginal) => {
  const real = await importOriginal<typeof import('./loadChartLibrary')>();
  return { loadChartLibrary: vi.fn(real.loadChartLibrary) };
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

describe('LineChart without its library', () => {
  it('says the chart could not be drawn when its code did not download, and draws it on Try again', async () => {
    // What Chrome rejects with when a chunk's request fails (offline, or the server gone).
    vi.mocked(loadChartLibrary)
      .mockClear()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/lightweight-charts.js'),
      );
    const { container } = render(
      <LineChart label="Value" summary="Up." lines={LINES} words={WORDS} />,
    );
    const title = await screen.findByText('The chart could not be drawn');
    expect(title.closest('[role="status"]')?.textContent).toContain(
      'Its code did not download. Check your connection',
    );
    const state = () => container.querySelector('figure')?.getAttribute('data-chart-state');
    expect(state()).toBe('loading');
    // The reading is still given to assistive technology while the canvas is missing.
    expect(screen.getByRole('slider', { name: 'Value' }).getAttribute('aria-valuetext')).toContain(
      'reading 3790',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(state()).toBe('drawn'));
    expect(screen.queryByText('The chart could not be drawn')).toBeNull();
    expect(loadChartLibrary).toHaveBeenCalledTimes(2);
  });
});
