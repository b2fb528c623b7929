import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTokenList } from '../../solana/basketsProgram/hooks';
import { useChainTokens, useUsdPrices } from '../../tokens/queries';
import { useTokenOptions } from '../../tokens/useTokenOptions';
import { chainTokenNames } from '../baskets/chainBasket';
import { formatUsd, shortenAddress } from '../../ui/format';
import { Table } from '../../ui/Table';
import { CompositionBar } from './CompositionBar';
import { compositionSlices } from './compositionSlices';
import type { ExploreRow } from './exploreList';

/**
 * One page of baskets. Names come from each basket token's metadata when read (else the state's);
 * the composition's tokens are named through the token list, and the value is supply × the basket
 * token's price — all read for the rows shown only.
 */
export function ExploreTable({ rows }: { rows: readonly ExploreRow[] }) {
  const mints = rows.map((row) => row.mint);
  const infos = useChainTokens(mints);
  const prices = useUsdPrices(mints);
  const tokenList = useTokenList();
  const list = tokenList.data?.ok ? tokenList.data.value : null;
  const componentMints = useMemo(() => {
    if (!list) return [];
    const ids = new Set(rows.flatMap((row) => row.targets.map((slot) => slot.tokenId)));
    return [...ids].flatMap((id) => list.tokens[id]?.mint ?? []);
  }, [rows, list]);
  const tokens = useTokenOptions(componentMints);
  const symbols = useMemo(() => new Map(tokens.map((t) => [t.mint, t.symbol])), [tokens]);

  return (
    <div className="ui-table-frame">
      <Table
        className="ui-table--page explore-page__table"
        caption="Baskets"
        columns={['Basket', 'Symbol', 'Composition', 'Creator', 'Value']}
      >
        {rows.map((row) => {
          const info = infos.get(row.mint);
          const names = chainTokenNames(info);
          const name = names.name ?? (row.name || undefined);
          const symbol = names.symbol ?? (row.symbol || undefined);
          const title = name ?? `Basket ${shortenAddress(row.address)}`;
          const price = prices.get(row.mint);
          const value =
            price !== undefined && info?.decimals !== undefined
              ? (Number(row.supply) / 10 ** info.decimals) * price
              : undefined;
          return (
            <tr key={row.address}>
              <th scope="row">
                <Link to={`/baskets/${row.address}`}>{title}</Link>
              </th>
              <td>{symbol ?? '—'}</td>
              <td>
                <CompositionBar
                  title={`Composition of ${title}`}
                  slices={compositionSlices(row.targets, list, (mint) => symbols.get(mint))}
                />
              </td>
              <td>
                <code title={row.creator}>{shortenAddress(row.creator)}</code>
              </td>
              <td>{value !== undefined ? formatUsd(value) : 'Unknown'}</td>
            </tr>
          );
        })}
      </Table>
    </div>
  );
}
