import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../ui/Button';
import { hasWalletToReconnect, requestConnectDialog } from './connectRequests';

// The header paints before the wallet code has loaded (see ../page/chainCode.ts), so it shows a
// stand-in "Connect wallet" button that asks for that code; the wallet providers, once mounted,
// portal the real button into the slot. One WalletProvider serves both the header and the pages.

interface WalletSlotValue {
  slot: HTMLElement | null;
  setSlot: (element: HTMLElement | null) => void;
  /** The real button is in the slot. */
  filled: boolean;
  setFilled: (filled: boolean) => void;
}

const WalletSlotContext = createContext<WalletSlotValue | null>(null);

export function WalletSlotProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [filled, setFilled] = useState(false);
  const value = useMemo(() => ({ slot, setSlot, filled, setFilled }), [slot, filled]);
  return <WalletSlotContext.Provider value={value}>{children}</WalletSlotContext.Provider>;
}

/** The place in the header: a stand-in until the real button arrives. */
export function WalletSlot() {
  const context = useContext(WalletSlotContext);
  const filled = context?.filled ?? false;
  const holder = useRef<HTMLDivElement>(null);
  const standInPressed = useRef(false);
  // A wallet to reconnect: its address, not "Connect wallet", is about to show.
  const [reconnecting] = useState(hasWalletToReconnect);

  // The stand-in was pressed, so it had the focus (removing it drops it): the real button takes it.
  useLayoutEffect(() => {
    if (filled && standInPressed.current) holder.current?.querySelector('button')?.focus();
  }, [filled]);

  return (
    <div className="wallet-slot" ref={holder}>
      {!filled && reconnecting && <div className="wallet-slot-placeholder" />}
      {!filled && !reconnecting && (
        <ConnectStandIn
          onPress={() => {
            standInPressed.current = true;
          }}
        />
      )}
      <div className="wallet-slot-target" ref={context?.setSlot} />
    </div>
  );
}

/**
 * Looks and reads as the real "Connect wallet" button; pressing it downloads the wallet code and
 * the connect dialog opens once it is there.
 */
function ConnectStandIn({ onPress }: { onPress: () => void }) {
  // Not marked busy while the code downloads: a busy button is disabled, which would drop the
  // focus the real button is to take over.
  return (
    <Button
      variant="primary"
      onClick={() => {
        onPress();
        requestConnectDialog();
      }}
    >
      Connect wallet
    </Button>
  );
}

/** Renders `children` in the header's wallet slot (nothing where the layout has none). */
export function InWalletSlot({ children }: { children: ReactNode }) {
  const context = useContext(WalletSlotContext);
  const setFilled = context?.setFilled;
  useLayoutEffect(() => {
    if (!setFilled) return;
    setFilled(true);
    return () => setFilled(false);
  }, [setFilled]);
  return context?.slot ? createPortal(children, context.slot) : null;
}
