// A basket's settings as its state holds them, in the Basket API's words (the create and edit
// requests' fields; the program's own names differ: its manager fee is the deposit fee). The edit
// form prefills from them; the sandbox's basket view reports them.
import type { BasketState, BasketType } from './basketState';

export interface BasketSettings {
  /** null for a value the app does not know (BasketState.basketType). */
  type: BasketType | null;
  depositFee: number;
  rebalanceInterval: number;
  rebalanceThreshold: number;
  slippage: number;
  lpOffsetThreshold: number;
  disableRebalance: 0 | 1;
  disableLp: 0 | 1;
}

export function basketSettings(state: BasketState): BasketSettings {
  return {
    type: state.basketType,
    depositFee: state.managerFee,
    rebalanceInterval: state.rebalanceInterval,
    rebalanceThreshold: state.rebalanceThreshold,
    slippage: state.rebalanceSlippage,
    lpOffsetThreshold: state.lpOffsetThreshold,
    disableRebalance: state.disableRebalance ? 1 : 0,
    disableLp: state.disableLp ? 1 : 0,
  };
}
