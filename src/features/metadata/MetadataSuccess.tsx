import { useConnection } from '@solana/wallet-adapter-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { setMetadataRequestSchema } from '../../api/schemas';
import type { Flow } from '../../flow';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { useBasketDetails } from '../baskets/useBasketDetails';
import { useMyBaskets } from '../baskets/useMyBaskets';
import { findMetadataAccount, metadataKeys, useTokenMetadata } from './metadataQueries';

/** What the chain holds after the update, read back from the mint. */
export function MetadataSuccess({ flow }: { flow: Flow }) {
  const parsed = setMetadataRequestSchema.safeParse(flow.request);
  const request = parsed.success ? parsed.data : undefined;
  const { details } = useBasketDetails(request?.basket);
  const { save } = useMyBaskets();
  const tx = flow.steps[0]?.tx;
  const mint = (tx ? findMetadataAccount(tx) : undefined) ?? details?.mint;
  const onChain = useTokenMetadata(mint);
  const { connection } = useConnection();
  const queryClient = useQueryClient();
  // The form read the old metadata under the same key: read again now that the update landed.
  const [reread, setReread] = useState(false);
  useEffect(() => {
    if (!mint) return;
    void queryClient
      .invalidateQueries({ queryKey: metadataKeys.token(connection.rpcEndpoint, mint) })
      .finally(() => setReread(true));
  }, [mint, connection.rpcEndpoint, queryClient]);

  useEffect(() => {
    if (request) {
      save({
        address: request.basket,
        symbol: request.symbol,
        name: request.name,
        uri: request.uri,
      });
    }
    // Once per finished flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.id]);

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
        <Notice
          tone="warn"
          title="Could not read the metadata back from the chain"
          actions={<Button onClick={() => void onChain.refetch()}>Read again</Button>}
        >
          {onChain.error.message}
        </Notice>
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
          <Link to="/baskets">See My baskets</Link>
        </li>
      </ul>
    </section>
  );
}
