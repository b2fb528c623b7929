import { Link } from 'react-router';
import { useSettings } from '../../settings';
import type { FlowOf } from '../../flow';
import { explorerName } from '../../solana/explorer';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { AddressFact } from '../operation-page/AddressFact';

/**
 * The created basket's address (read from the create transaction when it arrived, settled by what
 * it created on chain) and next steps. The engine saved it to My baskets when it landed.
 */
export function CreateSuccess({
  flow,
  onBackToForm,
}: {
  flow: FlowOf<'create'>;
  onBackToForm?: () => void;
}) {
  const { settings } = useSettings();
  const { basket, basketMint } = flow.facts;
  const explorer = explorerName(settings);

  if (!basket) {
    return (
      <Notice tone="warn" title="The basket was created, but its address is not known here">
        The create transaction did not name the basket’s account in a way this app recognises. Open
        the first transaction in the timeline on {explorer} to find the accounts it created.
      </Notice>
    );
  }
  const query = `?basket=${encodeURIComponent(basket)}`;
  return (
    <section className="op-success" aria-labelledby="create-success-title">
      <h2 id="create-success-title">Your basket {flow.request.symbol} is live</h2>
      <p>
        It is saved in <Link to="/baskets">your portfolio</Link> in this browser. Depositors use the
        basket address below.
      </p>
      <dl className="op-success__facts">
        <AddressFact label="Basket address" address={basket} what="basket address" />
        {basketMint ? (
          <AddressFact label="Basket token mint" address={basketMint} what="basket token mint" />
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
          tokens{flow.request.type === 0 ? ' (not possible: it is immutable)' : ''}.
        </li>
        <li>
          <Link to={`/metadata${query}`}>Set its token metadata</Link> — the name, symbol and
          metadata file wallets show.
        </li>
      </ul>
      {onBackToForm ? (
        <div>
          <Button onClick={onBackToForm}>Create another basket</Button>
        </div>
      ) : null}
    </section>
  );
}
