// The words on a chart's value scale: dollars and changes written as the page around the chart
// writes them ("$3,800", "+4%"), not the library's bare "3800.00" and "4.00%". Pure.
import { formatChange, formatNumber, formatUsdAnySign } from '../format';

/** What a chart's values are: US dollars, or each line's change from its first point in percent. */
export type ChartScale = 'usd' | 'percent';

const MAX_DECIMALS = 8;

/** The fewest decimals (at most eight) that write every tick exactly: a scale's ticks are round. */
export function tickDecimals(values: readonly number[]): number {
  for (let decimals = 0; decimals < MAX_DECIMALS; decimals++) {
    const shift = 10 ** decimals;
    const exact = values.every((value) => {
      const shifted = Math.abs(value * shift);
      return Math.abs(shifted - Math.round(shifted)) <= 1e-9 * Math.max(1, shifted);
    });
    if (exact) return decimals;
  }
  return MAX_DECIMALS;
}

/** Dollar ticks: whole dollars while every tick is whole ("$3,200"), else cents at least ("$1.20"). */
export function usdTicks(values: readonly number[]): string[] {
  const found = tickDecimals(values);
  const decimals = found === 0 ? 0 : Math.max(2, found);
  return values.map((value) =>
    formatUsdAnySign(value, (usd) => `$${formatNumber(usd, decimals, decimals)}`),
  );
}

/** Percent ticks (the library gives 4 for 4 %) as changes: "+4%", "0%", "−2.5%". */
export function percentTicks(values: readonly number[]): string[] {
  const decimals = tickDecimals(values);
  return values.map((value) => formatChange(value / 100, decimals));
}

/** The crosshair's percent on the scale, as the page writes a change: "+4.12%". */
export function percentAt(value: number): string {
  return formatChange(value / 100);
}
