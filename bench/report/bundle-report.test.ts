// Symmetry's app's rows in the bundle table.
import { describe, expect, it } from 'vitest';
import { peerRows } from './bundle-report';

describe('peerRows', () => {
  it("gives each compared page's initial JS and all the JS", () => {
    const rows = peerRows({
      status: 'ok',
      value: {
        pages: [{ label: '/explore', route: '/explore', files: 5, raw: 4096, gzip: 1024 }],
        allJs: { files: 40, raw: 8192, gzip: 2048 },
      },
    });
    expect(rows).toEqual([
      ["Symmetry's baskets-ui /explore: initial JS (for our /explore)", '5', '4.0 KiB', '1.0 KiB'],
      ["Symmetry's baskets-ui: all JS", '40', '8.0 KiB', '2.0 KiB'],
    ]);
  });

  it('says why there are no sizes, and is empty in results from before the peer', () => {
    expect(peerRows({ status: 'error', reason: 'npm ci exited 1' })[0]?.[0]).toBe(
      "Symmetry's baskets-ui: not measured (npm ci exited 1)",
    );
    expect(peerRows(undefined)).toEqual([]);
  });
});
