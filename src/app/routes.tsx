import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeIntroPlaceholder } from '../features/home/HomeIntro';
import { Layout } from './layout/Layout';
import type { Command } from '../api/commands';
import { OPERATION_LIST } from '../features/operations';
import type { OperationDescriptor } from '../operations/descriptor';
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

/**
 * Each operation's page at its path (and its other paths), from the operations' list: the page
 * receives the operation's words.
 */
function operationRoutes(op: OperationDescriptor<Command>): RouteObject[] {
  const load = () =>
    op.page().then(({ default: Page }) => ({
      default: function OperationRoute() {
        return <Page words={op.words} />;
      },
    }));
  return [
    { path: op.path.slice(1), ...page(load) },
    ...(op.alsoAt ?? []).map((path) => ({ path: path.slice(1), ...page(load) })),
  ];
}

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
          ...OPERATION_LIST.flatMap(operationRoutes),
          { path: 'settings', ...page(() => import('../features/settings/SettingsPage')) },
          { path: 'activity', ...page(() => import('../features/activity/ActivityPage')) },
          { path: 'baskets', ...page(() => import('../features/baskets/BasketsPage')) },
          { path: 'tax-lots', ...page(() => import('../features/tax-lots/TaxLotsPage')) },
          // One basket, read from the chain through the plain JSON-RPC reader: shown before the
          // chain code, which the position and actions wait for (a wallet).
          {
            path: 'baskets/:address',
            ...page(() => import('../features/basket-page/BasketPage')),
          },
          {
            path: 'baskets/:address/rebalances',
            ...page(() => import('../features/rebalance-log/RebalancesPage')),
          },
          { path: 'explore', ...page(() => import('../features/explore/ExplorePage')) },
          // A creator's public record: every basket the address created.
          {
            path: 'creators/:address',
            ...page(() => import('../features/creator-page/CreatorPage')),
          },
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
