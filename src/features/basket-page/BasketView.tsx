import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BASKET_TYPES } from '../../api/schemas';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { formatTokenAmount } from '../../solana/amounts';
import type { BasketState } from '../../solana/basketsProgram/basketState';
import { programVaultsOf, type TokenList } from '../../solana/basketsProgram/tokenList';
import { useChainTokens, useUsdPriceReads } from '../../tokens/queries';
import { Card } from '../../ui/Card';
import { CopyButton } from '../../ui/CopyButton';
import { ReadFailed, type FailedRead } from '../../ui/ReadFailed';
import { formatUsd, shortenAddress } from '../../ui/format';
import { chainTokenNames, holdingsOf } from '../baskets/chainBasket';
import { BasketActions } from './BasketActions';
import { BasketHoldings } from './BasketHoldings';
import { BasketSettings } from './BasketSettings';
import { ShareBasket } from './ShareBasket';
import { basketValue, pricePerBasketToken } from '../baskets/basketValue';
import { YourHistory } from './YourHistory';
import { YourPosition } from './YourPosition';
import { BelowTheFold } from '../../ui/BelowTheFold';
import { BasketValueCard, FactsheetCard } from '../basket-value/BasketValueCard';
import { RebalanceLogCard } from './RebalanceLogCard';

export interface BasketViewProps {
  address: string;
  state: BasketState;
  tokenList: TokenList | null;
  /** The read of the token list, to report its failure. */
  tokenListRead: FailedRead;
}

/** A basket read from the chain: what it is, holds and is worth, its settings, and actions. */
/** While Jupiter's first prices are on their way: one short line, as the figures will be. */
const PRICES_PENDING = 'Reading prices…';

export function BasketView({ address, state, tokenList, tokenListRead }: BasketViewProps) {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const token = useChainTokens([state.fundToken]).get(state.fundToken);
  const names = chainTokenNames(token);
  const symbol = names.symbol ?? (state.symbol || undefined);
  const name = names.name ?? (state.name || undefined);
  const title = [symbol, name].filter(Boolean).join(' — ') || `Basket ${shortenAddress(address)}`;
  useDocumentTitle(symbol ? `${symbol} basket` : 'Basket');

  const holdings = useMemo(() => holdingsOf(state, tokenList), [state, tokenList]);
  const compareChoices = useMemo(
    () => holdings.flatMap((h) => (h.mint ? [h.mint] : [])),
    [holdings],
  );
  // The program's shared vaults, one per listed token: a basket's holdings there are worked back
  // from its state (basket-value/sharedVaultHoldings.ts).
  const programVaults = useMemo(() => (tokenList ? programVaultsOf(tokenList) : null), [tokenList]);
  const { prices, reading: readingPrices } = useUsdPriceReads([
    state.fundToken,
    ...holdings.flatMap((h) => (h.mint ? [h.mint] : [])),
  ]);
  const value = basketValue(holdings, prices, state.supplyOutstanding, token?.decimals);
  const perToken = pricePerBasketToken(value, prices.get(state.fundToken), readingPrices);
  const isCreator = wallet === state.manager;
  const type = state.basketType === null ? undefined : BASKET_TYPES[state.basketType];

  return (
    <section className="page basket-page" aria-labelledby="basket-title">
      <h1 id="basket-title">{title}</h1>
      <p className="lead">
        {type ? `${type} basket` : 'Basket'} created by{' '}
        <Link to={`/creators/${state.manager}`}>
          {isCreator ? 'you' : <code>{shortenAddress(state.manager)}</code>}
        </Link>
        . Read from its account on the chain.
      </p>
      {tokenListRead.error ? (
        <ReadFailed title="The service’s token list could not be read" read={tokenListRead}>
          Without it the basket’s tokens cannot be named.
        </ReadFailed>
      ) : null}
      <BasketActions address={address} isCreator={isCreator} type={state.basketType} />
      <div className="basket-page__grid">
        {/* The depositor's answer first: on a phone the cards stand one under the other. */}
        <YourPosition
          basket={address}
          mint={state.fundToken}
          symbol={symbol}
          decimals={token?.decimals}
          perToken={perToken}
          pricesReading={readingPrices}
        />
        <Card title="Overview">
          <dl className="op-success__facts">
            <dt>Basket address</dt>
            <dd>
              <code>{address}</code> <CopyButton text={address} what="basket address" />
            </dd>
            <dt>Creator</dt>
            <dd>
              <code>{state.manager}</code>
              {isCreator ? ' (your wallet)' : ''}{' '}
              <Link to={`/creators/${state.manager}`}>Every basket by this creator</Link>
            </dd>
            <dt>Basket token</dt>
            <dd>
              <code>{state.fundToken}</code>
            </dd>
            <dt>Supply</dt>
            <dd>
              {token?.decimals !== undefined
                ? `${formatTokenAmount(state.supplyOutstanding, token.decimals)} ${symbol ?? ''}`.trim()
                : `${state.supplyOutstanding.toString()} base units`}
            </dd>
            <dt>Value held</dt>
            <dd>
              {value.total !== undefined
                ? formatUsd(value.total)
                : readingPrices
                  ? PRICES_PENDING
                  : 'Unknown (not every token is priced)'}
            </dd>
            <dt>Value per basket token</dt>
            <dd>
              {perToken !== undefined
                ? formatUsd(perToken)
                : state.supplyOutstanding === 0n
                  ? 'None minted yet'
                  : readingPrices
                    ? PRICES_PENDING
                    : 'Unknown (not every token is priced)'}
            </dd>
          </dl>
        </Card>
      </div>
      {/* Below the grid of figures: built after it, so no single commit builds the whole page. */}
      <BelowTheFold>
        <BasketHoldings holdings={holdings} values={value.holdings} title={symbol ?? 'Basket'} />
        {token?.decimals !== undefined ? (
          <BasketValueCard
            address={address}
            mint={state.fundToken}
            decimals={token.decimals}
            supplyNow={state.supplyOutstanding}
            programVaults={programVaults}
            recorded={holdings}
            compareChoices={compareChoices}
          />
        ) : null}
        {token?.decimals !== undefined ? (
          <FactsheetCard
            address={address}
            mint={state.fundToken}
            label={symbol ?? shortenAddress(address)}
            decimals={token.decimals}
            supplyNow={state.supplyOutstanding}
            programVaults={programVaults}
            recorded={holdings}
            valueHeld={
              value.total !== undefined
                ? { known: true, value: value.total }
                : {
                    known: false,
                    why: readingPrices
                      ? 'today’s prices are still being read'
                      : 'not every token it holds has a price today',
                  }
            }
          />
        ) : null}
        {token?.decimals !== undefined ? (
          <RebalanceLogCard
            address={address}
            label={symbol ?? shortenAddress(address)}
            mint={state.fundToken}
            decimals={token.decimals}
            supplyNow={state.supplyOutstanding}
            programVaults={programVaults}
            recorded={holdings}
            tokenList={tokenList}
          />
        ) : null}
        <BasketSettings state={state} />
        <ShareBasket address={address} />
        <YourHistory basket={address} />
      </BelowTheFold>
      <p>
        <Link to="/explore">All baskets</Link> · <Link to="/baskets">Your portfolio</Link>
      </p>
    </section>
  );
}
