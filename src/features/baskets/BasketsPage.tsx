import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { useSettings } from '../../app/settings';
import { useTokenBalances } from '../../solana/queries';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { AddBasketForm } from './AddBasketForm';
import { BasketCard } from './BasketCard';
import { myBasketRows } from './myBasketList';
import { useMyBaskets } from './useMyBaskets';
import { useSandboxBaskets } from './useSandboxBaskets';
import { useTokenOptions } from './useTokenOptions';
import { ConnectWalletNotice } from '../operation-page/ConnectWalletNotice';
import '../operation-page/OperationPage.css';
import './BasketsPage.css';

/** Baskets this wallet created (saved here or on the sandbox) or holds tokens of. */
export default function BasketsPage() {
  useDocumentTitle('My baskets');
  const { settings } = useSettings();
  const { publicKey } = useWallet();
  const { baskets, remove, save } = useMyBaskets();
  const sandbox = useSandboxBaskets();
  const balances = useTokenBalances(publicKey);
  const wallet = publicKey?.toBase58();

  const rows = useMemo(() => {
    if (!wallet) return [];
    const amounts = new Map([...(balances.data?.values() ?? [])].map((b) => [b.mint, b.amount]));
    return myBasketRows({ saved: baskets, sandbox: sandbox.data ?? [], wallet, balances: amounts });
  }, [wallet, baskets, sandbox.data, balances.data]);
  const compositionMints = useMemo(
    () => rows.flatMap((row) => row.composition?.map((entry) => entry.token) ?? []),
    [rows],
  );
  const tokens = useTokenOptions(compositionMints);

  return (
    <section className="page op-page" aria-labelledby="baskets-title">
      <h1 id="baskets-title">My baskets</h1>
      <p className="lead">
        The baskets your wallet created and the ones whose tokens it holds
        {settings.cluster === 'sandbox' ? ' on the sandbox' : ''}.
        {settings.cluster !== 'sandbox'
          ? ' The Basket API cannot list baskets, so this shows the ones created or saved in this browser.'
          : ''}
      </p>
      {!wallet ? (
        <ConnectWalletNotice need={{ title: 'Connect a wallet to see its baskets' }} />
      ) : (
        <>
          {sandbox.isError ? (
            <Notice
              tone="warn"
              title="Could not read the sandbox’s baskets"
              actions={<Button onClick={() => void sandbox.refetch()}>Try again</Button>}
            >
              {sandbox.error.message} Baskets saved in this browser are still shown.
            </Notice>
          ) : null}
          {balances.isError ? (
            <Notice
              tone="warn"
              title="Could not read your basket token balances"
              actions={<Button onClick={() => void balances.refetch()}>Try again</Button>}
            >
              {balances.error.message}
            </Notice>
          ) : null}
          {rows.length === 0 ? (
            sandbox.isLoading ? (
              <p role="status">Looking for your baskets…</p>
            ) : (
              <p>
                No baskets yet. <Link to="/create">Create a basket</Link> or{' '}
                <Link to="/deposit">deposit into one</Link>.
              </p>
            )
          ) : (
            <ul className="baskets-list">
              {rows.map((row) => (
                <li key={row.address}>
                  <BasketCard
                    row={row}
                    tokens={tokens}
                    decimals={row.mint ? balances.data?.get(row.mint)?.decimals : undefined}
                    onRemove={row.saved && !row.created ? () => remove(row.address) : undefined}
                  />
                </li>
              ))}
            </ul>
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
