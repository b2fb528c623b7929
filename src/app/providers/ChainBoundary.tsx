import { Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import { Notifications } from '../../notifications/Notifications';
import { RoutePlaceholder } from '../layout/RoutePlaceholder';
import { loadChainCode } from './loadChainCode';
import { ChainContexts, type ChainContextValues } from '../../page/chainContexts';
import {
  hasWalletToReconnect,
  provideChainCode,
  useChainCode,
  wantChainCode,
} from '../../page/chainCode';

// The chain code is this shell's: pages ask for it (page/chainCode.ts), the shell says where it is.
provideChainCode(loadChainCode);

/**
 * The pathless route around every page (routes.tsx): mounts the wallet and chain providers
 * (ChainProviders: web3.js, the wallet adapters and the flow engine, over half of the app's code)
 * once their code has loaded (page/chainCode.ts), and passes their contexts on to the page
 * (page/chainContexts.tsx). As a route, its error page (that code failed to download) shows inside the
 * layout. The same placeholder stands in while the wallet code or the page's code loads, so the
 * home intro does not blink between the two.
 *
 * Pages render at once without them, unless a wallet is about to reconnect (a page would show
 * "connect a wallet" to a connected visitor meanwhile): no page's first view needs them, as what
 * pages read of the chain goes through the plain JSON-RPC reader. Once their code is there (the
 * user asked to connect: chainCode.ts) the same page, not a new one, sees their values, so what
 * the user typed and where the focus was stay. From then on every page does, so the wallet and the
 * running flows stay mounted across pages.
 */
export function ChainBoundary() {
  const chain = useChainCode();
  const [reconnecting] = useState(hasWalletToReconnect);
  const [values, setValues] = useState<ChainContextValues>();

  useEffect(() => {
    if (reconnecting) wantChainCode();
  }, [reconnecting]);

  // Shown by the route's error page, on every page: the wallet cannot work without this code.
  if (chain.status === 'failed') throw chain.error;
  return (
    <>
      {/* On every page, with or without the chain code (settings saved, a copy made, a wallet
          refused): outside <main>, as notifications are not page content. */}
      {createPortal(<Notifications />, document.body)}
      {chain.status === 'loaded' && <chain.Providers onContexts={setValues} />}
      <ChainContexts values={values}>
        {reconnecting && values === undefined ? (
          <RoutePlaceholder />
        ) : (
          <Suspense fallback={<RoutePlaceholder />}>
            <Outlet />
          </Suspense>
        )}
      </ChainContexts>
    </>
  );
}
