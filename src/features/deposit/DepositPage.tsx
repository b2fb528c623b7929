import { useMemo } from 'react';
import { USDC_MINT } from '../../solana/tokens';
import { balanceReadOf } from '../basket-amount/balanceRead';
import { BasketAmountForm } from '../basket-amount/BasketAmountForm';
import { useBasketAmountStart } from '../basket-amount/useBasketAmountStart';
import { lazyOutcomeView } from '../operation-page/lazyOutcomeView';
import {
  OperationPage,
  type OperationFormContext,
  type OperationSuccessProps,
} from '../operation-page/OperationPage';
import { DepositFeeNote } from './DepositFeeNote';
import { depositFormSchema, toDepositRequest } from './depositFormSchema';
import './deposit.css';
import type { OperationPageProps } from '../../operations/descriptor';

const USDC_DECIMALS = 6;

const DepositSuccess = lazyOutcomeView<OperationSuccessProps<'deposit'>>(() =>
  import('../outcomeViews').then((m) => m.DepositSuccess),
);

export default function DepositPage({ words }: OperationPageProps) {
  return <OperationPage op="deposit" words={words} Form={DepositForm} Success={DepositSuccess} />;
}

/** The basket and the USDC amount, with the basket's fees and what the deposit buys. */
function DepositForm({ start, wallet }: OperationFormContext<'deposit'>) {
  const { chosen, balances, formProps } = useBasketAmountStart();
  // No USDC account yet means a balance of 0; unknown only until the balances load.
  const usdc = balances.data ? (balances.data.get(USDC_MINT)?.amount ?? 0n) : undefined;
  const schema = useMemo(
    () => depositFormSchema({ decimals: USDC_DECIMALS, balance: usdc }),
    [usdc],
  );

  return (
    <BasketAmountForm
      title="Deposit USDC"
      {...formProps}
      schema={schema}
      amountLabel="Amount (USDC)"
      amountHelp="USDC to deposit, e.g. 12.5 for twelve and a half USDC."
      symbol="USDC"
      decimals={USDC_DECIMALS}
      balance={usdc}
      balanceRead={balanceReadOf(balances.isPending, balances)}
      walletAddress={wallet}
      summary={(values) => (
        <DepositFeeNote
          amountText={values.amount ?? ''}
          decimals={USDC_DECIMALS}
          depositFeeBps={chosen.details?.settings?.depositFee}
          hostFeeBps={chosen.hostFeeBps}
          nav={chosen.nav}
          basketUsdPrice={chosen.basketUsdPrice}
          basketSymbol={chosen.details?.symbol}
        />
      )}
      onSubmit={async (values) => {
        if (!wallet) return;
        const basket = await chosen.resolveMint(values.basket);
        // A mint this app does not know yet is read from the deposit transaction itself.
        // The flow's definition comes with the flow engine (operation.ts), loaded on demand.
        const { depositOperation } = await import('../engines');
        await start(depositOperation.declare(toDepositRequest(values, wallet), basket));
      }}
    />
  );
}
