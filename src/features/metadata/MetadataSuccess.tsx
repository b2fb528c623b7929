import { Link } from 'react-router';
import type { FlowOf } from '../../flow';
import { Notice } from '../../ui/Notice';
import { ReadFailed } from '../../ui/ReadFailed';
import { useBasketDetails } from '../baskets/useBasketDetails';
import { useTokenMetadata } from './metadataQueries';

/** What the chain holds after the update, read back from the mint. */
export function MetadataSuccess({ flow }: { flow: FlowOf<'set-metadata'> }) {
  const { request } = flow;
  const { details } = useBasketDetails(request.basket);
  const mint = flow.facts.basketMint ?? details?.mint;
  const onChain = useTokenMetadata(mint);
  // The form read the old metadata under the same key; the engine's outcome refreshed it when the
  // update landed. A read from before then is not the answer.
  const landedAt =
    flow.steps[0]?.status === 'confirmed' ? flow.steps[0].confirmedAt : flow.updatedAt;
  const reread = onChain.dataUpdatedAt >= landedAt;

  const now = onChain.data;
  const matches =
    !!now &&
    !!request &&
    now.name === request.name &&
    now.symbol === request.symbol &&
    now.uri === request.uri;
  return (
    <section className="op-success" aria-labelledby="metadata-success-title">
      <h2 id="metadata-success-title">The token metadata is updated</h2>
      {!mint ? (
        <p>The basket token’s mint is not known here, so the result cannot be read back.</p>
      ) : onChain.isPending || !reread ? (
        <p role="status">Reading the metadata back from the chain…</p>
      ) : onChain.isError ? (
        <ReadFailed
          title="Could not read the metadata back from the chain"
          retryLabel="Read again"
          read={onChain}
        />
      ) : now ? (
        <>
          <p>
            Read back from the basket token’s mint on chain
            {matches ? ' — it matches what you sent' : ''}:
          </p>
          <dl className="op-success__facts">
            <dt>Symbol</dt>
            <dd>{now.symbol}</dd>
            <dt>Name</dt>
            <dd>{now.name}</dd>
            <dt>Metadata URI</dt>
            <dd>{now.uri || '(none)'}</dd>
          </dl>
          {!matches ? (
            <Notice tone="warn" title="The chain shows different values">
              The transaction confirmed, but the mint’s metadata differs from what you sent.
            </Notice>
          ) : null}
        </>
      ) : (
        <p>The mint carries no Token-2022 metadata this app can read.</p>
      )}
      <p>Wallets and explorers may take a while to refresh what they show.</p>
      <ul className="op-success__next">
        <li>
          <Link to="/baskets">See your portfolio</Link>
        </li>
      </ul>
    </section>
  );
}
