import { Link } from 'react-router';
import type { FlowOf } from '../../flow';
import { CompositionChart } from '../../ui/CompositionChart';
import { formatPercentFromBps } from '../../ui/format';
import { useTokenOptions } from '../baskets/useTokenOptions';
import { describeSeconds } from '../create/durationWords';

/** The saved settings in words (the engine remembered them in My baskets when they landed). */
export function EditSuccess({ flow }: { flow: FlowOf<'edit'> }) {
  const { request } = flow;
  const tokens = useTokenOptions();
  const query = `?basket=${encodeURIComponent(request.basket)}`;
  return (
    <section className="op-success" aria-labelledby="edit-success-title">
      <h2 id="edit-success-title">The basket’s new settings are saved</h2>
      <dl className="op-success__facts">
        <dt>Deposit fee</dt>
        <dd>{formatPercentFromBps(request.depositFee)}</dd>
        <dt>Rebalancing</dt>
        <dd>
          {request.disableRebalance === 1
            ? 'Off'
            : `Checked every ${describeSeconds(request.rebalanceInterval)}; threshold ${formatPercentFromBps(request.rebalanceThreshold)}; slippage up to ${formatPercentFromBps(request.slippage)}`}
        </dd>
        <dt>Liquidity pools</dt>
        <dd>{request.disableLp === 1 ? 'Not used' : 'Used'}</dd>
      </dl>
      <CompositionChart composition={request.composition} tokens={tokens} title="New composition" />
      <p>
        The basket’s automation moves its holdings toward the new weights on its next rebalance.
      </p>
      <ul className="op-success__next">
        <li>
          <Link to="/baskets">See your portfolio</Link>
        </li>
        <li>
          <Link to={`/deposit${query}`}>Deposit into this basket</Link>
        </li>
      </ul>
    </section>
  );
}
