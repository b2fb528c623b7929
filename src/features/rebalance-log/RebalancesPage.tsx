// /baskets/:address/rebalances — every rebalance and automated mint of one basket, read from its
// transactions on the chain (docs/reports.md, "The rebalance log"), on any network.
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { accountAddress } from '../../solana/address';
import { useBasket, useTokenList } from '../../solana/basketsProgram/hooks';
import type { BasketState } from '../../solana/basketsProgram/basketState';
import { programVaultsOf, type TokenList } from '../../solana/basketsProgram/tokenList';
import { useChainTokens } from '../../tokens/queries';
import { shortenAddress } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { ReadFailed } from '../../ui/ReadFailed';
import { chainTokenNames, holdingsOf } from '../baskets/chainBasket';
import { RebalanceLog } from './RebalanceLogView';
import { useRebalanceLog } from './useRebalanceLog';

export default function RebalancesPage() {
  const { address = '' } = useParams();
  const key = accountAddress(address);
  const basket = useBasket(key);
  const tokenList = useTokenList();
  const answer = basket.data;
  useDocumentTitle('Rebalance log');
  return (
    <section className="page" aria-labelledby="rebalances-title">
      {answer?.ok && !tokenList.isPending ? (
        <Log
          address={address}
          state={answer.value}
          tokenList={tokenList.data?.ok ? tokenList.data.value : null}
        />
      ) : (
        <>
          <h1 id="rebalances-title">Rebalance log</h1>
          {!key ? (
            <Notice tone="error" title="This is not a basket address">
              <code className="break">{address}</code> is not a Solana address.
            </Notice>
          ) : basket.isError ? (
            <ReadFailed
              tone="error"
              title="The basket could not be read from the chain"
              read={basket}
            />
          ) : answer === null || (answer && !answer.ok) ? (
            <Notice tone="warn" title="No basket at this address">
              Check that it is the basket’s address, or{' '}
              <Link to="/explore">explore the baskets</Link>.
            </Notice>
          ) : (
            <p role="status">Reading the basket from the chain…</p>
          )}
        </>
      )}
    </section>
  );
}

function Log({
  address,
  state,
  tokenList,
}: {
  address: string;
  state: BasketState;
  tokenList: TokenList | null;
}) {
  const token = useChainTokens([state.fundToken]).get(state.fundToken);
  const symbol = chainTokenNames(token).symbol ?? (state.symbol || shortenAddress(address));
  return (
    <>
      <h1 id="rebalances-title">Rebalance log of {symbol}</h1>
      <p className="lead">
        Every rebalance and automated mint of <Link to={`/baskets/${address}`}>{symbol}</Link> — the
        service’s automation acting through the program’s own instructions — read from the basket’s
        transactions on the chain.
      </p>
      {token?.decimals === undefined ? (
        <p role="status">Reading the basket’s token…</p>
      ) : (
        <Entries
          address={address}
          state={state}
          tokenList={tokenList}
          decimals={token.decimals}
          symbol={symbol}
        />
      )}
    </>
  );
}

function Entries({
  address,
  state,
  tokenList,
  decimals,
  symbol,
}: {
  address: string;
  state: BasketState;
  tokenList: TokenList | null;
  decimals: number;
  symbol: string;
}) {
  const recorded = useMemo(() => holdingsOf(state, tokenList), [state, tokenList]);
  const programVaults = useMemo(() => (tokenList ? programVaultsOf(tokenList) : null), [tokenList]);
  const view = useRebalanceLog({
    address,
    mint: state.fundToken,
    decimals,
    supplyNow: state.supplyOutstanding,
    programVaults,
    recorded,
    tokenList,
  });
  return <RebalanceLog view={view} caption={`Rebalances and mints of ${symbol}`} />;
}
