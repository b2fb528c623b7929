import { useWallet } from '@solana/wallet-adapter-react';
import { lazy, Suspense } from 'react';

// The inbox and its watcher (features/inbox) load once a wallet is connected, beside its button
// in the header: one per wallet, so another wallet's inbox never shows under this one.
const Inbox = lazy(() => import('../../features/inbox/Inbox'));

export function InboxLauncher() {
  const { publicKey } = useWallet();
  const wallet = publicKey?.toBase58();
  if (!wallet) return null;
  return (
    <Suspense fallback={null}>
      <Inbox key={wallet} wallet={wallet} />
    </Suspense>
  );
}
