import { createContext, useContext } from 'react';

/** The app's one connect dialog (ConnectModalProvider owns it). */
export interface ConnectModalContextValue {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

// Its own module, without the dialog's code, so the app's light start can pass it on
// (page/chainContexts.tsx).
export const ConnectModalContext = createContext<ConnectModalContextValue | null>(null);

export function useConnectModal(): ConnectModalContextValue {
  const value = useContext(ConnectModalContext);
  if (!value) throw new Error('useConnectModal() must be used inside <ConnectModalProvider>');
  return value;
}
