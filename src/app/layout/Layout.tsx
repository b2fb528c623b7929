import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { WalletSlotProvider } from '../../wallet/WalletSlot';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  // After a page change, start the keyboard and screen reader at the new page, not the old link.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: false });
  }, [pathname]);

  return (
    <WalletSlotProvider>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        {/* The pages, inside the wallet and chain code (ChainBoundary, routes.tsx). */}
        <Outlet />
      </main>
      <Footer />
    </WalletSlotProvider>
  );
}
