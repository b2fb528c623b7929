// Which of our pages the peer is compared on, and the path it opens for each.
import { describe, expect, it } from 'vitest';
import { peerPages } from './peer-pages';

describe('peerPages', () => {
  it('maps home, explore, a basket and create to the peer routes, and nothing else', () => {
    const pages = peerPages(['/', '/deposit', '/explore', '/baskets/:address', '/create'], {
      status: 'ok',
      path: '/baskets/Bask3t',
    });
    expect(pages.map((p) => [p.label, p.path])).toEqual([
      ['/', '/'],
      ['/explore', '/explore'],
      ['/baskets/:address', '/view/Bask3t'],
      ['/create', '/create/bundle'],
    ]);
  });

  it('leaves the basket page out when ours is', () => {
    const pages = peerPages(['/baskets/:address'], { status: 'left out', reason: 'asked not' });
    expect(pages).toEqual([]);
  });
});
