import { Link } from 'react-router';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { useFirstActivity, type FirstActivity } from '../../solana/firstActivity';
import { useHolderCount } from '../../solana/tokenHolders';
import { useChainTokens } from '../../tokens/queries';
import { formatChange, formatDate, formatNumber, formatUsd, shortenAddress } from '../../ui/format';
import { Table } from '../../ui/Table';
import { chainTokenNames } from '../baskets/chainBasket';
import { useExploreFigures, type RowFigures } from '../explore/exploreFigures';
import type { ExploreRow } from '../explore/exploreList';

const DAY_SECONDS = 86_400;

/** "12 days (since 3 Nov 2026)"; "more than …" when the first transaction was not reached. */
export function ageWords(first: FirstActivity | null, now: number): string {
  if (first === null) return 'No transaction yet';
  if (first.time === null) return 'Unknown (the RPC keeps no time for it)';
  const days = Math.max(0, Math.floor((now - first.time) / DAY_SECONDS));
  const span = `${formatNumber(days)} ${days === 1 ? 'day' : 'days'}`;
  return first.complete
    ? `${span} (since ${formatDate(first.time)})`
    : `More than ${span} (before ${formatDate(first.time)})`;
}

function figureWords(figure: RowFigures | undefined) {
  const value = figure?.valueHeld;
  const month = figure?.returns[30];
  return {
    value: value === undefined ? '…' : value === null ? 'Unknown' : formatUsd(value),
    month: month === undefined ? '…' : month === null ? 'Unknown' : formatChange(month),
  };
}

function Holders({ mint }: { mint: string }) {
  const holders = useHolderCount(mint);
  return <>{holders.data ?? (holders.isError ? 'Unknown' : '…')}</>;
}

function Age({ address }: { address: string }) {
  const first = useFirstActivity(address);
  if (first.isError) return <>Unknown</>;
  return <>{first.data === undefined ? '…' : ageWords(first.data, Date.now() / 1000)}</>;
}

/** The creator's baskets, each with the figures a depositor judges a creator's record by. */
export function CreatorTable({
  rows,
  list,
}: {
  rows: readonly ExploreRow[];
  list: TokenList | null;
}) {
  const figures = useExploreFigures(rows, list);
  const infos = useChainTokens(rows.map((row) => row.mint));
  return (
    <Table
      framed
      className="ui-table--page ui-table--named-rows"
      caption="Baskets created"
      columns={['Basket', 'Value held', 'Holders', '30d', 'Age']}
    >
      {rows.map((row) => {
        const names = chainTokenNames(infos.get(row.mint));
        const name = names.name ?? (row.name || undefined);
        const symbol = names.symbol ?? (row.symbol || undefined);
        const shown = figureWords(figures.get(row.address));
        return (
          <tr key={row.address}>
            <th scope="row">
              <Link to={`/baskets/${row.address}`}>
                {name ?? `Basket ${shortenAddress(row.address)}`}
              </Link>
              {symbol ? <span className="ui-subline">{symbol}</span> : null}
            </th>
            <td>{shown.value}</td>
            <td>
              <Holders mint={row.mint} />
            </td>
            <td>{shown.month}</td>
            <td>
              <Age address={row.address} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
