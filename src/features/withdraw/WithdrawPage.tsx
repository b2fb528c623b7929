import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTokenBalances } from '../../solana/queries';
import { BalanceUnknownNotice } from '../basket-amount/BalanceUnknownNotice';
import { BasketAmountForm } from '../basket-amount/BasketAmountForm';
import { useBasketForOperation } from '../basket-amount/useBasketForOperation';
import { useMintDecimals } from '../basket-amount/useMintDecimals';
import { OperationPage, type OperationFormContext } from '../operation-page/OperationPage';
import { withdrawOperation } from './operation';
import { toWithdrawRequest, withdrawFormSchema } from './withdrawFormSchema';
import { WithdrawSuccess } from './WithdrawSuccess';

export default function WithdrawPage() {
  return (
    <OperationPage
      operation={withdrawOperation}
      form={(page) => <WithdrawForm {...page} />}
      success={(flow) => <WithdrawSuccess flow={flow} />}
    />
  );
}

/** The basket and the amount of its tokens to redeem, with the wallet's balance of them. */
function WithdrawForm({ start, wallet }: OperationFormContext<'withdraw'>) {
  const [params] = useSearchParams();
  const { publicKey } = useWallet();
  const [defaults] = useState(() => ({ basket: params.get('basket') ?? '', amount: '' }));
  const chosen = useBasketForOperation(defaults.basket);
  const mint = chosen.details?.mint;
  const balances = useTokenBalances(publicKey);
  const held = mint ? balances.data?.get(mint) : undefined;
  const chainDecimals = useMintDecimals(mint && !held ? mint : undefined);
  const decimals = held?.decimals ?? chainDecimals;
  // Known only when the basket token is known and the balances have loaded (none held = 0).
  const balance = mint && balances.data ? (held?.amount ?? 0n) : undefined;
  const symbol = chosen.details?.symbol;
  const schema = useMemo(
    () => withdrawFormSchema({ symbol: symbol ?? 'basket tokens', decimals, balance }),
    [symbol, decimals, balance],
  );

  return (
    <BasketAmountForm
      title="Withdraw basket tokens"
      defaultValues={defaults}
      schema={schema}
      amountLabel="Amount (basket tokens)"
      amountHelp="Basket tokens to redeem: 1.5 = one and a half basket tokens."
      symbol={symbol}
      decimals={decimals}
      balance={balance}
      walletAddress={wallet}
      chosenBasket={chosen}
      onBasketChange={chosen.setBasket}
      summary={() =>
        mint === undefined && chosen.address && !chosen.isLoading && !chosen.notFound ? (
          <BalanceUnknownNotice />
        ) : null
      }
      onSubmit={async (values) => {
        if (!wallet) return;
        const basket = await chosen.resolveMint(values.basket);
        start(withdrawOperation.declare(toWithdrawRequest(values, wallet), basket));
      }}
    />
  );
}
