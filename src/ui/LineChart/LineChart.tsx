// Lines over time, drawn by TradingView's Lightweight Charts (loaded when a chart first mounts, so
// pages without one never download it). The canvas is not readable by assistive technology: the
// plot is a slider over the first line's points — arrow keys, Page Up/Down, Home and End move the
// reading, which the slider's value text says — and a text summary describes the whole chart.
// The pointer and touch move the same reading.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type {
  IChartApi,
  ISeriesApi,
  ISeriesMarkersPluginApi,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import { resolveColor } from '../chartColors';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { percentAt, percentTicks, usdTicks, type ChartScale } from './axisLabels';
import { useShownTheme } from '../useShownTheme';
import {
  keyStep,
  readingAt,
  type ChartLine,
  type ChartMarker,
  type ChartReadingWords,
} from './reading';
import { useChartLibrary } from './useChartLibrary';
import './LineChart.css';

export interface LineChartProps {
  /** The slider's name, e.g. "Value per basket token over 7 days". */
  label: string;
  /** What the chart shows, in a sentence or two, for screen readers. */
  summary: string;
  lines: readonly ChartLine[];
  /** Events on the first line (deposits, rebalances…). */
  markers?: readonly ChartMarker[];
  /** 'percent': each line as a change from its first point (a comparison); else in dollars. */
  scale?: ChartScale;
  words: ChartReadingWords;
  height?: number;
}

/** One empty list for every chart without markers: a new `[]` each render would draw it again. */
const NO_MARKERS: readonly ChartMarker[] = [];

