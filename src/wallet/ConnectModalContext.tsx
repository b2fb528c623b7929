import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { answerConnectDialogRequests, answerWalletRequests } from './connectRequests';
import { ConnectModal } from './ConnectModal';
import { ConnectModalContext } from './connectModal';

export { useConnectModal } from './connectModal';

/** Owns the one connect dialog of the app; any component can open it with useConnectModal(). */
export function ConnectModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // The control that asked before this code was there: the page may draw it again meanwhile.
  const [returnFocusTo, setReturnFocusTo] = useState<string>();
  // Requests from code outside this provider (WalletSlot's stand-in button, the home page). One
  // made while this code was downloading opens the dialog after mounting, once the header's real
  // button has taken the stand-in's place and its focus, so closing the dialog returns it there.
  useEffect(() => {
    const requests = answerConnectDialogRequests(() => setOpen(true));
    if (requests.requested) {
      const { returnFocusTo } = requests.requested;
      if (returnFocusTo) document.getElementById(returnFocusTo)?.focus();
      setReturnFocusTo(returnFocusTo);
      setOpen(true);
    }
    return requests.stop;
  }, []);
  // Requests for one wallet by name (the demo wallet's offer, ./DemoWalletHint.tsx).
  const { select } = useWallet();
  useEffect(() => answerWalletRequests(select), [select]);
  const value = useMemo(
    () => ({
      isOpen,
      open: () => setOpen(true),
      close: () => {
        setOpen(false);
        setReturnFocusTo(undefined);
      },
    }),
    [isOpen],
  );
  return (
    <ConnectModalContext.Provider value={value}>
      {children}
      {isOpen && <ConnectModal onClose={value.close} returnFocusTo={returnFocusTo} />}
    </ConnectModalContext.Provider>
  );
}
