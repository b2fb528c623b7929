import type { BasketState } from '../../solana/basketsProgram/basketState';
import { Card } from '../../ui/Card';
import { formatDate, formatPercentFromBps } from '../../ui/format';
import { describeSeconds } from '../create/durationWords';

const onOff = (disabled: boolean) => (disabled ? 'Off' : 'On');

/** Fees and rebalancing settings as the basket state holds them. */
export function BasketSettings({ state }: { state: BasketState }) {
  return (
    <Card title="Fees and settings">
      <dl className="op-success__facts">
        <dt>Deposit fee (to the creator)</dt>
        <dd>{formatPercentFromBps(state.managerFee)}</dd>
        <dt>Host platform fee</dt>
        <dd>{formatPercentFromBps(state.hostFee)}</dd>
        <dt>Host platform</dt>
        <dd>
          <code>{state.hostPubkey}</code>
        </dd>
        <dt>Rebalancing</dt>
        <dd>{onOff(state.disableRebalance)}</dd>
        <dt>Rebalance check interval</dt>
        <dd>{describeSeconds(state.rebalanceInterval)}</dd>
        <dt>Rebalance threshold</dt>
        <dd>{formatPercentFromBps(state.rebalanceThreshold)}</dd>
        <dt>Maximum slippage</dt>
        <dd>{formatPercentFromBps(state.rebalanceSlippage)}</dd>
        <dt>Liquidity pool offset</dt>
        <dd>{onOff(state.disableLp)}</dd>
        <dt>Liquidity pool offset threshold</dt>
        <dd>{formatPercentFromBps(state.lpOffsetThreshold)}</dd>
        <dt>Last updated</dt>
        <dd>
          {state.lastUpdateTime > 0 ? formatDate(state.lastUpdateTime, 'and year') : 'Not yet'}
        </dd>
      </dl>
    </Card>
  );
}
