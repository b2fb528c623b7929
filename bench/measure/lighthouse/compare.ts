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

/** Each app figure against the reference's figure of the same preset (medians). */
export function compareToReference(figures: readonly LighthouseFigure[]): Comparison[] {
  const reference = new Map(
    figures.filter((f) => f.site === 'reference').map((f) => [f.preset, f.median]),
  );
  return figures
    .filter((figure) => figure.site === 'app')
    .flatMap((figure) => {
      const base = reference.get(figure.preset);
      if (!base) return [];
      const of = (key: Compared) => ratio(figure.median[key], base[key]);
      const ratios: Ratios = {
        score: of('score'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        jsTransferred: of('jsTransferred'),
      };
      return [{ label: figure.label, preset: figure.preset, ratios }];
    });
}
