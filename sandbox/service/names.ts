// A basket's name and symbol are its own: the real service refuses one another basket already
// has (baskets-sdk 0.0.45 utils.ts validateCreateBasketParams asks the service's funds-name-setter
// `check_exists`, and refuses when the name or the symbol has an owner other than the basket being
// changed). Here "another basket" is one whose create transaction confirmed on chain (the index),
// with the name and symbol its creator last set (create, then set-metadata): a response nobody
// sent reserves nothing.
import type { ServiceContext } from './context';
import { ApiFailure } from '../model/errors';

// How the real check treats case and spacing is not public. Inference: a ticker reads the same in
// any case, so symbols compare ignoring case; names compare trimmed and ignoring case.
const symbolKey = (symbol: string): string => symbol.toUpperCase();
const nameKey = (name: string): string => name.normalize('NFC').trim().toLowerCase();

/**
 * Throws 409 SYMBOL_TAKEN or NAME_TAKEN when a basket other than `self` already carries the
 * symbol or name asked for.
 */
export function refuseTakenNameOrSymbol(
  ctx: ServiceContext,
  wanted: { name: string; symbol: string },
  self?: string,
): void {
  const symbol = symbolKey(wanted.symbol);
  const name = nameKey(wanted.name);
  let nameOwner: string | null = null;
  for (const basket of ctx.index.baskets.values()) {
    if (basket.address === self) continue;
    const { metadata } = basket;
    if (symbolKey(metadata.symbol) === symbol) {
      throw new ApiFailure(
        409,
        'SYMBOL_TAKEN',
        `A basket with the symbol “${metadata.symbol}” already exists; choose another symbol`,
        'symbol',
      );
    }
    if (nameKey(metadata.name) === name) nameOwner ??= metadata.name;
  }
  if (nameOwner !== null) {
    throw new ApiFailure(
      409,
      'NAME_TAKEN',
      `A basket named “${nameOwner}” already exists; choose another name`,
      'name',
    );
  }
}
