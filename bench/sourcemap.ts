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

/**
 * How many characters of the generated code each source produced: every character from a
 * segment's column up to the next segment (or the line's end) belongs to that segment's source.
 * Key -1 collects characters no source claims (the bundler's own glue, line ends).
 */
export function charactersPerSource(code: string, mappings: string): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (source: number, count: number) =>
    count > 0 && counts.set(source, (counts.get(source) ?? 0) + count);
  const lines = code.split('\n');
  const mappingLines = mappings.split(';');
  let source = 0;
  lines.forEach((line, lineIndex) => {
    let column = 0;
    let owner = -1;
    let generated = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (segment === '') continue;
      const fields = decodeSegment(segment);
      generated += fields[0]!;
      add(owner, generated - column);
      column = generated;
      if (fields.length >= 4) {
        source += fields[1]!;
        owner = source;
      } else {
        owner = -1;
      }
    }
    add(owner, line.length - column);
    add(-1, lineIndex < lines.length - 1 ? 1 : 0);
  });
  return counts;
}
