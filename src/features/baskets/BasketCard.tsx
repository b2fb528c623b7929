import { Link } from 'react-router';
import { BASKET_TYPES } from '../../api/schemas';
import { formatTokenAmount } from '../../solana/amounts';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CompositionChart } from '../../ui/CompositionChart';
import { CopyButton } from '../../ui/CopyButton';
import { formatUsd, shortenAddress } from '../../ui/format';
import type { TokenOption } from '../../ui/TokenOption';
import type { MyBasketRow } from './myBasketList';
import { useBasketTokenPrice } from './useBasketTokenPrice';

export interface BasketCardProps {
  row: MyBasketRow;
  tokens: readonly TokenOption[];
  /** The basket token's decimals, from the wallet's token account (unknown without one). */
  decimals: number | undefined;
  onRemove?: () => void;
}

export function BasketCard({ row, tokens, decimals, onRemove }: BasketCardProps) {
  const title = [row.symbol, row.name].filter(Boolean).join(' — ') || shortenAddress(row.address);
  const query = `?basket=${encodeURIComponent(row.address)}`;
  const relation = [
    row.created ? 'You created it' : null,
    row.balance !== undefined && row.balance > 0n ? 'You hold its token' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const wholeTokens =
    row.balance !== undefined && decimals !== undefined
      ? Number(row.balance) / 10 ** decimals
      : undefined;
  const perToken = useBasketTokenPrice(row.address, row.mint, decimals);
  const value =
    wholeTokens !== undefined && perToken !== undefined ? wholeTokens * perToken : undefined;
  return (
    <Card title={title} headingLevel={3} className="basket-card">
      <p className="basket-card__relation">
        {relation || 'Saved in this browser'}
        {row.type !== undefined ? ` · ${BASKET_TYPES[row.type]}` : ''}
      </p>
      <dl className="op-success__facts">
        <dt>Basket address</dt>
        <dd>
          <code>{row.address}</code> <CopyButton text={row.address} what={`address of ${title}`} />
        </dd>
        <dt>Your basket tokens</dt>
        <dd>
          {row.balance === undefined
            ? 'Unknown (the basket token mint is not known here)'
            : `${row.balance === 0n || decimals === undefined ? '0' : formatTokenAmount(row.balance, decimals)} ${row.symbol ?? ''}`.trim()}
        </dd>
        {value !== undefined && row.balance !== undefined && row.balance > 0n ? (
          <>
            <dt>Position value</dt>
            <dd>{formatUsd(value)}</dd>
          </>
        ) : null}
      </dl>
      {row.composition && row.composition.length > 0 ? (
        <CompositionChart
          composition={row.composition}
          tokens={tokens}
          title={`${row.symbol ?? 'Basket'} composition`}
          size={140}
        />
      ) : (
        <p>Composition not known here.</p>
      )}
      <ul className="basket-card__actions" aria-label={`Actions for ${title}`}>
        <li>
          <Link to={`/baskets/${row.address}`}>Basket page</Link>
        </li>
        <li>
          <Link to={`/deposit${query}`}>Deposit</Link>
        </li>
        {row.balance !== undefined && row.balance > 0n ? (
          <li>
            <Link to={`/withdraw${query}`}>Withdraw</Link>
          </li>
        ) : null}
        {row.created && row.type !== 0 ? (
          <li>
            <Link to={`/edit${query}`}>Edit</Link>
          </li>
        ) : null}
        {row.created ? (
          <li>
            <Link to={`/metadata${query}`}>Set metadata</Link>
          </li>
        ) : null}
      </ul>
      {onRemove ? (
        <Button size="sm" variant="ghost" onClick={onRemove}>
          Remove {row.symbol ?? 'this basket'} from this list
        </Button>
      ) : null}
    </Card>
  );
}
