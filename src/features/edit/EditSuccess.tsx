import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { editRequestSchema } from '../../api/schemas';
import { useSettings } from '../../app/settings';
import type { Flow } from '../../flow';
import { CompositionChart } from '../../ui/CompositionChart';
import { formatPercentFromBps } from '../../ui/format';
import type { TokenOption } from '../../ui/TokenOption';
import { useMyBaskets } from '../baskets/useMyBaskets';
import { sandboxBasketKeys } from '../baskets/useSandboxBaskets';
import { describeSeconds } from '../create/durationWords';

/** The saved settings in words, remembered in My baskets; the sandbox's copy is re-read. */
export function EditSuccess({ flow, tokens }: { flow: Flow; tokens: readonly TokenOption[] }) {
  const { settings } = useSettings();
  const { save, find } = useMyBaskets();
  const queryClient = useQueryClient();
  const parsed = editRequestSchema.safeParse(flow.request);
  const request = parsed.success ? parsed.data : undefined;

  useEffect(() => {
    if (!request) return;
    const previous = find(request.basket);
    save({
      address: request.basket,
      creator: request.creator,
      settings: {
        type: previous?.settings?.type,
        depositFee: request.depositFee,
        rebalanceInterval: request.rebalanceInterval,
        rebalanceThreshold: request.rebalanceThreshold,
        slippage: request.slippage,
        lpOffsetThreshold: request.lpOffsetThreshold,
        disableRebalance: request.disableRebalance,
        disableLp: request.disableLp,
        composition: request.composition,
      },
    });
    void queryClient.invalidateQueries({ queryKey: sandboxBasketKeys.all(settings.apiBase) });
    // Once per finished flow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.id]);

  if (!request) return <p>The basket’s settings were saved.</p>;
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
          <Link to="/baskets">See My baskets</Link>
        </li>
        <li>
          <Link to={`/deposit${query}`}>Deposit into this basket</Link>
        </li>
      </ul>
    </section>
  );
}
