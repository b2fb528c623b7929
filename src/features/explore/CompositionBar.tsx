import { slicesText, type CompositionSlice } from './compositionSlices';

/**
 * A basket's target composition as one horizontal stacked bar, small enough for a table row. The
 * bar is an image whose accessible name lists every token and weight; the visible legend below it
 * says the same in words for sighted users (hidden from assistive technology, which has the name).
 */
export function CompositionBar({
  slices,
  title,
}: {
  slices: readonly CompositionSlice[];
  /** What the bar shows, e.g. "Composition of Test basket". */
  title: string;
}) {
  const text = slicesText(slices);
  return (
    <div className="composition-bar">
      <div role="img" aria-label={`${title}: ${text}`} className="composition-bar__track">
        {slices.map((slice, i) => (
          <span
            key={i}
            className="composition-bar__slice"
            style={{ flexGrow: slice.percent, background: slice.color }}
          />
        ))}
      </div>
      <p className="composition-bar__legend" aria-hidden="true" title={text}>
        {slices.map((slice, i) => (
          <span key={i} className="composition-bar__item">
            <span className="composition-bar__swatch" style={{ background: slice.color }} />
            {slicesText([slice])}
          </span>
        ))}
      </p>
    </div>
  );
}
