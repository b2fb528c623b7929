import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safeImageUrl';

describe('safeImageUrl', () => {
  it('keeps https: addresses and data:image/ URIs', () => {
    expect(safeImageUrl(' https://static.jup.ag/jup/icon.png ')).toBe(
      'https://static.jup.ag/jup/icon.png',
    );
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBeDefined();
  });

  it('refuses http:, script, other data: types, relative and empty values', () => {
    for (const value of [
      'http://example.org/logo.png',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ipfs://QmHash',
      '/logo.png',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(safeImageUrl(value), String(value)).toBeUndefined();
    }
  });
});
