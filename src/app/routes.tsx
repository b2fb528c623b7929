import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeIntroPlaceholder } from '../features/home/HomeIntro';
import { Layout } from './layout/Layout';
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
  Placeholder?: ComponentType,
): Pick<RouteObject, 'Component' | 'errorElement' | 'handle'> {
  const handle: PageHandle = { preload: load, Placeholder };
  return { Component: lazy(load), errorElement: <RouteError />, handle };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <RouteError />,
    children: [
      {
        // Pathless: every page renders inside the wallet and chain code, loaded after first paint.
        Component: ChainBoundary,
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('../features/home/HomePage'), HomeIntroPlaceholder) },
          { path: 'create', ...page(() => import('../features/create/CreatePage')) },
          { path: 'edit', ...page(() => import('../features/edit/EditPage')) },
          { path: 'deposit', ...page(() => import('../features/deposit/DepositPage')) },
          { path: 'withdraw', ...page(() => import('../features/withdraw/WithdrawPage')) },
          { path: 'claim', ...page(() => import('../features/claim/ClaimPage')) },
          { path: 'claim/:account', ...page(() => import('../features/claim/ClaimPage')) },
          { path: 'mint', ...page(() => import('../features/mint/MintPage')) },
          { path: 'burn', ...page(() => import('../features/burn/BurnPage')) },
          { path: 'metadata', ...page(() => import('../features/metadata/MetadataPage')) },
          { path: 'settings', ...page(() => import('../features/settings/SettingsPage')) },
          { path: 'activity', ...page(() => import('../features/activity/ActivityPage')) },
          { path: 'baskets', ...page(() => import('../features/baskets/BasketsPage')) },
          { path: '*', ...page(() => import('./layout/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
