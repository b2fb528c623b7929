// The draft replayed over 30, 90 or 365 days of past prices: a chart against holding SOL and USDC,
// its total return and worst drop, and in plain words what the replay is and which tokens it could
// not replay in full. Reads the form as it is typed; replays once it settles, in a worker.
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { usePriceHistoryConfig } from '../../priceHistory/queries';
import { useTokenInfos } from '../../tokens/queries';
import { Button } from '../../ui/Button';
import {
  formatChange,
  formatChangeOr,
  formatDate,
  formatPercentFromBps,
  shortenAddress,
} from '../../ui/format';
import { chartColor } from '../../ui/chartColors';
import { InlineChoices } from '../../ui/InlineChoices';
import { LineChart } from '../../ui/LineChart/LineChart';
import type { ChartLine, ChartReadingWords } from '../../ui/LineChart/reading';
import { Notice } from '../../ui/Notice';
import { describeSeconds } from '../create/durationWords';
import type { BasketSettingsFormValues } from '../create/basketFormSchema';
import { heldReturn, type BacktestResult, type LeftOut } from './backtest';
import { draftFromForm } from './draftFromForm';
import { BACKTEST_DAYS, useBacktest, type BacktestDays, type BacktestDraft } from './useBacktest';

// Hues of tokens.css (chartColors.ts): the draft, SOL and USDC lines.
const COLORS = { draft: chartColor(0), sol: chartColor(1), usdc: chartColor(2) };

const WORDS: ChartReadingWords = {
  time: (time) => formatDate(time, true),
  value: (_line, value) => formatChange(value - 1),
};

function useFormDraft(): { draft: BacktestDraft; rebalanceUnreadable: boolean } {
  const { control } = useFormContext<BasketSettingsFormValues>();
  // Deferred: the field typed in paints first, the panel renders after (and the replay waits for
  // the draft to settle anyway).
  const [composition, rebalanceInterval, rebalanceThreshold, disableRebalance] = useDeferredValue(
    useWatch({
      control,
      name: ['composition', 'rebalanceInterval', 'rebalanceThreshold', 'disableRebalance'],
    }),
  );
  const reading = draftFromForm({
    composition,
    rebalanceInterval,
    rebalanceThreshold,
    disableRebalance,
  });
  // The same draft object while its content is the same: the replay waits for it to settle.
  const text = JSON.stringify(reading);
  return useMemo(() => JSON.parse(text) as typeof reading, [text]);
}

function leftOutWords(item: LeftOut, name: string, days: number): string {
  return item.reason === 'no-history'
    ? `${name} has no price history at this source: left out, the other tokens’ weights scaled to 100%.`
    : `${name} has prices only since ${formatDate(item.since)}, less than half of the ${days} days: left out, the other tokens’ weights scaled to 100%.`;
}

function chartLines(result: BacktestResult, names: { sol: string; usdc: string }): ChartLine[] {
  const lines: ChartLine[] = [
    { id: 'draft', label: 'This composition', color: COLORS.draft, points: result.replay.points },
  ];
  if (result.sol)
    lines.push({ id: 'sol', label: `Holding ${names.sol}`, color: COLORS.sol, points: result.sol });
  if (result.usdc)
    lines.push({
      id: 'usdc',
      label: `Holding ${names.usdc}`,
      color: COLORS.usdc,
      points: result.usdc,
    });
  return lines;
}

export default function BacktestPanel() {
  const { draft, rebalanceUnreadable } = useFormDraft();
  return <BacktestOfDraft draft={draft} rebalanceUnreadable={rebalanceUnreadable} />;
}

