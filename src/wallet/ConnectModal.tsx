import { WalletReadyState, type WalletName } from '@solana/wallet-adapter-base';
import { useWallet, type Wallet } from '@solana/wallet-adapter-react';
import { useContext, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { NoWalletHere } from './NoWalletHere';
import { MOBILE_WALLET_ADAPTER_NAME } from './phone';
import { isSelectable, READY_STATE_LABELS, readyStateRank } from './readyState';
import { SandboxKeyWalletAdapter } from './sandboxKeyWallet';
import { walletLabel } from './walletLabel';
import { useDialogFocus } from './useDialogFocus';
import { SandboxWalletsContext, type SandboxWallets } from './useSandboxWallets';

const displayName = ({ adapter }: Wallet): string => walletLabel(adapter);

function statusText({ adapter, readyState }: Wallet): string {
  if (adapter instanceof SandboxKeyWalletAdapter) return adapter.description;
  if (adapter.name === MOBILE_WALLET_ADAPTER_NAME && isSelectable(readyState)) {
    return 'Opens the wallet app installed here (Mobile Wallet Adapter)';
  }
  return READY_STATE_LABELS[readyState];
}

/** The wallet picker: an accessible modal dialog over wallet-adapter-react's wallet list. */
export function ConnectModal({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  /** The id of the control to focus on close, when not the one focused at opening. */
  returnFocusTo?: string;
}) {
  const { wallets, wallet: selected, connected, select, connect } = useWallet();
  const sandboxWallets = useContext(SandboxWalletsContext);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useDialogFocus(dialogRef, onClose, { returnFocusTo });

  const sorted = [...wallets].sort(
    (a, b) =>
      readyStateRank(a.readyState) - readyStateRank(b.readyState) ||
      displayName(a).localeCompare(displayName(b)),
  );
  // The sandbox's wallets come last: they arrive once the RPC check answers, and a list that
  // grew above the wallet a person is about to click would move it from under the pointer.
  const selectable = sorted.filter((w) => isSelectable(w.readyState));
  const available = [
    ...selectable.filter((w) => !(w.adapter instanceof SandboxKeyWalletAdapter)),
    ...selectable.filter((w) => w.adapter instanceof SandboxKeyWalletAdapter),
  ];
  const anyInstalled = wallets.some((w) => w.readyState === WalletReadyState.Installed);
  const unavailable = sorted.filter((w) => !isSelectable(w.readyState));

  function choose(name: WalletName) {
    onClose();
    // select() connects by itself (autoConnect); re-selecting the current wallet would be a no-op.
    if (selected?.adapter.name === name && !connected) connect().catch(() => undefined);
    else select(name);
  }

  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId}>Connect a wallet</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={descriptionId} className="muted">
          Basketry asks your wallet to approve each transaction; it never sees your keys.
        </p>
        {!anyInstalled && (
          <NoWalletHere
            mobileWalletAdapter={available.some(
              (w) => w.adapter.name === MOBILE_WALLET_ADAPTER_NAME,
            )}
          />
        )}
        {available.length > 0 && (
          <ul className="wallet-list" aria-label="Available wallets">
            {available.map((wallet) => (
              <li key={wallet.adapter.name}>
                <button
                  type="button"
                  className="wallet-option"
                  onClick={() => choose(wallet.adapter.name)}
                >
                  <WalletIcon wallet={wallet} />
                  <span className="wallet-option-name">{displayName(wallet)}</span>
                  <span className="wallet-option-status">{statusText(wallet)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {/* Below the list, where the sandbox's wallets appear: its going moves no wallet. */}
        <SandboxWalletsNote sandbox={sandboxWallets} />
        {unavailable.length > 0 && (
          <>
            <h3 className="wallet-list-heading">Other wallets</h3>
            <ul className="wallet-list" aria-label="Other wallets">
              {unavailable.map((wallet) => (
                <li key={wallet.adapter.name} className="wallet-option wallet-option-unavailable">
                  <WalletIcon wallet={wallet} />
                  <span className="wallet-option-name">{displayName(wallet)}</span>
                  <span className="wallet-option-status">{statusText(wallet)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}

const NOT_OFFERED_BECAUSE = {
  'not-loopback': 'the RPC URL in Settings is not on this computer',
  'other-chain': 'the RPC at the address in Settings is another chain',
  'no-answer': 'the RPC at the address in Settings did not answer',
} as const;

/**
 * On the Sandbox network, why its burner and demo wallets are or are not in the list yet
 * (docs/architecture.md, "In-browser wallets"). Offered, they speak for themselves.
 */
function SandboxWalletsNote({ sandbox }: { sandbox: SandboxWallets }) {
  if (sandbox.status === 'checking')
    return (
      <p role="status">
        Checking that the RPC is the sandbox on this computer before offering the Sandbox burner and
        demo wallets…
      </p>
    );
  if (sandbox.status !== 'refused') return null;
  return (
    <p>
      The Sandbox burner and demo wallets sign without asking, so they are offered only when the RPC
      is the sandbox on this computer: {NOT_OFFERED_BECAUSE[sandbox.why]}.
    </p>
  );
}

function WalletIcon({ wallet }: { wallet: Wallet }) {
  // Wallet icons are data: URIs (Wallet Standard requires it; the adapters ship them inline).
  const icon = wallet.adapter.icon.startsWith('data:') ? wallet.adapter.icon : '';
  return icon ? (
    <img className="wallet-icon" src={icon} alt="" width={28} height={28} />
  ) : (
    <span className="wallet-icon" aria-hidden="true" />
  );
}
