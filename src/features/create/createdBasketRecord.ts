import { createRequestSchema } from '../../api/schemas';
import type { Flow } from '../../flow';
import { settingsFromCreate, type BasketUpdate } from '../baskets/myBasketsStore';
import { findCreatedBasket } from './findCreatedBasket';

/**
 * What My baskets keeps about the basket a create flow made, once its first transaction (the
 * one creating the accounts) is confirmed. Undefined for other flows or when nothing was created.
 */
export function createdBasketRecord(flow: Flow): BasketUpdate | undefined {
  if (flow.op !== 'create') return undefined;
  const first = flow.steps[0];
  if (!first?.tx || first.status !== 'confirmed') return undefined;
  const request = createRequestSchema.safeParse(flow.request);
  let found;
  try {
    found = findCreatedBasket(first.tx);
  } catch {
    return undefined;
  }
  if (!found) return undefined;
  const req = request.success ? request.data : undefined;
  return {
    address: found.address,
    mint: found.mint,
    relation: 'created',
    creator: req?.creator ?? flow.wallet,
    symbol: req?.symbol,
    name: req?.name,
    uri: req?.uri,
    settings: req ? settingsFromCreate(req) : undefined,
    createSignature: first.signature,
  };
}
