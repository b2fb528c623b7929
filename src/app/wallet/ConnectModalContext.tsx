import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
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
