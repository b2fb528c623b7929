import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { FlowPanel, useFlows } from '../../flow';
import { useTokenBalances } from '../../solana/queries';
import { Notice } from '../../ui/Notice';
import { BasketAmountForm } from '../deposit/BasketAmountForm';
import { ChosenBasketNote } from '../deposit/ChosenBasketNote';
import { ConnectWalletNotice } from '../deposit/ConnectWalletNotice';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';
import '../deposit/deposit.css';
import { useBasketForOperation } from '../deposit/useBasketForOperation';
import { useMintDecimals } from './useMintDecimals';
import { withdrawOperation } from './operation';
import { toWithdrawRequest, withdrawFormSchema } from './withdrawFormSchema';
import { WithdrawSuccess } from './WithdrawSuccess';
import '../baskets/operationPage.css';

export default function WithdrawPage() {
  useDocumentTitle('Withdraw');
  const [params] = useSearchParams();
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const flows = useFlows();
  const [flowId, setFlowId] = useState<string>();
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
    <section className="page op-page" aria-labelledby="withdraw-title">
      <h1 id="withdraw-title">Withdraw</h1>
      <p className="lead">
        Redeem basket tokens for your share of the basket’s assets. You sign one transaction: it
        burns the basket tokens and opens a temporary withdraw account that receives the assets. You
        then claim them into your wallet; the withdraw account’s rent is refunded at the claim.
      </p>
      <UnfinishedFlowsNotice showing={flowId} />
      {!wallet ? <ConnectWalletNotice action="holds and burns the basket tokens" /> : null}
      <div hidden={flowId !== undefined}>
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
          onBasketChange={chosen.setBasket}
          summary={() => (
            <>
              <ChosenBasketNote details={chosen.details} notFound={chosen.notFound} />
              {mint === undefined && chosen.address && !chosen.isLoading && !chosen.notFound ? (
                <Notice tone="info" title="Balance unknown">
                  This app does not know this basket’s token, so it cannot show your balance; the
                  Basket API checks the amount.
                </Notice>
              ) : null}
            </>
          )}
          onSubmit={async (values) => {
            if (!wallet) return;
            const basket = await chosen.resolveMint(values.basket);
            setFlowId(
              flows.prepare(withdrawOperation.declare(toWithdrawRequest(values, wallet), basket)),
            );
          }}
        />
      </div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={(flow) =>
            flow.op === 'withdraw' ? <WithdrawSuccess flow={flow} /> : null
          }
          onBackToForm={() => setFlowId(undefined)}
        />
      ) : null}
    </section>
  );
}
