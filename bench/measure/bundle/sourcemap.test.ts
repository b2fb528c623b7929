import { describe, expect, it } from 'vitest';
import { charactersPerSource, codePerSource, decodeSegment, UNMAPPED } from './sourcemap';

// Segments: "AAAA" = column 0, source 0; "GCAA" = column +3, source +1; "G" = column +3, no
// source; "ADAA" = column 0, source -1.
const CODE = 'abcdefghi\nxy';
const MAPPINGS = 'AAAA,GCAA,G;ADAA';

describe('source map split', () => {
  it('decodes VLQ segments, negative values included', () => {
    expect(decodeSegment('GCAA')).toEqual([3, 1, 0, 0]);
    expect(decodeSegment('ADAA')).toEqual([0, -1, 0, 0]);
    expect(decodeSegment('gB')).toEqual([16]);
  });

  it('gives each source the code its segments cover, the rest to nobody', () => {
    const code = codePerSource(CODE, MAPPINGS);
    expect(code.get(0)).toBe('abcxy');
    expect(code.get(1)).toBe('def');
    // A segment without a source, and the line end.
    expect(code.get(UNMAPPED)).toBe('ghi\n');
  });

  it('counts the same characters as it splits, all of the code', () => {
    const counts = charactersPerSource(CODE, MAPPINGS);
    expect(Object.fromEntries(counts)).toEqual({ 0: 5, 1: 3, [UNMAPPED]: 4 });
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(CODE.length);
  });

  it('leaves the start of a line before its first segment to nobody', () => {
    expect(codePerSource('  ab', 'ECAA').get(UNMAPPED)).toBe('  ');
    expect(codePerSource('  ab', 'ECAA').get(1)).toBe('ab');
  });
});
