import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { describeTransactionError } from '../../flow/chainErrors';
import type { HistoryEvent, TokenAmount } from '../../history/types';
import { Button } from '../../ui/Button';
import { ExplorerLink } from '../../ui/ExplorerLink';
import { formatNumber, formatUsd } from '../../ui/format';
import { Table } from '../../ui/Table';
import { TokenWordsView } from '../../tokens/TokenWordsView';
import {
  amountNumber,
  amountWords,
  groupSteps,
  operationWords,
  outcomeWords,
  signerWords,
  type SignerWords,
  valueToday,
  whenParts,
} from './historyRows';
import type { HistoryViewFacts } from './useHistoryFacts';

/**
 * "Signed by 9zQT…9Cdg, the service's automation": the addresses in monospace, which also keeps the
 * column's width the same whichever key signed (docs/screenshots.md).
 */
function Signer({ words }: { words: SignerWords | null }) {
  if (words === null) return null;
  return (
    <span className="history__usd history__signer">
      Signed by{' '}
      {words.signers.length === 0
        ? 'an unknown key'
        : words.signers.map((s, i) => (
            <span key={s}>
              {i > 0 ? ', ' : null}
              <code className="ui-mono">{s}</code>
            </span>
          ))}
      , {words.role}
    </span>
  );
}

/** Rows rendered at first, and added by each "Show more": a long history never mounts at once. */
const PAGE_ROWS = 50;

function Amounts({ list, facts }: { list: readonly TokenAmount[]; facts: HistoryViewFacts }) {
  if (list.length === 0) return <>—</>;
  const usd = valueToday(list, facts);
  return (
    <>
      {list.map((t) => (
        <span key={t.mint} className="history__amount">
          {amountNumber(t)} <TokenWordsView words={facts.words(t.mint)} />
        </span>
      ))}
      <span className="history__usd">
        {usd === undefined ? 'no price today' : `${formatUsd(usd)} today`}
      </span>
    </>
  );
}

/** The date and the time, which go onto two lines where the table is short of room (a phone). */
function When({ blockTime }: { blockTime: number | null }) {
  const when = whenParts(blockTime);
  if (when === null) return <>time unknown</>;
  return (
    <time dateTime={when.iso} className="history__when">
      <span>{when.date}</span> <span>{when.time}</span>
    </time>
  );
}

export interface HistoryTableProps {
  readonly caption: string;
  readonly events: readonly HistoryEvent[];
  readonly facts: HistoryViewFacts;
  /** Show the basket column (off on a basket's own page). */
  readonly showBasket?: boolean;
}

/**
 * A wallet's history rows, newest first, each operation's steps under it: when, what, which
 * basket, paid, received, outcome and who signed when not the wallet, link.
 */
export function HistoryTable({ caption, events, facts, showBasket = true }: HistoryTableProps) {
  const [shown, setShown] = useState(PAGE_ROWS);
  const rows = useMemo(() => groupSteps(events), [events]);
  const columns = [
    'When',
    'Operation',
    ...(showBasket ? ['Basket'] : []),
    'Paid',
    'Received',
    'Outcome',
    'Transaction',
  ];
  return (
    <>
      <Table
        framed
        className="ui-table--page ui-table--named-rows history-table"
        caption={caption}
        columns={columns}
      >
        {rows.slice(0, shown).map((e) => (
          <tr
            key={e.signature}
            className={
              [e.outcome.ok ? '' : 'history__failed', e.step ? 'history__step' : '']
                .join(' ')
                .trim() || undefined
            }
          >
            <th scope="row" className="history__when-cell">
              <When blockTime={e.blockTime} />
            </th>
            <td>{operationWords(e)}</td>
            {showBasket ? (
              <td>
                {e.basket ? (
                  <Link to={`/baskets/${e.basket}`}>
                    {facts.basketLabel(e.basket, e.basketMint)}
                  </Link>
                ) : (
                  facts.basketLabel(e.basket, e.basketMint)
                )}
              </td>
            ) : null}
            <td className="history__cell">
              <Amounts list={e.paid} facts={facts} />
              {e.asked !== null ? (
                <span className="history__usd">asked to pay {amountWords(e.asked, facts)}</span>
              ) : null}
            </td>
            <td className="history__cell">
              <Amounts list={e.received} facts={facts} />
            </td>
            <td className="history__outcome">
              {outcomeWords(e, describeTransactionError)}
              <Signer words={signerWords(e)} />
            </td>
            <td>
              <ExplorerLink
                signature={e.signature}
                resolve={facts.txUrl}
                explorerName={facts.explorer}
              />
            </td>
          </tr>
        ))}
      </Table>
      {events.length > shown ? (
        <Button size="sm" onClick={() => setShown((n) => n + PAGE_ROWS * 4)}>
          Show more ({formatNumber(events.length - shown)} older)
        </Button>
      ) : null}
    </>
  );
}
