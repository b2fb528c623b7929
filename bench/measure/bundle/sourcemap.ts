const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ) into its numbers. */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Key of the characters no source claims (the bundler's own glue, line ends). */
export const UNMAPPED = -1;

/**
 * Walks the generated code once, calling `visit(source, text)` for every run of characters: from
 * a segment's column up to the next segment (or the line's end) they belong to that segment's
 * source; before a line's first segment, after a segment without a source, and the line ends
 * themselves they belong to UNMAPPED.
 */
function forEachRun(
  code: string,
  mappings: string,
  visit: (source: number, text: string) => void,
): void {
  const emit = (source: number, text: string) => text.length > 0 && visit(source, text);
  const lines = code.split('\n');
  const mappingLines = mappings.split(';');
  let source = 0;
  lines.forEach((line, lineIndex) => {
    let column = 0;
    let owner = UNMAPPED;
    let generated = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (segment === '') continue;
      const fields = decodeSegment(segment);
      generated += fields[0]!;
      emit(owner, line.slice(column, generated));
      column = generated;
      if (fields.length >= 4) {
        source += fields[1]!;
        owner = source;
      } else {
        owner = UNMAPPED;
      }
    }
    emit(owner, line.slice(column));
    if (lineIndex < lines.length - 1) emit(UNMAPPED, '\n');
  });
}

/** How many characters of the generated code each source produced (UNMAPPED: nobody's). */
export function charactersPerSource(code: string, mappings: string): Map<number, number> {
  const counts = new Map<number, number>();
  forEachRun(code, mappings, (source, text) =>
    counts.set(source, (counts.get(source) ?? 0) + text.length),
  );
  return counts;
}

/**
 * The generated code each source produced, its runs joined in order: what a module costs in the
 * minified chunk, ready to be compressed on its own.
 */
export function codePerSource(code: string, mappings: string): Map<number, string> {
  const pieces = new Map<number, string[]>();
  forEachRun(code, mappings, (source, text) => {
    const list = pieces.get(source);
    if (list) list.push(text);
    else pieces.set(source, [text]);
  });
  return new Map([...pieces].map(([source, list]) => [source, list.join('')]));
}
