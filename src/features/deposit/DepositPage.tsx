import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { FlowPanel, useFlows } from '../../flow';
import { useTokenBalances } from '../../solana/queries';
import { USDC_MINT } from '../../solana/tokens';
import { BasketAmountForm } from './BasketAmountForm';
import { ChosenBasketNote } from './ChosenBasketNote';
import { ConnectWalletNotice } from './ConnectWalletNotice';
import { DepositFeeNote } from './DepositFeeNote';
import { depositOperation } from './operation';
import { depositFormSchema, toDepositRequest } from './depositFormSchema';
import { DepositSuccess } from './DepositSuccess';
import { useBasketForOperation } from './useBasketForOperation';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';
import '../baskets/operationPage.css';
import './deposit.css';

const USDC_DECIMALS = 6;

export default function DepositPage() {
  useDocumentTitle('Deposit');
  const [params] = useSearchParams();
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const flows = useFlows();
  const [flowId, setFlowId] = useState<string>();
  const [defaults] = useState(() => ({ basket: params.get('basket') ?? '', amount: '' }));
  const chosen = useBasketForOperation(defaults.basket);
  const balances = useTokenBalances(publicKey);
  // No USDC account yet means a balance of 0; unknown only until the balances load.
  const usdc = balances.data ? (balances.data.get(USDC_MINT)?.amount ?? 0n) : undefined;
  const schema = useMemo(
    () => depositFormSchema({ decimals: USDC_DECIMALS, balance: usdc }),
    [usdc],
  );
  const fee = chosen.details?.settings?.depositFee;

  return (
    <section className="page op-page" aria-labelledby="deposit-title">
      <h1 id="deposit-title">Deposit</h1>
      <p className="lead">
        Deposit USDC into a basket. You sign one transaction; the basket’s automation then buys its
        tokens and mints basket tokens to your wallet, within 3 minutes.
      </p>
      <UnfinishedFlowsNotice showing={flowId} />
      {!wallet ? <ConnectWalletNotice action="deposits and receives the basket tokens" /> : null}
      <div hidden={flowId !== undefined}>
        <BasketAmountForm
          title="Deposit USDC"
          defaultValues={defaults}
          schema={schema}
          amountLabel="Amount (USDC)"
          amountHelp="USDC to deposit: 12.5 = twelve and a half USDC."
          symbol="USDC"
          decimals={USDC_DECIMALS}
          balance={usdc}
          walletAddress={wallet}
          onBasketChange={chosen.setBasket}
          summary={(values) => (
            <>
              <ChosenBasketNote details={chosen.details} notFound={chosen.notFound} />
              <DepositFeeNote
                amountText={values.amount ?? ''}
                decimals={USDC_DECIMALS}
                depositFeeBps={fee}
                hostFeeBps={chosen.hostFeeBps}
                nav={chosen.nav}
                basketUsdPrice={chosen.basketUsdPrice}
                basketSymbol={chosen.details?.symbol}
              />
            </>
          )}
          onSubmit={async (values) => {
            if (!wallet) return;
            const basket = await chosen.resolveMint(values.basket);
            // A mint this app does not know yet is read from the deposit transaction itself.
            setFlowId(
              flows.prepare(depositOperation.declare(toDepositRequest(values, wallet), basket)),
            );
          }}
        />
      </div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={(flow) => (flow.op === 'deposit' ? <DepositSuccess flow={flow} /> : null)}
          onBackToForm={() => setFlowId(undefined)}
        />
      ) : null}
    </section>
  );
}
