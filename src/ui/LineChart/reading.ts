// What the chart says at one point, for the pointer, the keyboard and screen readers alike.

export interface ChartPoint {
  /** Unix seconds. */
  time: number;
  value: number;
}

export interface ChartLine {
  id: string;
  label: string;
  /** A CSS colour (the legend's swatch and the line). */
  color: string;
  /** Oldest first, one point per time. */
  points: readonly ChartPoint[];
}

export interface ChartMarker {
  /** A time of the first line's points. */
  time: number;
  /** Short words on the chart (e.g. "Deposit"). */
  label: string;
}

export interface ChartReadingWords {
  time: (time: number) => string;
  value: (line: ChartLine, value: number) => string;
}

/** "12 Nov, 14:00 — Basket $1.23; SOL $150 — Deposit" for the first line's point at `index`. */
export function readingAt(
  lines: readonly ChartLine[],
  markers: readonly ChartMarker[],
  index: number,
  words: ChartReadingWords,
): string {
  const point = lines[0]?.points[index];
  if (!point) return '';
  const values = lines.map((line) => {
    const found = line.points.find((p) => p.time === point.time);
    return `${line.label} ${found ? words.value(line, found.value) : 'unknown'}`;
  });
  const events = markers.filter((m) => m.time === point.time).map((m) => m.label);
  return [words.time(point.time), values.join('; '), ...events].join(' — ');
}

/** The index a key moves the reading to, or null for a key the chart does not use. */
export function keyStep(key: string, index: number, count: number): number | null {
  const page = Math.max(1, Math.round(count / 10));
  const moves: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowDown: index - 1,
    ArrowRight: index + 1,
    ArrowUp: index + 1,
    PageDown: index - page,
    PageUp: index + page,
    Home: 0,
    End: count - 1,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(count - 1, Math.max(0, next));
}
