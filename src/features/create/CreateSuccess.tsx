import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../app/settings';
import type { Flow } from '../../flow';
import { explorerAddressUrl, explorerName } from '../../solana/explorer';
import { Button } from '../../ui/Button';
import { CopyButton } from '../../ui/CopyButton';
import { ExplorerLink } from '../../ui/ExplorerLink';
import { Notice } from '../../ui/Notice';
import { useMyBaskets } from '../baskets/useMyBaskets';
import { createdBasketRecord } from './createdBasketRecord';

/** The created basket's address (from the create transaction), saved to My baskets, and next steps. */
export function CreateSuccess({
  flow,
  onCreateAnother,
}: {
  flow: Flow;
  onCreateAnother?: () => void;
}) {
  const { settings } = useSettings();
  const { save } = useMyBaskets();
  const record = createdBasketRecord(flow);
  const resolve = (address: string) => explorerAddressUrl(address, settings);
  const explorer = explorerName(settings);

  useEffect(() => {
    if (record) save(record);
    // Saved once per finished flow; the record is derived from the flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.id, record?.address, save]);

  if (!record) {
    return (
      <Notice tone="warn" title="The basket was created, but its address is not known here">
        The create transaction did not name the basket’s account in a way this app recognises. Open
        the first transaction in the timeline on {explorer} to find the accounts it created.
      </Notice>
    );
  }
  const query = `?basket=${encodeURIComponent(record.address)}`;
  return (
    <section className="op-success" aria-labelledby="create-success-title">
      <h2 id="create-success-title">Your basket {record.symbol} is live</h2>
      <p>
        It is saved under <Link to="/baskets">My baskets</Link> in this browser. Depositors use the
        basket address below.
      </p>
      <dl className="op-success__facts">
        <dt>Basket address</dt>
        <dd>
          <code>{record.address}</code> <CopyButton text={record.address} what="basket address" />{' '}
          <ExplorerLink address={record.address} resolve={resolve} explorerName={explorer}>
            View
          </ExplorerLink>
        </dd>
        {record.mint ? (
          <>
            <dt>Basket token mint</dt>
            <dd>
              <code>{record.mint}</code> <CopyButton text={record.mint} what="basket token mint" />{' '}
              <ExplorerLink address={record.mint} resolve={resolve} explorerName={explorer}>
                View
              </ExplorerLink>
            </dd>
          </>
        ) : null}
      </dl>
      <h3>What next</h3>
      <ul className="op-success__next">
        <li>
          <Link to={`/deposit${query}`}>Deposit into this basket</Link> — put USDC in and receive
          basket tokens.
        </li>
        <li>
          <Link to={`/edit${query}`}>Edit this basket</Link> — change its fees, rebalancing or
          tokens{record.settings?.type === 0 ? ' (not possible: it is immutable)' : ''}.
        </li>
        <li>
          <Link to={`/metadata${query}`}>Set its token metadata</Link> — the name, symbol and
          metadata file wallets show.
        </li>
      </ul>
      {onCreateAnother ? (
        <div>
          <Button onClick={onCreateAnother}>Create another basket</Button>
        </div>
      ) : null}
    </section>
  );
}
