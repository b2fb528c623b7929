import { Link } from 'react-router';
import type { BasketType } from '../../solana/basketsProgram/basketState';
// Links drawn as buttons: the button look comes with its stylesheet.
import '../../ui/Button.css';

/** The operations on this basket, each opening its form with the basket filled in. */
export function BasketActions({
  address,
  isCreator,
  type,
}: {
  address: string;
  isCreator: boolean;
  type: BasketType | null;
}) {
  const query = `?basket=${encodeURIComponent(address)}`;
  const links = [
    { to: `/deposit${query}`, label: 'Deposit' },
    { to: `/mint${query}`, label: 'Mint' },
    { to: `/withdraw${query}`, label: 'Withdraw' },
    { to: `/burn${query}`, label: 'Burn' },
    // The creator edits a basket that is not immutable, and sets its token's metadata.
    ...(isCreator && type !== 0 ? [{ to: `/edit${query}`, label: 'Edit' }] : []),
    ...(isCreator ? [{ to: `/metadata${query}`, label: 'Set metadata' }] : []),
  ];
  return (
    <nav aria-label="Basket actions">
      <ul className="basket-page__actions">
        {links.map((link) => (
          <li key={link.label}>
            <Link className="ui-button" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
