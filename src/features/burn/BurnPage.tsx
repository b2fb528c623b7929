import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { FlowPanel, useFlows } from '../../flow';
import { Notice } from '../../ui/Notice';
import { ChosenBasketNote } from '../deposit/ChosenBasketNote';
import { ConnectWalletNotice } from '../deposit/ConnectWalletNotice';
import { useBasketForOperation } from '../deposit/useBasketForOperation';
import { CompositionNote, compositionState, tokenFieldHelp } from '../mint/CompositionNote';
import { SingleAssetEstimate } from '../mint/SingleAssetEstimate';
import { SingleAssetForm } from '../mint/SingleAssetForm';
import { useAssetChoices } from '../mint/useAssetChoices';
import { useChosenToken } from '../mint/useChosenToken';
import { useFieldRefusal } from '../mint/useFieldRefusal';
import { burnOperation } from './operation';
import { burnFormSchema, toBurnRequest } from './burnFormSchema';
import { BurnSuccess } from './BurnSuccess';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';
import '../baskets/operationPage.css';
import '../deposit/deposit.css';
import '../mint/singleAsset.css';

export default function BurnPage() {
  useDocumentTitle('Burn for one token');
  const [params] = useSearchParams();
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const flows = useFlows();
  const [flowId, setFlowId] = useState<string>();
  const [defaults] = useState(() => ({
    basket: params.get('basket') ?? '',
    tokenMint: params.get('token') ?? '',
    amount: '',
  }));
  const chosen = useBasketForOperation(defaults.basket);
  const [tokenMint, setTokenMint] = useState(defaults.tokenMint);
  const assets = useAssetChoices(chosen.details?.composition);
  const asset = useChosenToken(tokenMint, assets.choices);
  const basketMint = chosen.details?.mint;
  const basketSymbol = chosen.details?.symbol;
  const held = useChosenToken(basketMint, [], basketSymbol ?? 'basket tokens');
  const refusal = useFieldRefusal(flowId);
  const composition = compositionState({
    address: chosen.notFound ? undefined : chosen.address,
    isLoading: chosen.isLoading,
    restricted: assets.restricted,
  });
  const schema = useMemo(
    () =>
      burnFormSchema({
        amount: {
          symbol: held.symbol ?? 'basket tokens',
          decimals: held.decimals,
          balance: held.balance,
        },
        composition: assets.restricted ? assets.choices.map((c) => c.mint) : undefined,
      }),
    [held.symbol, held.decimals, held.balance, assets],
  );
  const basketKnown = chosen.address && !chosen.isLoading && !chosen.notFound;

  return (
    <section className="page op-page" aria-labelledby="burn-title">
      <h1 id="burn-title">Burn for one token</h1>
      <p className="lead">
        Burn basket tokens and receive their value in one of the basket’s tokens, in one transaction
        you sign. The basket must hold enough of that token.
      </p>
      <UnfinishedFlowsNotice showing={flowId} />
      {!wallet ? (
        <ConnectWalletNotice action="holds the basket tokens and receives the token" />
      ) : null}
      <div hidden={flowId !== undefined}>
        <SingleAssetForm
          title="Burn for one token"
          defaultValues={defaults}
          schema={schema}
          tokenLabel="Token to receive"
          tokenHelp={tokenFieldHelp(composition, 'pays out')}
          choices={assets.choices}
          restricted={assets.restricted}
          amountLabel="Amount (basket tokens)"
          amountHelp="Basket tokens to burn: 1.5 = one and a half basket tokens."
          symbol={basketMint ? held.symbol : undefined}
          decimals={held.decimals}
          balance={held.balance}
          walletAddress={wallet}
          onBasketChange={chosen.setBasket}
          onTokenChange={setTokenMint}
          refusal={refusal}
          summary={(values) => (
            <>
              <ChosenBasketNote details={chosen.details} notFound={chosen.notFound} />
              <CompositionNote state={composition} count={assets.choices.length} />
              {basketKnown && !basketMint ? (
                <Notice tone="info" title="Balance unknown">
                  This app does not know this basket’s token, so it cannot show your balance; the
                  Basket API checks the amount.
                </Notice>
              ) : null}
              <SingleAssetEstimate
                direction="burn"
                amountText={values.amount ?? ''}
                decimals={held.decimals}
                tokenSymbol={asset.valid ? asset.symbol : undefined}
                basketSymbol={basketSymbol}
                price={asset.valid ? assets.priceOf(tokenMint) : undefined}
                nav={chosen.nav}
                tokenUsdPrice={asset.valid ? assets.usdPriceOf(tokenMint) : undefined}
              />
            </>
          )}
          onSubmit={async (values) => {
            if (!wallet) return;
            const basket = await chosen.resolveMint(values.basket);
            const tokenSymbol =
              assets.choices.find((c) => c.mint === values.tokenMint)?.symbol ??
              asset.symbol ??
              'token';
            setFlowId(
              flows.prepare(
                burnOperation.declare(toBurnRequest(values, wallet), {
                  tokenSymbol,
                  basketSymbol: basket.symbol,
                }),
              ),
            );
          }}
        />
      </div>
      {flowId ? (
        <FlowPanel
          id={flowId}
          renderSuccess={(flow) =>
            flow.op === 'burn' ? (
              <BurnSuccess
                flow={flow}
                basketSymbol={basketSymbol}
                basketMint={flow.facts.basketMint ?? basketMint}
              />
            ) : null
          }
          onBackToForm={() => setFlowId(undefined)}
        />
      ) : null}
    </section>
  );
}
