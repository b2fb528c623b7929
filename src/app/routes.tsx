import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeIntroPlaceholder } from '../features/home/HomeIntro';
import { Layout } from './layout/Layout';
import { OPERATIONS, type OperationPath } from './operations';
import { ChainBoundary } from './providers/ChainBoundary';
import { RouteError } from './layout/RouteError';
import type { PageHandle } from './layout/RoutePlaceholder';

type PageModule = { default: ComponentType };

/**
 * A lazily loaded page: its code downloads the first time the route is shown. The handle lets the
 * layout start that download early and show `Placeholder` meanwhile (see RoutePlaceholder).
 */
function page(
  load: () => Promise<PageModule>,
  options: Omit<PageHandle, 'preload'> = {},
): Pick<RouteObject, 'Component' | 'errorElement' | 'handle'> {
  const handle: PageHandle = { preload: load, ...options };
  return { Component: lazy(load), errorElement: <RouteError />, handle };
}

const singleAssetPage = () => import('../features/single-asset/SingleAssetPage');

/** Each operation's page; mint and burn are one page in two directions. */
const OPERATION_PAGES: Record<OperationPath, () => Promise<PageModule>> = {
  '/create': () => import('../features/create/CreatePage'),
  '/edit': () => import('../features/edit/EditPage'),
  '/metadata': () => import('../features/metadata/MetadataPage'),
  '/deposit': () => import('../features/deposit/DepositPage'),
  '/mint': () => singleAssetPage().then((m) => ({ default: m.MintPage })),
  '/withdraw': () => import('../features/withdraw/WithdrawPage'),
  '/burn': () => singleAssetPage().then((m) => ({ default: m.BurnPage })),
  '/claim': () => import('../features/claim/ClaimPage'),
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <RouteError />,
    children: [
      {
        // Pathless: pages render inside the wallet and chain code's contexts. Every page first
        // renders without that code: it loads when the user connects a wallet, or first when one
        // is to reconnect (ChainBoundary). What pages read of the chain goes through the plain
        // JSON-RPC reader (solana/jsonRpc.ts).
        Component: ChainBoundary,
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            ...page(() => import('../features/home/HomePage'), {
              Placeholder: HomeIntroPlaceholder,
            }),
          },
          ...OPERATIONS.map((op) => ({
            path: op.path.slice(1),
            ...page(OPERATION_PAGES[op.path]),
          })),
          // One withdraw account's claim.
          { path: 'claim/:account', ...page(OPERATION_PAGES['/claim']) },
          { path: 'settings', ...page(() => import('../features/settings/SettingsPage')) },
          { path: 'activity', ...page(() => import('../features/activity/ActivityPage')) },
          { path: 'baskets', ...page(() => import('../features/baskets/BasketsPage')) },
          // One basket, read from the chain through the plain JSON-RPC reader: shown before the
          // chain code, which the position and actions wait for (a wallet).
          {
            path: 'baskets/:address',
            ...page(() => import('../features/basket-page/BasketPage')),
          },
          { path: 'explore', ...page(() => import('../features/explore/ExplorePage')) },
          { path: '*', ...page(() => import('./layout/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the page the router's location shows, before React renders it: its code
 * arrives meanwhile, and fetching its modules is a task of its own rather than part of a render.
 * A failed download shows when the page loads it again (the route's error page).
 */
export function preloadPageOf(router: AppRouter): void {
  const handle = router.state.matches.at(-1)?.route.handle as PageHandle | undefined;
  handle?.preload().catch(() => undefined);
}
