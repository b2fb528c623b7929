import { useWallet } from '@solana/wallet-adapter-react';
import { useMemo } from 'react';
import { useWalletHistory } from '../../history/hooks';
import { HistoryStatus } from '../history/ChainHistory';
import { HistoryTable } from '../history/HistoryTable';
import { useHistoryFacts } from '../history/useHistoryFacts';
import { Card } from '../../ui/Card';
import { ConnectingWalletStatus } from '../../wallet/ConnectingWalletStatus';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';

/** The connected wallet's history with this basket, read from the chain (src/history). */
export function YourHistory({ basket }: { basket: string }) {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  const connecting = useWalletConnecting();
  return (
    <Card title="Your history with this basket">
      {wallet ? (
        <WalletBasketHistory key={wallet} wallet={wallet} basket={basket} />
      ) : connecting ? (
        <ConnectingWalletStatus />
      ) : (
        <p>Connect a wallet to see what it did with this basket.</p>
      )}
    </Card>
  );
}

function WalletBasketHistory({ wallet, basket }: { wallet: string; basket: string }) {
  const history = useWalletHistory(wallet);
  const events = useMemo(
    () => history.events.filter((e) => e.basket === basket),
    [history.events, basket],
  );
  const facts = useHistoryFacts(events);
  // The count stands apart from the table's caption under it, not run into it.
  return (
    <div className="ui-stack">
      <HistoryStatus history={history} rows={events.length} />
      {events.length > 0 ? (
        <HistoryTable
          caption="Your transactions with this basket"
          events={events}
          facts={facts}
          showBasket={false}
        />
      ) : null}
    </div>
  );
}