/** The panel itself: rendered again when the draft settles on new content, not on each key. */
const BacktestOfDraft = memo(function BacktestOfDraft({
  draft,
  rebalanceUnreadable,
}: {
  draft: BacktestDraft;
  rebalanceUnreadable: boolean;
}) {
  const config = usePriceHistoryConfig();
  const [days, setDays] = useState<BacktestDays>(90);
  const { window, histories, result, stale, error } = useBacktest(draft, days);
  const infos = useTokenInfos([...draft.tokens.map((t) => t.mint), ...histories.lacking]);
  const nameOf = (mint: string) => infos.get(mint)?.symbol ?? shortenAddress(mint);
  const lines = useMemo(
    () => (result ? chartLines(result, { sol: 'SOL', usdc: 'USDC' }) : []),
    [result],
  );

  if (!config) {
    return (
      <p className="backtest__note">
        Past prices are off: set a price history URL in Settings to replay this composition.
      </p>
    );
  }
  const host = new URL(config.base).host;
  const figures = result
    ? {
        total: formatChange(result.replay.totalReturn),
        drop: formatChange(-result.replay.maxDrawdown),
        sol: heldReturn(result.sol),
        usdc: heldReturn(result.usdc),
      }
    : null;
  const first = result?.replay.points[0]?.time;
  const last = result?.replay.points.at(-1)?.time;

  return (
    <div className="backtest" aria-busy={stale || histories.reading}>
      <p className="backtest__note">
        <strong>A simulation on past prices, not a forecast.</strong> The weights are bought at the
        start,{' '}
        {draft.rebalance
          ? `checked every ${describeSeconds(Math.max(draft.rebalanceInterval, window.period))} and brought back to target when one drifts more than ${formatPercentFromBps(draft.rebalanceThreshold)}`
          : 'then held without rebalancing'}
        ; prices every {describeSeconds(window.period)} from {host}; no fees, slippage, deposits or
        withdrawals.
        {rebalanceUnreadable
          ? ' The rebalancing interval or threshold is not a number yet, so this replay holds.'
          : ''}
      </p>
      <InlineChoices
        legend="Replay over"
        name="backtest-days"
        choices={BACKTEST_DAYS.map((option) => ({ value: option, label: `${option} days` }))}
        value={days}
        onChange={setDays}
      />

      {histories.error ? (
        <Notice
          tone="error"
          title="Past prices could not be read"
          actions={<Button onClick={histories.retry}>Try again</Button>}
        >
          {histories.error.message}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" title="The replay failed">
          {error}
        </Notice>
      ) : null}

      {result && (result.leftOut.length > 0 || result.shortenedBy.length > 0) ? (
        <ul className="backtest__note" aria-label="Tokens without enough history">
          {result.leftOut.map((item) => (
            <li key={item.mint}>{leftOutWords(item, nameOf(item.mint), days)}</li>
          ))}
          {result.shortenedBy.map((item) => (
            <li key={item.mint}>
              {nameOf(item.mint)} has prices only since {formatDate(item.since)}: the replay starts
              then.
            </li>
          ))}
        </ul>
      ) : null}

      <p role="status" className="backtest__note">
        {histories.reading
          ? 'Reading past prices…'
          : stale
            ? 'Replaying…'
            : result && result.replay.points.length === 0
              ? 'No token of this draft has past prices to replay.'
              : result
                ? `Replayed ${result.weights.map((w) => `${nameOf(w.mint)} ${Math.round(w.weight * 100) / 100}%`).join(', ')}.`
                : ''}
      </p>

      {figures && result && result.replay.points.length > 0 ? (
        <>
          <dl className="backtest__figures" aria-label="Backtest figures">
            <div>
              <dt>Total return</dt>
              <dd>{figures.total}</dd>
            </div>
            <div>
              <dt>Worst drop from a high</dt>
              <dd>{figures.drop}</dd>
            </div>
            <div>
              <dt>Holding SOL</dt>
              <dd>{formatChangeOr(figures.sol, 'Unknown')}</dd>
            </div>
            <div>
              <dt>Holding USDC</dt>
              <dd>{formatChangeOr(figures.usdc, 'Unknown')}</dd>
            </div>
            <div>
              <dt>Rebalances</dt>
              <dd>{result.replay.rebalances.length}</dd>
            </div>
          </dl>
          <LineChart
            label={`Simulated value over ${days} days`}
            summary={`Simulation from ${first ? formatDate(first) : ''} to ${last ? formatDate(last) : ''}: this composition ${figures.total}, worst drop ${figures.drop}; holding SOL ${formatChangeOr(figures.sol, 'unknown')}, holding USDC ${formatChangeOr(figures.usdc, 'unknown')}.`}
            lines={lines}
            scale="percent"
            words={WORDS}
          />
        </>
      ) : null}
    </div>
  );
});
