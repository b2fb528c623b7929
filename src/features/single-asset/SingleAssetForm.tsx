import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BalanceUnknownNotice } from '../basket-amount/BalanceUnknownNotice';
import { BasketAmountForm } from '../basket-amount/BasketAmountForm';
import { useBasketForOperation } from '../basket-amount/useBasketForOperation';
import { useFieldRefusal } from '../basket-amount/useFieldRefusal';
import type { OperationFormContext } from '../operation-page/OperationPage';
import { useBasketParam } from '../operation-page/useBasketParam';
import { CompositionNote, compositionState, tokenFieldHelp } from './CompositionNote';
import { DIRECTIONS, loadSingleAssetOperation, type Direction } from './directions';
import { SingleAssetEstimate } from './SingleAssetEstimate';
import { singleAssetFormSchema, toSingleAssetRequest } from './singleAssetFormSchema';
import { useAssetChoices } from './useAssetChoices';
import { useChosenToken } from './useChosenToken';
import './singleAsset.css';

export interface SingleAssetFormProps extends OperationFormContext<Direction> {
  direction: Direction;
}

/** The basket, one of its tokens and the amount paid in, with the estimate of what comes out. */
export function SingleAssetForm({ direction, title, start, flowId, wallet }: SingleAssetFormProps) {
  const words = DIRECTIONS[direction];
  const [params] = useSearchParams();
  const basketParam = useBasketParam();
  const [defaults] = useState(() => ({
    basket: basketParam,
    tokenMint: params.get('token') ?? '',
    amount: '',
  }));
  const chosen = useBasketForOperation(defaults.basket);
  const [tokenMint, setTokenMint] = useState(defaults.tokenMint);
  const assets = useAssetChoices(chosen.details?.composition);
  const asset = useChosenToken(tokenMint, assets.choices);
  const basketMint = chosen.details?.mint;
  const basketSymbol = chosen.details?.symbol;
  const basketTokens = useChosenToken(
    direction === 'burn' ? basketMint : undefined,
    [],
    basketSymbol ?? 'basket tokens',
  );
  // The amount is of what goes in: the chosen token to mint, basket tokens to burn.
  const paid = direction === 'mint' ? asset : basketTokens;
  const refusal = useFieldRefusal(flowId);
  const composition = compositionState({
    address: chosen.notFound ? undefined : chosen.address,
    isLoading: chosen.isLoading,
    restricted: assets.restricted,
  });
  const schema = useMemo(
    () =>
      singleAssetFormSchema({
        amount: {
          symbol: paid.symbol ?? words.amountTokens,
          decimals: paid.decimals,
          balance: paid.balance,
        },
        composition: assets.restricted ? assets.choices.map((c) => c.mint) : undefined,
      }),
    [paid.symbol, paid.decimals, paid.balance, words.amountTokens, assets],
  );
  const basketTokenUnknown =
    direction === 'burn' && chosen.address && !chosen.isLoading && !chosen.notFound && !basketMint;

  return (
    <BasketAmountForm
      title={title}
      defaultValues={defaults}
      schema={schema}
      token={{
        label: words.tokenLabel,
        help: tokenFieldHelp(composition, words.tokenVerb),
        choices: assets.choices,
        restricted: assets.restricted,
        onChange: setTokenMint,
      }}
      amountLabel={words.amountLabel}
      amountHelp={words.amountHelp}
      symbol={paid.symbol}
      decimals={paid.decimals}
      balance={paid.balance}
      balanceRead={
        paid.balanceRead ?? (direction === 'burn' && chosen.isLoading ? 'reading' : undefined)
      }
      walletAddress={wallet}
      chosenBasket={chosen}
      onBasketChange={chosen.setBasket}
      refusal={refusal}
      summary={(values) => (
        <>
          <CompositionNote state={composition} count={assets.choices.length} />
          {basketTokenUnknown ? <BalanceUnknownNotice /> : null}
          <SingleAssetEstimate
            direction={direction}
            amountText={values.amount ?? ''}
            decimals={paid.decimals}
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
        const operation = await loadSingleAssetOperation(direction);
        await start(
          operation.declare(toSingleAssetRequest(values, wallet), {
            tokenSymbol,
            basketSymbol: basket.symbol,
          }),
        );
      }}
    />
  );
}
