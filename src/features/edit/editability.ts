import type { BasketDetails } from '../baskets/useBasketDetails';

/** Whether the connected wallet may edit the basket, as far as the app can tell. */
export type Editability =
  | { kind: 'no-basket' }
  | { kind: 'no-wallet' }
  | { kind: 'immutable' }
  | { kind: 'not-creator'; creator: string }
  | { kind: 'unknown' }
  | { kind: 'editable' };

export function editability(
  details: BasketDetails | undefined,
  wallet: string | undefined,
): Editability {
  if (!details) return { kind: 'no-basket' };
  if (details.type === 0) return { kind: 'immutable' };
  if (details.creator && wallet && details.creator !== wallet) {
    return { kind: 'not-creator', creator: details.creator };
  }
  if (!wallet) return { kind: 'no-wallet' };
  if (details.source === 'none') return { kind: 'unknown' };
  return { kind: 'editable' };
}

/** Review is refused only when the app knows the edit would be refused. */
export function canReview(state: Editability): boolean {
  return state.kind !== 'immutable' && state.kind !== 'not-creator';
}
