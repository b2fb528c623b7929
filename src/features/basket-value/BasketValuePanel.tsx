// A basket's value per basket token over 24H / 7D / 30D / 1Y / All: its holdings after each of its
// transactions, read from the chain (from its own vaults, or back from what its state records now
// where the program's vaults are shared: useBasketSteps.ts), valued with past prices
// (docs/price-history.md); the return of each range, a comparison line, its deposits, withdrawals,
// rebalances and edits on the line.
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { usePriceHistoryConfig } from '../../priceHistory/queries';
import { USDC_MINT, WSOL_MINT } from '../../solana/tokens';
import { useTokenInfos } from '../../tokens/queries';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { InlineChoices } from '../../ui/InlineChoices';
import {
  formatChangeOr,
  formatDate,
  formatUsdFine,
  formatUsd,
  shortenAddress,
} from '../../ui/format';
import { chartColor } from '../../ui/chartColors';
import { LineChart } from '../../ui/LineChart/LineChart';
import type { ChartLine, ChartMarker, ChartReadingWords } from '../../ui/LineChart/reading';
import { Notice } from '../../ui/Notice';
import { SelectField } from '../../ui/SelectField';
import type { BasketEventKind, HoldingsStep, RecordedHolding } from './holdings';
import { compareLine } from './compareLine';
import { useBasketSteps } from './useBasketSteps';
import { HeldNowNotice, ValueMethodNote } from './ValueMethodNote';
import { RANGES, useRangeSeries, type ValueRange } from './useRangeSeries';
import { seriesReturn, type ValuePoint } from './valueSeries';
import { YourPositionLine } from './YourPositionLine';
import './BasketValue.css';

const EVENT_WORDS: Record<BasketEventKind, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  rebalance: 'Rebalance',
  edit: 'Edit',
};
// Hues of tokens.css (chartColors.ts): the basket's line and the one it is compared with.
const COLORS = { basket: chartColor(0), compare: chartColor(1) };
/** Values on the chart's reading to four decimals (a basket token moves by less than a cent). */
const WORDS: ChartReadingWords = {
  time: (t) => formatDate(t, true),
  value: (_line, v) => formatUsdFine(v),
};

function RangeReturn({ range, steps }: { range: ValueRange; steps: readonly HoldingsStep[] }) {
  const { series } = useRangeSeries(range, steps, NO_MINTS);
  const change = series ? seriesReturn(series.points) : null;
  return (
    <div>
      <dt>{range}</dt>
      <dd>{series === null ? '…' : formatChangeOr(change, 'Unknown')}</dd>
    </div>
  );
}
const NO_MINTS: readonly string[] = [];

