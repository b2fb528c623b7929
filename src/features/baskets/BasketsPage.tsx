import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { useChainTokens } from '../../tokens/queries';
import { chainTokenNames } from './chainBasket';
import { ReadFailed } from '../../ui/ReadFailed';
import { AddBasketForm } from './AddBasketForm';
import { BasketCard } from './BasketCard';
import { useChainMyBaskets } from './useChainMyBaskets';
import { useTokenOptions } from './useTokenOptions';
import { CreatedBaskets } from './creator/CreatedBaskets';
import { PortfolioClaims } from './PortfolioClaims';
import { PortfolioSection } from './portfolio/PortfolioSection';
import { usePortfolio } from './portfolio/usePortfolio';
import type { TokenBalance } from '../../solana/queries';
import { ConnectWalletNotice } from '../operation-page/ConnectWalletNotice';
import { DemoWalletOffer } from '../../wallet/DemoWalletHint';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';
import { ConnectingWalletStatus } from '../../wallet/ConnectingWalletStatus';
import '../operation-page/OperationPage.css';
import './BasketsPage.css';

/** Baskets this wallet created or holds tokens of, read from the chain, plus those saved here. */
export default function BasketsPage() {
  useDocumentTitle('Portfolio');
  const { wallet, rows: chainRows, reads, balances, remove, save } = useChainMyBaskets();
  const connecting = useWalletConnecting();
  // The basket token's own metadata names it (set-metadata changes it there).
  const names = useChainTokens(chainRows.flatMap((row) => (row.mint ? [row.mint] : [])));
  const rows = useMemo(
    () =>
      chainRows.map((row) => {
        const token = chainTokenNames(row.mint ? names.get(row.mint) : undefined);
        return { ...row, symbol: token.symbol ?? row.symbol, name: token.name ?? row.name };
      }),
    [chainRows, names],
  );
  const loading = reads.some((read) => read.isLoading);
  const compositionMints = useMemo(
    () => rows.flatMap((row) => row.composition?.map((entry) => entry.token) ?? []),
    [rows],
  );
  const tokens = useTokenOptions(compositionMints);
  const basketMints = useMemo(
    () => new Set(chainRows.flatMap((row) => (row.mint ? [row.mint] : []))),
    [chainRows],
  );

  return (
    <section className="page op-page" aria-labelledby="baskets-title">
      <h1 id="baskets-title">Portfolio</h1>
      <p className="lead">
        Your positions — what you put in, what you took out, what they are worth and how they did —
        and the baskets your wallet created or holds, read from the chain, with any you saved in
        this browser.
      </p>
      {connecting ? (
        <ConnectingWalletStatus />
      ) : !wallet ? (
        <>
          <ConnectWalletNotice need={{ title: 'Connect a wallet to see its baskets' }} />
          <DemoWalletOffer />
        </>
      ) : (
        <>
          <WalletPortfolio
            key={wallet}
            wallet={wallet}
            balances={balances}
            basketMints={basketMints}
          />
          <PortfolioClaims />
          <CreatedBaskets rows={rows} creator={wallet} />
          {reads.map((read) =>
            read.error ? (
              <ReadFailed key={read.what} title={`Could not read ${read.what}`} read={read}>
                What could be read is still shown.
              </ReadFailed>
            ) : null,
          )}
          {rows.length === 0 ? (
            loading ? (
              <p role="status">Looking for your baskets…</p>
            ) : (
              <p>
                No baskets yet. <Link to="/create">Create a basket</Link> or{' '}
                <Link to="/deposit">deposit into one</Link>.
              </p>
            )
          ) : (
            <>
              <h2 id="baskets-list-title">Your baskets</h2>
              <ul className="baskets-list" aria-labelledby="baskets-list-title">
                {rows.map((row) => (
                  <li key={row.address}>
                    <BasketCard
                      row={row}
                      tokens={tokens}
                      decimals={row.mint ? balances?.get(row.mint)?.decimals : undefined}
                      onRemove={row.saved && !row.created ? () => remove(row.address) : undefined}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          <details className="add-basket__details">
            <summary>Add a basket by its address</summary>
            <AddBasketForm onAdd={(address) => save({ address, relation: 'added' })} />
          </details>
        </>
      )}
    </section>
  );
}

function WalletPortfolio({
  wallet,
  balances,
  basketMints,
}: {
  wallet: string;
  balances: ReadonlyMap<string, TokenBalance> | undefined;
  basketMints: ReadonlySet<string>;
}) {
  return <PortfolioSection portfolio={usePortfolio(wallet, balances, basketMints)} />;
}
