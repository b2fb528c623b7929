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

/**
 * Every page renders without the chain code (ChainBoundary) but these: it loads when the user
 * connects a wallet (a connected wallet's pages wait for it). What pages read of the chain
 * (baskets, token names, fees, the wallet's baskets once connected) goes through the plain
 * JSON-RPC reader (solana/jsonRpc.ts). Claim still reads through web3.js's connection for its
 * first view (the withdrawals' accounts).
 */
const NEEDS_CHAIN_CODE_FIRST: ReadonlySet<OperationPath> = new Set(['/claim']);

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
        // Pathless: pages render inside the wallet and chain code's contexts, loaded after first
        // paint; every page but claim first renders without it (`chainLater`).
        Component: ChainBoundary,
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            ...page(() => import('../features/home/HomePage'), {
              Placeholder: HomeIntroPlaceholder,
              chainLater: true,
            }),
          },
          ...OPERATIONS.map((op) => ({
            path: op.path.slice(1),
            ...page(OPERATION_PAGES[op.path], {
              chainLater: !NEEDS_CHAIN_CODE_FIRST.has(op.path),
            }),
          })),
          // One withdraw account's claim.
          { path: 'claim/:account', ...page(OPERATION_PAGES['/claim']) },
          {
            path: 'settings',
            ...page(() => import('../features/settings/SettingsPage'), { chainLater: true }),
          },
          {
            path: 'activity',
            ...page(() => import('../features/activity/ActivityPage'), { chainLater: true }),
          },
          {
            path: 'baskets',
            ...page(() => import('../features/baskets/BasketsPage'), { chainLater: true }),
          },
          // One basket, read from the chain through the plain JSON-RPC reader: shown before the
          // chain code, which the position and actions wait for (a wallet).
          {
            path: 'baskets/:address',
            ...page(() => import('../features/basket-page/BasketPage'), { chainLater: true }),
          },
          {
            path: 'explore',
            ...page(() => import('../features/explore/ExplorePage'), { chainLater: true }),
          },
          { path: '*', ...page(() => import('./layout/NotFoundPage'), { chainLater: true }) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