export default function BasketValuePanel({
  address,
  mint,
  decimals,
  supplyNow,
  programVaults,
  recorded,
  compareChoices,
}: {
  address: string;
  mint: string;
  decimals: number;
  supplyNow: bigint;
  /** The program's shared vaults (its token list's `pdaTokenAccount`s); null while unread. */
  programVaults: ReadonlySet<string> | null;
  /** What the basket's state records it holds now. */
  recorded: readonly RecordedHolding[];
  /** The tokens a reader may compare with besides SOL and USDC (the basket's own). */
  compareChoices: readonly string[];
}) {
  const config = usePriceHistoryConfig();
  const [range, setRange] = useState<ValueRange>('7D');
  const [compare, setCompare] = useState<string>(WSOL_MINT);
  const [showEvents, setShowEvents] = useState(true);
  const history = useBasketSteps(address, mint, decimals, supplyNow, programVaults, recorded);
  const heldNow = history.source === 'held-now';
  // Held now has no first transaction to start All at.
  const ranges = heldNow ? RANGES.filter((r) => r !== 'All') : RANGES;
  const shownRange = heldNow && range === 'All' ? '1Y' : range;
  const choices = useMemo(
    () => [...new Set([WSOL_MINT, USDC_MINT, ...compareChoices])],
    [compareChoices],
  );
  const infos = useTokenInfos(choices);
  const nameOf = useCallback(
    (m: string) => (m === WSOL_MINT ? 'SOL' : (infos.get(m)?.symbol ?? shortenAddress(m))),
    [infos],
  );
  const extra = useMemo(() => (compare ? [compare] : []), [compare]);
  // The radio shows a new range at once; its series, chart and status follow in a transition that
  // yields to input (issue 48: a phone's tap waited 160 ms for the new series inside its event).
  const chartRange = useDeferredValue(shownRange);
  const { window, histories, series } = useRangeSeries(chartRange, history.steps, extra);
  const lines = useMemo(() => {
    if (!series || !window || series.points.length === 0) return [];
    const basket: ChartLine = {
      id: 'basket',
      label: 'Value per basket token',
      color: COLORS.basket,
      points: series.points,
    };
    const other = compare
      ? compareLine(
          { id: 'compare', label: nameOf(compare), color: COLORS.compare },
          compare,
          series.points,
          histories.byMint,
          window,
        )
      : null;
    return other ? [basket, other] : [basket];
  }, [series, window, compare, histories.byMint, nameOf]);
  const markers: ChartMarker[] = useMemo(() => {
    if (!showEvents || !window) return [];
    const start = window.start;
    return history.steps.flatMap((s) =>
      s.kind && s.time >= start ? [{ time: s.time, label: EVENT_WORDS[s.kind] }] : [],
    );
  }, [history.steps, showEvents, window]);

  if (!config) {
    return (
      <Card title="Value over time">
        <p>Past prices are off: set a price history URL in Settings to chart this basket.</p>
      </Card>
    );
  }
  const host = new URL(config.base).host;
  const points = series?.points ?? [];
  const change = seriesReturn(points);
  const summary = chartSummary(points, lines[1], markers);

  return (
    <Card title="Value over time" className="basket-value">
      {/* The returns and the controls first: their height never changes while the transactions
          are read, so nothing moves under a reader's pointer (ValueMethodNote.tsx). */}
      <dl className="basket-value__returns" aria-label="Returns">
        {ranges.map((r) => (
          <RangeReturn key={r} range={r} steps={history.steps} />
        ))}
      </dl>
      <div className="basket-value__controls">
        <InlineChoices
          legend="Range"
          name="basket-value-range"
          choices={ranges.map((r) => ({ value: r, label: r }))}
          value={shownRange}
          onChange={setRange}
        />
        <SelectField
          label="Compare with"
          className="basket-value__compare"
          value={compare}
          options={[
            { value: '', label: 'Nothing' },
            ...choices.map((m) => ({ value: m, label: nameOf(m) })),
          ]}
          onChange={setCompare}
        />
        {heldNow ? null : (
          <label className="basket-value__events">
            <input
              type="checkbox"
              checked={showEvents}
              onChange={(e) => setShowEvents(e.target.checked)}
            />{' '}
            Mark deposits, withdrawals, rebalances and edits
          </label>
        )}
      </div>
      {heldNow ? <HeldNowNotice host={host} /> : null}
      {history.error || histories.error ? (
        <Notice
          tone="error"
          title="The value over time could not be read"
          actions={
            <Button
              onClick={() => {
                history.refresh();
                histories.retry();
              }}
            >
              Try again
            </Button>
          }
        >
          {(history.error ?? histories.error)?.message}
        </Notice>
      ) : null}
      <p role="status" className="basket-value__note">
        {history.reading && history.steps.length === 0
          ? 'Reading the basket’s transactions…'
          : histories.reading
            ? 'Reading past prices…'
            : series && series.unpriced.length > 0
              ? `Unknown where ${series.unpriced.map(nameOf).join(', ')} had no past price: those points are left out.`
              : history.steps.length === 0
                ? 'No transaction of this basket has been read yet.'
                : points.length === 0
                  ? 'No value in this range: the basket had no basket tokens then.'
                  : history.reading
                    ? // Drawn as the transactions are read: the figure is not the range's yet.
                      `${chartRange} so far: ${formatChangeOr(change, 'change unknown')} — still reading the basket’s transactions…`
                    : `${chartRange}: ${formatChangeOr(change, 'change unknown')}.`}
      </p>
      {lines.length > 0 ? (
        <LineChart
          label={`Value per basket token, ${chartRange}`}
          summary={summary}
          lines={lines}
          markers={markers}
          scale={lines.length > 1 ? 'percent' : 'usd'}
          words={WORDS}
        />
      ) : null}
      {points.length > 0 ? (
        <YourPositionLine basket={address} mint={mint} nav={points} range={chartRange} />
      ) : null}
      <ValueMethodNote source={history.source} unknownBefore={history.unknownBefore} host={host} />
    </Card>
  );
}

/**
 * The chart in words, for a screen reader: the line's first and last value and its change, the
 * comparison's change over the same time, and how many of each marker it shows.
 */
function chartSummary(
  points: readonly ValuePoint[],
  compared: ChartLine | undefined,
  markers: readonly ChartMarker[],
): string {
  const first = points[0];
  const last = points.at(-1);
  if (points.length < 2 || !first || !last) return '';
  const counts = new Map<string, number>();
  for (const m of markers) counts.set(m.label, (counts.get(m.label) ?? 0) + 1);
  const change = formatChangeOr(seriesReturn(points), 'change unknown');
  return [
    `Value per basket token from ${formatDate(first.time, true)} to ${formatDate(last.time, true)}: ${formatUsd(first.value)} to ${formatUsd(last.value)} (${change}).`,
    ...(compared
      ? [
          `${compared.label} over the same time: ${formatChangeOr(seriesReturn(compared.points), 'unknown')}.`,
        ]
      : []),
    ...[...counts].map(([label, n]) => `${n} × ${label}.`),
  ].join(' ');
}
