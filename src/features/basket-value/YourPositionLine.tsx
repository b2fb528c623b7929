// The connected wallet's position in this basket over the value line's range: what its share was
// worth at each point, beside what it had put in less taken out by then (positionSeries.ts), so
// the gap between the two is its profit as the portfolio counts it.
import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo } from 'react';
import { accountAddress } from '../../solana/address';
import { useTokenBalances } from '../../solana/queries';
import { chartColor } from '../../ui/chartColors';
import { formatDate, formatUsdAnySign } from '../../ui/format';
import { LineChart } from '../../ui/LineChart/LineChart';
import type { ChartLine, ChartReadingWords } from '../../ui/LineChart/reading';
import { ReadFailed } from '../../ui/ReadFailed';
import { profitWords } from '../baskets/portfolio/figureWords';
import { usePortfolio } from '../baskets/portfolio/usePortfolio';
import { positionSeries, type PositionPoint } from './positionSeries';
import type { ValuePoint } from './valueSeries';

const LABELS = { worth: 'Your position', net: 'Put in less taken out' } as const;
const COLORS = { worth: chartColor(0), net: chartColor(2) };
const WORDS: ChartReadingWords = {
  time: (t) => formatDate(t, true),
  value: (_line, v) => formatUsdAnySign(v),
};

export interface YourPositionLineProps {
  basket: string;
  mint: string;
  /** The basket's value per basket token over the range shown (oldest first). */
  nav: readonly ValuePoint[];
  range: string;
}

/** Nothing without a connected wallet. */
export function YourPositionLine(props: YourPositionLineProps) {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  return wallet ? <WalletPositionLine key={wallet} wallet={wallet} {...props} /> : null;
}

function WalletPositionLine({
  wallet,
  basket,
  mint,
  nav,
  range,
}: YourPositionLineProps & { wallet: string }) {
  const balances = useTokenBalances(useMemo(() => accountAddress(wallet), [wallet]));
  const mints = useMemo(() => new Set([mint]), [mint]);
  const { history, prices } = usePortfolio(wallet, balances.data, mints);
  const events = useMemo(
    () => history.events.filter((e) => e.basket === basket),
    [history.events, basket],
  );
  const series = useMemo(
    () => (history.complete ? positionSeries(events, mint, nav, prices) : null),
    [history.complete, events, mint, nav, prices],
  );
  const points = useMemo(() => (series?.known ? series.points : []), [series]);

  const last: PositionPoint | undefined = points.at(-1);
  // The same lines while the series is the same: the chart draws new lines again.
  const lines: ChartLine[] = useMemo(
    () =>
      points.length > 0
        ? (['worth', 'net'] as const).map((key) => ({
            id: key,
            label: LABELS[key],
            color: COLORS[key],
            points: points.map((p) => ({ time: p.time, value: p[key] })),
          }))
        : [],
    [points],
  );
  const status = history.error
    ? null
    : !history.complete
      ? 'Reading your history with this basket…'
      : series && !series.known
        ? series.reading
          ? 'Reading past prices…'
          : `Unknown: ${series.why}.`
        : !last
          ? 'This wallet has put nothing into this basket.'
          : `Worth ${formatUsdAnySign(last.worth)} at the end of ${range}, put in less taken out ${formatUsdAnySign(last.net)}; profit ${profitWords({ known: true, usd: last.worth - last.net })}.`;

  return (
    // Not a landmark of its own: the page's "Your position" card is that.
    <div className="basket-value__yours">
      <h3>Your position over time</h3>
      {history.error ? (
        <ReadFailed
          tone="error"
          title="Your history with this basket could not be read"
          read={{ error: history.error, refetch: history.refresh }}
        />
      ) : null}
      {status ? (
        <p role="status" className="basket-value__note">
          {status}
        </p>
      ) : null}
      {lines.length > 0 && last && points[0] ? (
        <LineChart
          label={`Your position, ${range}`}
          summary={`What your basket tokens were worth (with deposits not yet credited and withdrawals not yet claimed) from ${formatDate(points[0].time, true)} to ${formatDate(last.time, true)}: ${formatUsdAnySign(points[0].worth)} to ${formatUsdAnySign(last.worth)}, beside what you had put in less taken out by then: ${formatUsdAnySign(points[0].net)} to ${formatUsdAnySign(last.net)}.`}
          lines={lines}
          words={WORDS}
          height={180}
        />
      ) : null}
    </div>
  );
}
