import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { accountAddress } from '../../solana/address';
import { useBasketsByCreator, useTokenList } from '../../solana/basketsProgram/hooks';
import { Notice } from '../../ui/Notice';
import { ReadFailed } from '../../ui/ReadFailed';
import { exploreRows, sortRows } from '../explore/exploreList';
import { CreatorTable } from './CreatorTable';
import '../operation-page/OperationPage.css';
import '../explore/ExplorePage.css';

/**
 * /creators/:address — every basket an address created (the baskets program's states whose manager
 * it is), with what each holds, its holders, its 30-day return and its age: a creator's public
 * record, read from the chain (docs/history.md, "A creator's public page").
 */
export default function CreatorPage() {
  const { address } = useParams();
  const key = useMemo(() => accountAddress(address), [address]);
  useDocumentTitle('Creator');
  const baskets = useBasketsByCreator(key);
  const tokenList = useTokenList();
  const rows = useMemo(
    () => sortRows(exploreRows(baskets.data?.accounts ?? []), 'name'),
    [baskets.data],
  );

  return (
    <section className="page explore-page" aria-labelledby="creator-title">
      <h1 id="creator-title">Baskets by a creator</h1>
      {!key || !address ? (
        <Notice tone="error" title="This is not a creator’s address">
          <code className="break">{address}</code> is not a Solana address.{' '}
          <Link to="/explore">Explore the baskets</Link> to find one.
        </Notice>
      ) : (
        <>
          <p className="lead">
            Every basket created by <code className="break">{address}</code>, read from the baskets
            program’s accounts on the chain.
          </p>
          {baskets.isError ? (
            <ReadFailed
              tone="error"
              title="The creator’s baskets could not be read from the chain"
              read={baskets}
            />
          ) : baskets.data === undefined ? (
            <p role="status">Reading the creator’s baskets from the chain…</p>
          ) : rows.length === 0 ? (
            <p role="status">This address has created no basket on this network.</p>
          ) : (
            <>
              <p role="status">
                {rows.length === 1 ? '1 basket' : `${rows.length} baskets`} created.
              </p>
              <CreatorTable rows={rows} list={tokenList.data?.ok ? tokenList.data.value : null} />
              <p className="explore-page__note">
                30d: the change in worth of what each basket holds now, between the prices of 30
                days ago and today’s. Age: since the basket’s first transaction.
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
}
