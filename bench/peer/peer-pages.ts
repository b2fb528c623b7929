import { BASKET_ROUTE, type BasketPage } from '../pages/basket-page';
import type { LighthousePage } from '../pages/lighthouse-pages';

/**
 * The peer's page for each of ours it is compared on, by its own routes (bench/peer/baskets-ui/
 * src/pages) and the path opened: its home, its list of baskets, a basket's page
 * (`/view/<address>`, the address filled in by peerPages) and its create form for a bundle (its
 * `/create` only offers a choice of portfolio, bundle or private basket, each a link to the form).
 */
export const PEER_ROUTES: Partial<Record<LighthousePage, { route: string; path: string }>> = {
  '/': { route: '/', path: '/' },
  '/explore': { route: '/explore', path: '/explore' },
  [BASKET_ROUTE]: { route: '/view/[...params]', path: '/view/:address' },
  '/create': { route: '/create/[...params]', path: '/create/bundle' },
};

/** A compared page: our page's label, the peer's route and the path Lighthouse opens. */
export interface PeerPage {
  label: LighthousePage;
  route: string;
  path: string;
}

/**
 * The peer's pages for ours among `pages`. Its basket page opens the same basket address as ours
 * (it cannot load it offline either way: it reads baskets from Symmetry's services), and only when
 * ours is measured.
 */
export function peerPages(pages: readonly LighthousePage[], basketPage: BasketPage): PeerPage[] {
  return pages.flatMap((label): PeerPage[] => {
    const peer = PEER_ROUTES[label];
    if (peer === undefined) return [];
    if (label !== BASKET_ROUTE) return [{ label, ...peer }];
    if (basketPage.status !== 'ok') return [];
    const address = basketPage.path.split('/').at(-1) ?? '';
    return [{ label, route: peer.route, path: peer.path.replace(':address', address) }];
  });
}
