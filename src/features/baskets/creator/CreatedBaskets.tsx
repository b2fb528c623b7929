import { useMemo } from 'react';
import { Link } from 'react-router';
import { useAddressHistory } from '../../../history/hooks';
import { formatTokenAmount } from '../../../solana/amounts';
import { accountAddress } from '../../../solana/address';
import { useBasket, useTokenList } from '../../../solana/basketsProgram/hooks';
import { useHolderCount } from '../../../solana/tokenHolders';
import { useUsdPrices } from '../../../tokens/queries';
import { useTokenWords } from '../../../tokens/useTokenWords';
import { Card } from '../../../ui/Card';
import { Table } from '../../../ui/Table';
import { formatUsd } from '../../../ui/format';
import { basketValue } from '../basketValue';
import { HistoryStatus } from '../../history/ChainHistory';
import { amountWords } from '../../history/historyRows';
import { holdingsOf } from '../chainBasket';
import type { MyBasketRow } from '../myBasketList';
import { creatorFlows } from './creatorFlows';

/** One basket the wallet created: what it holds, its supply and holders, its flows, the fees. */
const MONTH_COLUMNS = [
  'Month',
  'Deposits',
  'Deposited',
  'Single-asset deposits',
  'Withdrawals',
  'Withdrawn',
  'Redemptions',
] as const;

function CreatedBasket({ row, creator }: { row: MyBasketRow; creator: string }) {
  const basket = useBasket(useMemo(() => accountAddress(row.address), [row.address]));
  const state = basket.data?.ok ? basket.data.value : null;
  const list = useTokenList().data;
  const holdings = useMemo(
    () => (state ? holdingsOf(state, list?.ok ? list.value : null) : []),
    [state, list],
  );
  const prices = useUsdPrices(holdings.flatMap((h) => (h.mint ? [h.mint] : [])));
  const value = state ? basketValue(holdings, prices, state.supplyOutstanding, 6) : undefined;
  const holders = useHolderCount(row.mint ?? null);
  const own = useAddressHistory(row.address, 'all');
  const minted = useAddressHistory(row.mint ?? null, 'all');
  const flows = useMemo(
    () => creatorFlows([...own.txs, ...minted.txs], creator, row.mint ?? null),
    [own.txs, minted.txs, creator, row.mint],
  );
  const feeWords = useTokenWords(flows.feesReceived.map((t) => t.mint));
  const feeFacts = { words: feeWords, priceToday: () => undefined };
  const title = row.symbol ?? row.address.slice(0, 8);
  const usdc = (n: bigint) => `${formatTokenAmount(n, 6)} USDC`;
  return (
    <Card title={`Created: ${title}`} headingLevel={3}>
      {/* Facts, the months' count and their table, spaced apart: the count reads as the table's. */}
      <div className="ui-stack">
        <dl className="op-success__facts">
          <dt>Value held</dt>
          <dd>
            {value?.total === undefined
              ? 'Unknown (not every holding is priced)'
              : formatUsd(value.total)}
          </dd>
          <dt>Supply</dt>
          <dd>
            {state ? `${formatTokenAmount(state.supplyOutstanding, 6)} ${row.symbol ?? ''}` : '…'}
          </dd>
          <dt>Holders</dt>
          <dd>{holders.data ?? (holders.isError ? 'Unknown (the read failed)' : '…')}</dd>
          <dt>Depositors on record</dt>
          <dd>{flows.depositors}</dd>
          <dt>Fees you received</dt>
          <dd>
            {flows.feesReceived.length === 0
              ? 'None on record'
              : flows.feesReceived.map((t) => amountWords(t, feeFacts)).join(', ')}
          </dd>
        </dl>
        <HistoryStatus
          history={{
            reading: own.reading || minted.reading,
            error: own.error ?? minted.error,
            refresh: () => {
              own.refresh();
              minted.refresh();
            },
          }}
          rows={flows.months.length}
          noun="month"
        />
        {flows.months.length > 0 ? (
          <Table
            framed
            className="ui-table--page ui-table--named-rows"
            caption={`Deposits and withdrawals of ${title} by month`}
            columns={MONTH_COLUMNS}
          >
            {flows.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{m.deposits}</td>
                <td>{usdc(m.depositedUsdc)}</td>
                <td>{m.singleAssetDeposits}</td>
                <td>{m.withdrawals}</td>
                <td>{`${formatTokenAmount(m.withdrawnShares, 6)} ${row.symbol ?? ''}`.trim()}</td>
                <td>{m.redemptions}</td>
              </tr>
            ))}
          </Table>
        ) : null}
        <p>
          <Link to={`/baskets/${row.address}`}>Basket page of {title}</Link>
        </p>
      </div>
    </Card>
  );
}

/**
 * The creator's view: each basket the wallet created, from the basket's own transactions (its
 * state's and its token mint's history) and its accounts now.
 */
export function CreatedBaskets({
  rows,
  creator,
}: {
  rows: readonly MyBasketRow[];
  creator: string;
}) {
  const created = rows.filter((r) => r.created && r.onChain);
  if (created.length === 0) return null;
  return (
    <section aria-labelledby="created-title" className="portfolio">
      <h2 id="created-title">Baskets you created</h2>
      <p className="muted">
        Read from each basket’s own transactions: deposits and withdrawals by month, and the fees
        the chain shows reaching your token accounts in transactions others signed.
      </p>
      {created.map((row) => (
        <CreatedBasket key={row.address} row={row} creator={creator} />
      ))}
    </section>
  );
}
