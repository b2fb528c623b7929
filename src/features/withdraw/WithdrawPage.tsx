import { useMemo } from 'react';
import { BalanceUnknownNotice } from '../basket-amount/BalanceUnknownNotice';
import { balanceReadOf } from '../basket-amount/balanceRead';
import { BasketAmountForm } from '../basket-amount/BasketAmountForm';
import { useBasketAmountStart } from '../basket-amount/useBasketAmountStart';
import { useMintDecimals } from '../basket-amount/useMintDecimals';
import { lazyOutcomeView } from '../operation-page/lazyOutcomeView';
import {
  OperationPage,
  type OperationFormContext,
  type OperationSuccessProps,
} from '../operation-page/OperationPage';
import { toWithdrawRequest, withdrawFormSchema } from './withdrawFormSchema';
import type { OperationPageProps } from '../../operations/descriptor';

const WithdrawSuccess = lazyOutcomeView<OperationSuccessProps<'withdraw'>>(() =>
  import('../outcomeViews').then((m) => m.WithdrawSuccess),
);

export default function WithdrawPage({ words }: OperationPageProps) {
  return (
    <OperationPage op="withdraw" words={words} Form={WithdrawForm} Success={WithdrawSuccess} />
  );
}

/** The basket and the amount of its tokens to redeem, with the wallet's balance of them. */
function WithdrawForm({ start, wallet }: OperationFormContext<'withdraw'>) {
  const { chosen, balances, formProps } = useBasketAmountStart();
  const mint = chosen.details?.mint;
  const held = mint ? balances.data?.get(mint) : undefined;
  const chainDecimals = useMintDecimals(mint && !held ? mint : undefined);
  const decimals = held?.decimals ?? chainDecimals.decimals;
  // Known only when the basket token is known and the balances have loaded (none held = 0).
  const balance = mint && balances.data ? (held?.amount ?? 0n) : undefined;
  // Said once a basket is chosen: its token, and the wallet's balance of it, on their way.
  const balanceRead =
    mint || chosen.isLoading
      ? balanceReadOf(chosen.isLoading || balances.isPending || chainDecimals.reading, balances)
      : undefined;
  const symbol = chosen.details?.symbol;
  const schema = useMemo(
    () => withdrawFormSchema({ symbol: symbol ?? 'basket tokens', decimals, balance }),
    [symbol, decimals, balance],
  );

  return (
    <BasketAmountForm
      title="Withdraw basket tokens"
      {...formProps}
      schema={schema}
      amountLabel="Amount (basket tokens)"
      amountHelp="Basket tokens to redeem, e.g. 1.5 for one and a half."
      symbol={symbol}
      decimals={decimals}
      balance={balance}
      balanceRead={balanceRead}
      walletAddress={wallet}
      summary={() =>
        mint === undefined && chosen.address && !chosen.isLoading && !chosen.notFound ? (
          <BalanceUnknownNotice />
        ) : null
      }
      onSubmit={async (values) => {
        if (!wallet) return;
        const basket = await chosen.resolveMint(values.basket);
        // The flow's definition comes with the flow engine (operation.ts), loaded on demand.
        const { withdrawOperation } = await import('../engines');
        await start(withdrawOperation.declare(toWithdrawRequest(values, wallet), basket));
      }}
    />
  );
}
