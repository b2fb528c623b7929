import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { FlowPanel, useFlows } from '../../flow';
import { ChosenBasketNote } from '../deposit/ChosenBasketNote';
import { ConnectWalletNotice } from '../deposit/ConnectWalletNotice';
import { useBasketForOperation } from '../deposit/useBasketForOperation';
import { CompositionNote, compositionState, tokenFieldHelp } from './CompositionNote';
import { mintOperation } from './operation';
import { mintFormSchema, toMintRequest } from './mintFormSchema';
import { MintSuccess } from './MintSuccess';
import { SingleAssetEstimate } from './SingleAssetEstimate';
import { SingleAssetForm } from './SingleAssetForm';
import { useAssetChoices } from './useAssetChoices';
import { useChosenToken } from './useChosenToken';
import { useFieldRefusal } from './useFieldRefusal';
import { UnfinishedFlowsNotice } from '../activity/UnfinishedFlowsNotice';
import '../baskets/operationPage.css';
import '../deposit/deposit.css';
import './singleAsset.css';

export default function MintPage() {
  useDocumentTitle('Mint with one token');
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
  const token = useChosenToken(tokenMint, assets.choices);
  const refusal = useFieldRefusal(flowId);
  const composition = compositionState({
    address: chosen.notFound ? undefined : chosen.address,
    isLoading: chosen.isLoading,
    restricted: assets.restricted,
  });
  const schema = useMemo(
    () =>
      mintFormSchema({
        amount: {
          symbol: token.symbol ?? 'tokens',
          decimals: token.decimals,
          balance: token.balance,
        },
        composition: assets.restricted ? assets.choices.map((c) => c.mint) : undefined,
      }),
    [token.symbol, token.decimals, token.balance, assets],
  );
  const basketSymbol = chosen.details?.symbol;

  return (
    <section className="page op-page" aria-labelledby="mint-title">
      <h1 id="mint-title">Mint with one token</h1>
      <p className="lead">
        Deposit one of a basket’s tokens and receive basket tokens, in one transaction you sign. The
        basket accepts only the tokens of its current composition.
      </p>
      <UnfinishedFlowsNotice showing={flowId} />
      {!wallet ? (
        <ConnectWalletNotice action="pays the token and receives the basket tokens" />
      ) : null}
      <div hidden={flowId !== undefined}>
        <SingleAssetForm
          title="Mint with one token"
          defaultValues={defaults}
          schema={schema}
          tokenLabel="Token to deposit"
          tokenHelp={tokenFieldHelp(composition, 'accepts')}
          choices={assets.choices}
          restricted={assets.restricted}
          amountLabel="Amount to deposit"
          amountHelp="Of the chosen token: 2.5 = two and a half tokens."
          symbol={token.symbol}
          decimals={token.decimals}
          balance={token.balance}
          walletAddress={wallet}
          onBasketChange={chosen.setBasket}
          onTokenChange={setTokenMint}
          refusal={refusal}
          summary={(values) => (
            <>
              <ChosenBasketNote details={chosen.details} notFound={chosen.notFound} />
              <CompositionNote state={composition} count={assets.choices.length} />
              <SingleAssetEstimate
                direction="mint"
                amountText={values.amount ?? ''}
                decimals={token.decimals}
                tokenSymbol={token.valid ? token.symbol : undefined}
                basketSymbol={basketSymbol}
                price={token.valid ? assets.priceOf(tokenMint) : undefined}
                nav={chosen.nav}
                tokenUsdPrice={token.valid ? assets.usdPriceOf(tokenMint) : undefined}
              />
            </>
          )}
          onSubmit={async (values) => {
            if (!wallet) return;
            const basket = await chosen.resolveMint(values.basket);
            const tokenSymbol =
              assets.choices.find((c) => c.mint === values.tokenMint)?.symbol ??
              token.symbol ??
              'token';
            setFlowId(
              flows.prepare(
                mintOperation.declare(toMintRequest(values, wallet), {
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
            flow.op === 'mint' ? (
              <MintSuccess
                flow={flow}
                basketSymbol={basketSymbol}
                basketMint={flow.facts.basketMint ?? chosen.details?.mint}
              />
            ) : null
          }
          onBackToForm={() => setFlowId(undefined)}
        />
      ) : null}
    </section>
  );
}
