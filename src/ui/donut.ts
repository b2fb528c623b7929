// SVG paths for the slices of a donut chart, centred on (0, 0), clockwise from twelve o'clock, in the
// order given. A few lines of trigonometry instead of a charting library in the bundle.

export interface DonutShape {
  readonly innerRadius: number;
  readonly outerRadius: number;
  /** Gap between neighbouring slices, in radians (measured at the outer edge); 0 for none. */
  readonly padAngle: number;
}

const TAU = 2 * Math.PI;

const point = (radius: number, angle: number) =>
  `${round(radius * Math.sin(angle))},${round(-radius * Math.cos(angle))}`;

const round = (n: number) => Math.round(n * 1000) / 1000;

/** A ring sector between two angles (0 = twelve o'clock); sweeps under a half turn are small arcs. */
function sector(start: number, end: number, inner: number, outer: number): string {
  const large = end - start > Math.PI ? 1 : 0;
  return (
    `M${point(outer, start)}A${outer},${outer},0,${large},1,${point(outer, end)}` +
    `L${point(inner, end)}A${inner},${inner},0,${large},0,${point(inner, start)}Z`
  );
}

/** A whole ring: two half-turn arcs each way (one arc cannot end where it starts). */
function ring(inner: number, outer: number): string {
  return (
    `M${point(outer, 0)}A${outer},${outer},0,1,1,${point(outer, Math.PI)}` +
    `A${outer},${outer},0,1,1,${point(outer, 0)}` +
    `M${point(inner, 0)}A${inner},${inner},0,1,0,${point(inner, Math.PI)}` +
    `A${inner},${inner},0,1,0,${point(inner, 0)}Z`
  );
}

/**
 * One path per weight, in order, each slice's angle proportional to its weight. Weights that are not
 * positive finite numbers get no area (an empty path). A single slice is a whole ring.
 */
export function donutPaths(weights: readonly number[], shape: DonutShape): string[] {
  const usable = weights.map((w) => (Number.isFinite(w) && w > 0 ? w : 0));
  const total = usable.reduce((sum, w) => sum + w, 0);
  const { innerRadius, outerRadius } = shape;
  if (total === 0) return usable.map(() => '');
  if (usable.filter((w) => w > 0).length === 1) {
    return usable.map((w) => (w > 0 ? ring(innerRadius, outerRadius) : ''));
  }
  const halfPad = shape.padAngle / 2;
  let start = 0;
  return usable.map((w) => {
    const angle = (w / total) * TAU;
    const from = start;
    start += angle;
    if (w === 0) return '';
    // The gap never eats a thin slice whole.
    const pad = Math.min(halfPad, angle / 4);
    return sector(from + pad, from + angle - pad, innerRadius, outerRadius);
  });
}
