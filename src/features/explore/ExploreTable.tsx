import { Link } from 'react-router';
import { useChainTokens, useUsdPrices } from '../../tokens/queries';
import { chainTokenNames } from '../baskets/chainBasket';
import { formatUsd, shortenAddress } from '../../ui/format';
import type { ExploreRow } from './exploreList';

/**
 * One page of baskets. Names come from each basket token's metadata when read (else the state's);
 * the value is supply × the basket token's price, for the rows shown only.
 */
export function ExploreTable({ rows }: { rows: readonly ExploreRow[] }) {
  const mints = rows.map((row) => row.mint);
  const infos = useChainTokens(mints);
  const prices = useUsdPrices(mints);

  return (
    <div className="explore-page__table-wrap">
      <table className="explore-page__table">
        <caption>Baskets</caption>
        <thead>
          <tr>
            <th scope="col">Basket</th>
            <th scope="col">Symbol</th>
            <th scope="col">Tokens</th>
            <th scope="col">Creator</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const info = infos.get(row.mint);
            const names = chainTokenNames(info);
            const name = names.name ?? (row.name || undefined);
            const symbol = names.symbol ?? (row.symbol || undefined);
            const price = prices.get(row.mint);
            const value =
              price !== undefined && info?.decimals !== undefined
                ? (Number(row.supply) / 10 ** info.decimals) * price
                : undefined;
            return (
              <tr key={row.address}>
                <th scope="row">
                  <Link to={`/baskets/${row.address}`}>
                    {name ?? `Basket ${shortenAddress(row.address)}`}
                  </Link>
                </th>
                <td>{symbol ?? '—'}</td>
                <td>{row.tokenCount}</td>
                <td>
                  <code title={row.creator}>{shortenAddress(row.creator)}</code>
                </td>
                <td>{value !== undefined ? formatUsd(value) : 'Unknown'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