export function LineChart({
  label,
  summary,
  lines,
  markers = NO_MARKERS,
  scale = 'usd',
  words,
  height = 240,
}: LineChartProps) {
  const summaryId = useId();
  // The canvas takes colours, not tokens: resolved in the shown theme, again when it changes.
  const theme = useShownTheme();
  const host = useRef<HTMLDivElement>(null);
  const { state: libraryState, retry: retryLibrary } = useChartLibrary();
  const library = libraryState.status === 'loaded' ? libraryState.library : null;
  const [chart, setChart] = useState<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Line'>[]>([]);
  const markerPlugin = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const [drawn, setDrawn] = useState(false);
  const count = lines[0]?.points.length ?? 0;
  const [index, setIndex] = useState<number | null>(null);
  const shown = index === null ? count - 1 : Math.min(index, count - 1);
  const reading = useMemo(
    () => readingAt(lines, markers, shown, words),
    [lines, markers, shown, words],
  );

  useEffect(() => {
    const element = host.current;
    if (!library || !element) return;
    const created = library.createChart(element, {
      autoSize: true,
      height,
      layout: {
        background: { type: library.ColorType.Solid, color: 'transparent' },
        attributionLogo: false, // credited in words under the chart (the licence's link)
      },
      grid: { vertLines: { visible: false } },
      // A label that would be cut at the top or bottom is left out; the last point keeps room for
      // half an event's word ("Deposit" on the latest transaction) before the scale.
      rightPriceScale: { borderVisible: false, entireTextOnly: true },
      timeScale: {
        borderVisible: false,
        timeVisible: true,
        fixLeftEdge: true,
        rightOffsetPixels: 36,
      },
      handleScroll: false,
      handleScale: false,
      trackingMode: { exitMode: library.TrackingModeExitMode.OnTouchEnd },
    });
    setChart(created);
    return () => {
      series.current = [];
      markerPlugin.current = null;
      setChart(null);
      // After the frame the library may have asked for: removing it first makes that frame throw
      // "Object is disposed".
      requestAnimationFrame(() => created.remove());
    };
  }, [library, height]);

  // The theme changed (the system's, or the Theme setting): the same chart in the new colours.
  useEffect(() => {
    const element = host.current;
    if (!chart || !element) return;
    chart.applyOptions({
      layout: { textColor: resolveColor(element, 'var(--color-text-muted)') },
      grid: { horzLines: { color: resolveColor(element, 'var(--color-border)') } },
    });
  }, [chart, theme]);

  // Series are kept and given new data, not removed and added again: a series removed while a
  // frame is pending (markers attached) throws "Object is disposed" inside the library.
  useEffect(() => {
    if (!library || !chart) return;
    const percent = scale === 'percent';
    chart.priceScale('right').applyOptions({
      mode: percent ? library.PriceScaleMode.Percentage : library.PriceScaleMode.Normal,
    });
    // The scale's words, as the page writes dollars and changes; the crosshair's as the reading.
    const firstLine = lines[0];
    chart.applyOptions({
      localization: percent
        ? { tickmarksPercentageFormatter: percentTicks, percentageFormatter: percentAt }
        : {
            tickmarksPriceFormatter: usdTicks,
            priceFormatter: (value: number) => (firstLine ? words.value(firstLine, value) : ''),
          },
    });
    const element = host.current;
    const colorOf = (color: string) => (element ? resolveColor(element, color) : color);
    while (series.current.length > lines.length) {
      const extra = series.current.pop();
      if (extra) chart.removeSeries(extra);
    }
    lines.forEach((line, i) => {
      const options = {
        color: colorOf(line.color),
        lineWidth: i === 0 ? 3 : 2,
        priceLineVisible: false,
        lastValueVisible: false,
        title: '',
      } as const;
      const existing = series.current[i];
      const target = existing ?? chart.addSeries(library.LineSeries, options);
      if (existing) existing.applyOptions(options);
      else series.current.push(target);
      target.setData(line.points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
    });
    const first = series.current[0];
    if (first) {
      markerPlugin.current ??= library.createSeriesMarkers(first, []);
      markerPlugin.current.setMarkers(
        markers.map((m) => ({
          time: m.time as UTCTimestamp,
          position: 'aboveBar' as const,
          shape: 'circle' as const,
          color: colorOf(lines[0]?.color ?? 'var(--color-text)'),
          text: m.label,
        })),
      );
    }
    chart.timeScale().fitContent();
    // Painted on the next frame: the bench times "chart drawn" by this attribute.
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, [library, chart, lines, markers, scale, words, theme]);

  // The pointer (or a finger) moves the reading too.
  useEffect(() => {
    if (!chart) return;
    const times = new Map(lines[0]?.points.map((p, i) => [p.time, i]));
    const onMove = (param: { time?: unknown }) => {
      const at = typeof param.time === 'number' ? times.get(param.time) : undefined;
      setIndex(at ?? null);
    };
    chart.subscribeCrosshairMove(onMove);
    return () => chart.unsubscribeCrosshairMove(onMove);
  }, [chart, lines]);

  function move(next: number) {
    setIndex(next);
    const point = lines[0]?.points[next];
    const first = series.current[0];
    if (chart && point && first) {
      chart.setCrosshairPosition(point.value, point.time as UTCTimestamp, first);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = keyStep(event.key, shown, count);
    if (next === null) return;
    event.preventDefault();
    move(next);
  }

  return (
    <figure className="line-chart" data-chart-state={drawn ? 'drawn' : 'loading'}>
      <ul className="line-chart__legend" aria-hidden="true">
        {lines.map((line) => (
          <li key={line.id}>
            <span className="line-chart__swatch" style={{ background: line.color }} />
            {line.label}
          </li>
        ))}
      </ul>
      <div
        className="line-chart__plot"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-describedby={summaryId}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, count - 1)}
        aria-valuenow={Math.max(0, shown)}
        aria-valuetext={reading}
        onKeyDown={onKeyDown}
        onBlur={() => chart?.clearCrosshairPosition()}
      >
        <div
          ref={host}
          className="line-chart__canvas"
          // Without its library there is nothing to draw: the notice below takes the chart's place.
          style={{ height: libraryState.status === 'failed' ? 0 : height }}
          aria-hidden="true"
        />
      </div>
      {libraryState.status === 'failed' && (
        <Notice
          tone="warn"
          title="The chart could not be drawn"
          actions={<Button onClick={retryLibrary}>Try again</Button>}
        >
          Its code did not download. Check your connection and try again; the reading below and the
          page’s figures are still shown.
        </Notice>
      )}
      <p className="line-chart__reading" aria-hidden="true">
        {reading}
      </p>
      <p id={summaryId} className="ui-visually-hidden">
        {summary}
      </p>
      <figcaption className="line-chart__credit">
        Chart drawn with{' '}
        <a href="https://www.tradingview.com/" rel="noreferrer" target="_blank">
          TradingView Lightweight Charts
        </a>
        .
      </figcaption>
    </figure>
  );
}
