// What a baskets-program account is, from its size, its discriminator and (for a fundState) its
// `sellState` field — the same tests the SDK's getProgramAccounts filters make.
import { hasDiscriminator } from './fields';
import { BASKET_STATE, BUY_STATE, TOKEN_LIST } from './layout';

export type ProgramAccountKind = 'basket' | 'sell-state' | 'buy-state' | 'token-list' | 'other';

const SELL_STATE = BASKET_STATE.fields.sellState;

function isZero(bytes: Uint8Array): boolean {
  return bytes.every((byte) => byte === 0);
}

export function programAccountKind(data: Uint8Array): ProgramAccountKind {
  if (data.length === BASKET_STATE.size && hasDiscriminator(data, 'basketState')) {
    const sellState = data.subarray(SELL_STATE.offset, SELL_STATE.offset + SELL_STATE.size);
    return isZero(sellState) ? 'basket' : 'sell-state';
  }
  if (data.length === BUY_STATE.size && hasDiscriminator(data, 'buyState')) return 'buy-state';
  if (data.length === TOKEN_LIST.size && hasDiscriminator(data, 'tokenList')) return 'token-list';
  return 'other';
}
