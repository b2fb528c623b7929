import { useWallet } from '@solana/wallet-adapter-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { toast } from '../notifications/toasts';
import { Button } from '../ui/Button';
import { useConnectModal } from './ConnectModalContext';
import { shortenAddress } from '../ui/format';
import { walletLabel } from './walletLabel';

/** Header control: "Connect wallet" when disconnected; the address and a wallet menu when connected. */
export function WalletButton() {
  const { publicKey, connecting, disconnecting, disconnect, wallet } = useWallet();
  const modal = useConnectModal();

  if (!publicKey) {
    return (
      <Button variant="primary" onClick={modal.open} busy={connecting}>
        {connecting ? 'Connecting…' : 'Connect wallet'}
      </Button>
    );
  }
  return (
    <WalletMenu
      address={publicKey.toBase58()}
      walletName={wallet ? walletLabel(wallet.adapter) : undefined}
      icon={wallet?.adapter.icon}
      busy={disconnecting}
      onChangeWallet={modal.open}
      onDisconnect={() => {
        disconnect().catch((error: unknown) =>
          toast.error('Could not disconnect', { description: String(error) }),
        );
      }}
    />
  );
}

interface WalletMenuProps {
  address: string;
  walletName?: string;
  icon?: string;
  busy: boolean;
  onChangeWallet: () => void;
  onDisconnect: () => void;
}

function WalletMenu({
  address,
  walletName,
  icon,
  busy,
  onChangeWallet,
  onDisconnect,
}: WalletMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function closeAndRefocus() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') closeAndRefocus();
      else setOpen(false);
      return;
    } else return;
    event.preventDefault();
  }

  async function copyAddress() {
    closeAndRefocus();
    try {
      await navigator.clipboard.writeText(address);
      toast.success('Address copied');
    } catch {
      toast.error('Could not copy the address', { description: address });
    }
  }

  return (
    <div className="wallet-menu">
      <Button
        ref={buttonRef}
        className="wallet-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={address}
        busy={busy}
        onClick={() => setOpen((value) => !value)}
      >
        {icon?.startsWith('data:') && <img src={icon} alt="" width={18} height={18} />}
        <span className="ui-visually-hidden">
          Connected wallet{walletName ? ` (${walletName})` : ''}:{' '}
        </span>
        <span className="ui-mono">{shortenAddress(address)}</span>
      </Button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Wallet"
          className="menu"
          onKeyDown={onMenuKeyDown}
        >
          <MenuItem onSelect={copyAddress}>Copy address</MenuItem>
          <MenuItem
            onSelect={() => {
              // Focus the menu button first so the dialog returns focus there when it closes.
              closeAndRefocus();
              onChangeWallet();
            }}
          >
            Change wallet
          </MenuItem>
          <MenuItem
            onSelect={() => {
              closeAndRefocus();
              onDisconnect();
            }}
          >
            Disconnect
          </MenuItem>
        </ul>
      )}
    </div>
  );
}

/** One item of the wallet menu; the menu's arrow keys move the focus between items. */
function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}
