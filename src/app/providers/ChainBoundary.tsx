import { Suspense, useEffect, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { PageHandle } from '../layout/RoutePlaceholder';
import { RoutePlaceholder } from '../layout/RoutePlaceholder';
import { hasWalletToReconnect, useChainCode, wantChainCode } from './chainCode';

/**
 * The pathless route around every page (routes.tsx): renders the page inside the wallet and chain
 * providers (ChainProviders: web3.js, the wallet adapters and the flow engine, over half of the
 * app's code) once their code has loaded (chainCode.ts). As a route, its error page (that code
 * failed to download) shows inside the layout. The same placeholder stands in while the wallet
 * code or the page's code loads, so the home intro does not blink between the two.
 *
 * A page whose handle says `chainLater` renders at once without them, unless a wallet is about to
 * reconnect (it would show "connect a wallet" to a connected visitor meanwhile); once their code
 * is there (wanted for another reason: chainCode.ts) it renders again inside them, as every page
 * does from then on, so the wallet and the running flows stay mounted across pages.
 */
export function ChainBoundary() {
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const chain = useChainCode();
  const [reconnecting] = useState(hasWalletToReconnect);
  const needsChain = handle?.chainLater !== true || reconnecting;

  useEffect(() => {
    if (needsChain) wantChainCode();
  }, [needsChain]);

  // Shown by the route's error page, on every page: the wallet cannot work without this code.
  if (chain.status === 'failed') throw chain.error;
  const page = (
    <Suspense fallback={<RoutePlaceholder />}>
      <Outlet />
    </Suspense>
  );
  if (chain.status === 'loaded') return <chain.Providers>{page}</chain.Providers>;
  return needsChain ? <RoutePlaceholder /> : page;
}
