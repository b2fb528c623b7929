import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { useTokenBalances } from '../../solana/queries';
import { useBasketParam } from '../operation-page/useBasketParam';
import { useBasketForOperation } from './useBasketForOperation';

/**
 * What deposit and withdraw start from: the form's first values (the basket a link chose, no
 * amount; kept, so a later link change does not wipe what was typed), that basket as chosen, and
 * the connected wallet's token balances; `formProps` hands the first values and the chosen basket to
 * BasketAmountForm.
 */
export function useBasketAmountStart() {
  const basketParam = useBasketParam();
  const { publicKey } = useWallet();
  const [defaults] = useState(() => ({ basket: basketParam, amount: '' }));
  const chosen = useBasketForOperation(defaults.basket);
  const balances = useTokenBalances(publicKey);
  const formProps = {
    defaultValues: defaults,
    chosenBasket: chosen,
    onBasketChange: chosen.setBasket,
  };
  return { chosen, balances, formProps };
}
