import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect, useMemo, useState } from 'react';
import { useBuyStatesOf } from '../../solana/basketsProgram/hooks';
import { pendingDeposits } from './claimInbox';

/** The countdown ticks, and the buy states are read again, this often while any is open. */
const TICK_MS = 5000;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The wallet's deposits the service is still buying for (its buy states on the chain). */
export function usePendingDeposits() {
  const { publicKey } = useWallet();
  const buyStates = useBuyStatesOf(publicKey);
  const [now, setNow] = useState(nowSeconds);
  const open = (buyStates.data?.accounts.length ?? 0) > 0;
  const { refetch } = buyStates;
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      setNow(nowSeconds());
      void refetch();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [open, refetch]);
  const deposits = useMemo(
    () => pendingDeposits(buyStates.data?.accounts ?? [], now),
    [buyStates.data, now],
  );
  return { deposits, buyStates };
}
