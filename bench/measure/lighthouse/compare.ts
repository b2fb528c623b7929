import type { LighthouseMeasure } from './read';
import type { LighthouseFigure, Preset } from './runs';

export const COMPARED = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsTransferred'] as const;
export type Compared = (typeof COMPARED)[number];

/** app / reference per figure; null where the reference's value is 0 (no ratio exists). */
export type Ratios = Record<Compared, number | null>;

export interface Comparison {
  label: string;
  preset: Preset;
  ratios: Ratios;
}

export function ratio(app: number, reference: number): number | null {
  return reference === 0 ? null : app / reference;
}

function ratiosOf(measure: LighthouseMeasure, base: LighthouseMeasure): Ratios {
  const of = (key: Compared) => ratio(measure[key], base[key]);
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsTransferred: of('jsTransferred'),
  };
}

/** Each app figure against the reference's figure of the same preset (medians). */
export function compareToReference(figures: readonly LighthouseFigure[]): Comparison[] {
  const reference = new Map(
    figures.filter((f) => f.site === 'reference').map((f) => [f.preset, f.median]),
  );
  return figures
    .filter((figure) => figure.site === 'app')
    .flatMap((figure) => {
      const base = reference.get(figure.preset);
      return base
        ? [{ label: figure.label, preset: figure.preset, ratios: ratiosOf(figure.median, base) }]
        : [];
    });
}

/** Each app figure against the peer's figure of the same page and preset (Basketry ÷ Symmetry). */
export function compareToPeer(figures: readonly LighthouseFigure[]): Comparison[] {
  const peer = figures.filter((f) => f.site === 'peer');
  return figures
    .filter((figure) => figure.site === 'app')
    .flatMap((figure) => {
      const base = peer.find((f) => f.label === figure.label && f.preset === figure.preset);
      return base
        ? [
            {
              label: figure.label,
              preset: figure.preset,
              ratios: ratiosOf(figure.median, base.median),
            },
          ]
        : [];
    });
}
