import { useDeferredValue, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { useAllBaskets } from '../../solana/basketsProgram/hooks';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { optionsOf, SelectField } from '../../ui/SelectField';
import { Notice } from '../../ui/Notice';
import { ReadFailed } from '../../ui/ReadFailed';
import { ExploreTable } from './ExploreTable';
import {
  exploreRows,
  filterRows,
  PAGE_SIZE,
  SORT_LABELS,
  sortRows,
  visibleRows,
  type SortKey,
} from './exploreList';
import '../operation-page/OperationPage.css';
import './ExplorePage.css';
import { formatNumber } from '../../ui/format';

const SORT_OPTIONS = optionsOf(SORT_LABELS);

/** /explore — every basket on the network, read from the chain, searchable and sortable. */
export default function ExplorePage() {
  useDocumentTitle('Explore baskets');
  const baskets = useAllBaskets();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortKey>('name');
  const [pages, setPages] = useState(1);
  // Typing stays responsive while thousands of rows are filtered; a sort or "Show more" paints the
  // control at once and the rows follow in a transition that yields to input (issue 48: a phone
  // took 200–250 ms to build 50 rows inside the tap's own event).
  const deferredQuery = useDeferredValue(query);
  const deferredSort = useDeferredValue(sort);
  const deferredPages = useDeferredValue(pages);

  // The list arrives as one state change of thousands of entries: shown through a deferred value,
  // React renders it in a transition that yields to input, not in one long task.
  const list = useDeferredValue(baskets.data);
  const all = useMemo(() => exploreRows(list?.accounts ?? []), [list]);
  const sorted = useMemo(() => sortRows(all, deferredSort), [all, deferredSort]);
  const matching = useMemo(() => filterRows(sorted, deferredQuery), [sorted, deferredQuery]);
  const shown = useMemo(() => visibleRows(matching, deferredPages), [matching, deferredPages]);
  const undecodable = list?.undecodable.length ?? 0;

  return (
    <section className="page explore-page" aria-labelledby="explore-title">
      <h1 id="explore-title">Explore baskets</h1>
      <p className="lead">
        Every basket on this network, read from the baskets program’s accounts on the chain. Open
        one to see what it holds and to deposit.
      </p>
      <div className="explore-page__controls">
        <Field label="Search baskets">
          {(control) => (
            <input
              {...control}
              type="search"
              className="ui-input"
              value={query}
              placeholder="Name, symbol or address"
              onChange={(event) => {
                setQuery(event.target.value);
                setPages(1);
              }}
            />
          )}
        </Field>
        <SelectField
          label="Sort by"
          value={sort}
          options={SORT_OPTIONS}
          onChange={(next) => {
            setSort(next);
            setPages(1);
          }}
        />
      </div>
      {baskets.isError ? (
        <ReadFailed
          tone="error"
          title="The baskets could not be read from the chain"
          read={baskets}
        />
      ) : list === undefined ? (
        <p role="status">Reading every basket from the chain…</p>
      ) : (
        <>
          <p role="status" className="explore-page__count">
            {matching.length === all.length
              ? basketCount(all.length)
              : `${formatNumber(matching.length)} of ${basketCount(all.length)} ${matching.length === 1 ? 'matches' : 'match'}`}
            {shown.length < matching.length
              ? `, showing the first ${formatNumber(shown.length)}`
              : ''}
            .
          </p>
          {undecodable > 0 ? (
            <Notice tone="info" title={`${undecodable} accounts could not be read as baskets`}>
              They are left out of the list.
            </Notice>
          ) : null}
          {matching.length === 0 ? (
            <p>{all.length === 0 ? 'No baskets on this network yet.' : 'No basket matches.'}</p>
          ) : (
            <>
              <ExploreTable rows={shown} sort={deferredSort} />
              {/* The basket page's 7D can differ from the 7d here: it says which is which. */}
              <p className="explore-page__note">
                24h, 7d and 30d: the change in worth of what each basket holds now, between the
                prices of that long ago and today’s. A basket that rebalanced meanwhile held other
                amounts then: its own page charts its basket token’s value from its transactions.
              </p>
            </>
          )}
          {shown.length < matching.length ? (
            <Button onClick={() => setPages((n) => n + 1)}>
              Show more ({Math.min(PAGE_SIZE, matching.length - shown.length)} more)
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

/** "1 basket", "2,000 baskets". */
function basketCount(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? 'basket' : 'baskets'}`;
}
