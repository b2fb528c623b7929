import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { answerConnectDialogRequests } from './connectRequests';
import { ConnectModal } from './ConnectModal';

interface ConnectModalContextValue {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const ConnectModalContext = createContext<ConnectModalContextValue | null>(null);

/** Owns the one connect dialog of the app; any component can open it with useConnectModal(). */
export function ConnectModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  // Requests from code outside this provider (WalletSlot's stand-in button, the home page). One
  // made while this code was downloading opens the dialog after mounting, once the header's real
  // button has taken the stand-in's place and its focus, so closing the dialog returns it there.
  useEffect(() => {
    const requests = answerConnectDialogRequests(() => setOpen(true));
    if (requests.requested) {
      const { returnFocusTo } = requests.requested;
      if (returnFocusTo) document.getElementById(returnFocusTo)?.focus();
      setOpen(true);
    }
    return requests.stop;
  }, []);
  const value = useMemo(
    () => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }),
    [isOpen],
  );
  return (
    <ConnectModalContext.Provider value={value}>
      {children}
      {isOpen && <ConnectModal onClose={value.close} />}
    </ConnectModalContext.Provider>
  );
}

export function useConnectModal(): ConnectModalContextValue {
  const value = useContext(ConnectModalContext);
  if (!value) throw new Error('useConnectModal() must be used inside <ConnectModalProvider>');
  return value;
}
