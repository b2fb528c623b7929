import { useMemo } from 'react';
import { chartColor } from './chartColors';
import { roundWeight } from './composition';
import { donutPaths } from './donut';
import { formatPercent, shortenAddress } from './format';
import type { TokenOption } from './TokenOption';
import './CompositionChart.css';

export interface CompositionChartProps {
  /** The basket's composition (e.g. the editor's value); rows without a positive weight are left out. */
  composition: readonly { token: string; weight: number | null }[];
  /** Names mints by symbol; unknown mints show shortened. */
  tokens?: readonly TokenOption[];
  /** Subject of the chart's accessible name (default "Composition"). */
  title?: string;
  /** Diameter in CSS pixels (default 160). */
  size?: number;
}

interface Slice {
  label: string;
  weight: number;
  color: string;
}

/** A donut chart of a composition, with a legend in words. */
export function CompositionChart({
  composition,
  tokens = [],
  title = 'Composition',
  size = 160,
}: CompositionChartProps) {
  const slices = useMemo<Slice[]>(() => {
    const byMint = new Map(tokens.map((t) => [t.mint, t.symbol]));
    return composition.flatMap((row, i) =>
      row.weight !== null && Number.isFinite(row.weight) && row.weight > 0
        ? [
            {
              label:
                byMint.get(row.token) ??
                (row.token ? shortenAddress(row.token) : `Token ${i + 1} (not chosen)`),
              weight: row.weight,
              color: chartColor(i),
            },
          ]
        : [],
    );
  }, [composition, tokens]);

  const radius = size / 2;
  const arcs = useMemo(() => {
    // In the legend's order, so that slices follow it.
    const paths = donutPaths(
      slices.map((s) => s.weight),
      {
        innerRadius: radius * 0.58,
        outerRadius: radius - 1,
        padAngle: slices.length > 1 ? 0.015 : 0,
      },
    );
    return slices.map((slice, i) => ({ slice, path: paths[i] ?? '' }));
  }, [slices, radius]);

  const total = roundWeight(slices.reduce((sum, s) => sum + s.weight, 0));
  const summary =
    slices.length === 0
      ? `${title}: no tokens with a weight yet`
      : `${title}: ${slices.map((s) => `${s.label} ${formatPercent(s.weight)}`).join(', ')}` +
        (total === 100 ? '' : `. Weights total ${formatPercent(total)}, not 100%`);

  return (
    <figure className="ui-composition-chart">
      <svg
        role="img"
        aria-label={summary}
        width={size}
        height={size}
        viewBox={`${-radius} ${-radius} ${size} ${size}`}
        className="ui-composition-chart__svg"
      >
        {slices.length === 0 ? (
          <circle
            r={radius * 0.79}
            fill="none"
            style={{ stroke: 'var(--color-surface-muted)' }}
            strokeWidth={radius * 0.42}
          />
        ) : (
          arcs.map(({ slice, path }, i) => (
            <path
              key={i}
              d={path}
              style={{ fill: slice.color }}
              className="ui-composition-chart__slice"
            />
          ))
        )}
        <text
          className="ui-composition-chart__center"
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {slices.length === 1 ? '1 token' : `${slices.length} tokens`}
        </text>
      </svg>
      <figcaption className="ui-composition-chart__caption">
        <ul className="ui-composition-chart__legend" aria-label={`${title} legend`}>
          {slices.map((slice, i) => (
            <li key={i} className="ui-composition-chart__item">
              <span
                className="ui-composition-chart__swatch"
                style={{ background: slice.color }}
                aria-hidden="true"
              />
              <span className="ui-composition-chart__label">{slice.label}</span>
              <span className="ui-composition-chart__value">{formatPercent(slice.weight)}</span>
            </li>
          ))}
        </ul>
        {slices.length > 0 && total !== 100 ? (
          <p className="ui-composition-chart__note">
            Weights total {formatPercent(total)}, not 100%.
          </p>
        ) : null}
      </figcaption>
    </figure>
  );
}
