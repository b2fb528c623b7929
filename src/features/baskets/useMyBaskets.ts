import { useCallback } from 'react';
import { useScopedAction, useWalletListStore } from '../../storage/useWalletListStore';
import {
  myBasketsStore,
  removeBasket,
  saveBasket,
  type BasketUpdate,
  type BasketsScope,
  type SavedBasket,
} from './myBasketsStore';

export interface MyBaskets {
  /** Saved baskets of the connected wallet on this network, newest first; empty without a wallet. */
  baskets: SavedBasket[];
  /** Null while no wallet is connected (nothing can be saved). */
  scope: BasketsScope | null;
  save(update: BasketUpdate): void;
  remove(address: string): void;
  find(address: string): SavedBasket | undefined;
}

/** The connected wallet's saved baskets on the current network, kept in step across tabs. */
export function useMyBaskets(): MyBaskets {
  const { list: baskets, scope } = useWalletListStore(myBasketsStore);
  const save = useScopedAction(scope, saveBasket);
  const remove = useScopedAction(scope, removeBasket);
  const find = useCallback(
    (address: string) => baskets.find((b) => b.address === address),
    [baskets],
  );
  return { baskets, scope, save, remove, find };
}
