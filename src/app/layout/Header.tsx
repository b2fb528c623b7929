import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../ui/Button';
import { OPERATION_LIST } from '../../features/operations';
import { WalletSlot } from '../../wallet/WalletSlot';
import { ClusterBadge } from './ClusterBadge';

/**
 * The places a person comes to: find a basket, see their money, make a basket, see what happened,
 * set the app up. Operations on a basket (deposit, withdraw, mint, burn, claim, edit, metadata) are
 * not here: they open from the basket's page, a position, a pending claim or a creator's basket,
 * with the basket chosen. The phone menu holds the same links.
 */
const NAV_LINKS = [
  { to: '/explore', label: 'Explore' },
  // `end`: a basket's page (/baskets/<address>), opened from Explore too, is not the portfolio.
  { to: '/baskets', label: 'Portfolio', end: true },
  ...OPERATION_LIST.flatMap(({ path, words }) =>
    words.navLabel ? [{ to: path, label: words.navLabel }] : [],
  ),
  { to: '/activity', label: 'Activity' },
  { to: '/settings', label: 'Settings' },
];

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand">
          <BrandMark />
          <span>Basketry</span>
        </Link>
        <Button
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </Button>
        <nav id={navId} aria-label="Main" className={`site-nav${menuOpen ? ' site-nav-open' : ''}`}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                {/* On a phone the menu closes once a page is picked. */}
                <NavLink to={link.to} end={'end' in link} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <ClusterBadge />
          <WalletSlot />
        </div>
      </div>
    </header>
  );
}

export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <path d="M4 13h24l-3 14H7z" fill="currentColor" opacity="0.85" />
      <path d="M10 13l6-8 6 8" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
