import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The header paints before the wallet code has loaded (see providers/ChainBoundary.tsx), so it
// only holds the wallet button's place; the wallet providers, once loaded, portal the button into
// it. One WalletProvider serves both the header and the pages that way.

interface WalletSlotValue {
  slot: HTMLElement | null;
  setSlot: (element: HTMLElement | null) => void;
}

const WalletSlotContext = createContext<WalletSlotValue | null>(null);

export function WalletSlotProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const value = useMemo(() => ({ slot, setSlot }), [slot]);
  return <WalletSlotContext.Provider value={value}>{children}</WalletSlotContext.Provider>;
}

/** The place in the header; empty until the button arrives, its size reserved in app.css. */
export function WalletSlot() {
  const setSlot = useContext(WalletSlotContext)?.setSlot;
  return <div className="wallet-slot" ref={setSlot} />;
}

/** Renders `children` in the header's wallet slot (nothing where the layout has none). */
export function InWalletSlot({ children }: { children: ReactNode }) {
  const slot = useContext(WalletSlotContext)?.slot;
  return slot ? createPortal(children, slot) : null;
}
