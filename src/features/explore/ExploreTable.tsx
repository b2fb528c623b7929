import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { useTokenList } from '../../solana/basketsProgram/hooks';
import { useChainTokens } from '../../tokens/queries';
import { useTokenOptions } from '../../tokens/useTokenOptions';
import { chainTokenNames } from '../baskets/chainBasket';
import { formatChange, formatUsd, shortenAddress } from '../../ui/format';
import { Table } from '../../ui/Table';
import { CompositionBar } from './CompositionBar';
import { compositionSlices } from './compositionSlices';
import { RETURN_DAYS, useExploreFigures, type ReturnDays } from './exploreFigures';
import {
  isFigureSort,
  sortByFigure,
  type ExploreRow,
  type FigureSortKey,
  type SortKey,
} from './exploreList';

const RETURN_KEY: Record<FigureSortKey, ReturnDays | null> = {
  valueHeld: null,
  return1: 1,
  return7: 7,
  return30: 30,
};

/**
 * One page of baskets: each led by its name with its symbol under it, then the figures a depositor
 * compares them by, so a phone shows them before anything scrolls; the composition and the creator
 * follow. Names come from each basket token's metadata when read (else the state's);
 * the composition's tokens are named through the token list; value held and returns come from each
 * basket's holdings (exploreFigures.ts) — all read for the rows shown only. A sort by a figure
 * orders these rows. Memoized: the page re-renders at once for a sort or "Show more" while the
 * rows it passes stay the same until their deferred render.
 */
export const ExploreTable = memo(function ExploreTable({
  rows: listed,
  sort,
}: {
  rows: readonly ExploreRow[];
  sort: SortKey;
}) {
  const tokenList = useTokenList();
  const list = tokenList.data?.ok ? tokenList.data.value : null;
  const figures = useExploreFigures(listed, list);
  const rows = useMemo(() => {
    if (!isFigureSort(sort)) return listed;
    const days = RETURN_KEY[sort];
    return sortByFigure(listed, (row) => {
      const figure = figures.get(row.address);
      return (days === null ? figure?.valueHeld : figure?.returns[days]) ?? undefined;
    });
  }, [listed, sort, figures]);
  const mints = rows.map((row) => row.mint);
  const infos = useChainTokens(mints);
  const componentMints = useMemo(() => {
    if (!list) return [];
    const ids = new Set(rows.flatMap((row) => row.targets.map((slot) => slot.tokenId)));
    return [...ids].flatMap((id) => list.tokens[id]?.mint ?? []);
  }, [rows, list]);
  const tokens = useTokenOptions(componentMints);
  const symbols = useMemo(() => new Map(tokens.map((t) => [t.mint, t.symbol])), [tokens]);

  return (
    <Table
      framed
      className="ui-table--page ui-table--named-rows explore-page__table"
      caption="Baskets"
      columns={['Basket', 'Value held', '24h', '7d', '30d', 'Composition', 'Creator']}
    >
      {rows.map((row) => {
        const info = infos.get(row.mint);
        const names = chainTokenNames(info);
        const name = names.name ?? (row.name || undefined);
        const symbol = names.symbol ?? (row.symbol || undefined);
        const title = name ?? `Basket ${shortenAddress(row.address)}`;
        const figure = figures.get(row.address);
        const change = (days: ReturnDays) => {
          const value = figure?.returns[days];
          return value === undefined ? '…' : value === null ? 'Unknown' : formatChange(value);
        };
        return (
          <tr key={row.address}>
            <th scope="row">
              <Link to={`/baskets/${row.address}`}>{title}</Link>
              {symbol ? <span className="ui-subline">{symbol}</span> : null}
            </th>
            <td>
              {figure?.valueHeld === undefined
                ? '…'
                : figure.valueHeld === null
                  ? 'Unknown'
                  : formatUsd(figure.valueHeld)}
            </td>
            {RETURN_DAYS.map((days) => (
              <td key={days}>{change(days)}</td>
            ))}
            <td>
              <CompositionBar
                title={`Composition of ${title}`}
                slices={compositionSlices(row.targets, list, (mint) => symbols.get(mint))}
              />
            </td>
            <td>
              <code title={row.creator}>{shortenAddress(row.creator)}</code>
            </td>
          </tr>
        );
      })}
    </Table>
  );
});
