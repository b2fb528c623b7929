import { useConnectModal } from '../../wallet/connectModal';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import type { WalletNeed } from '../../operations/descriptor';

/** Shown while no wallet is connected, with the button that opens the connect dialog. */
export function ConnectWalletNotice({ need }: { need: WalletNeed }) {
  const modal = useConnectModal();
  const title = 'does' in need ? 'Connect a wallet first' : need.title;
  const text =
    'does' in need
      ? `The connected wallet ${need.does}. You can fill in the form before connecting.`
      : need.text;
  return (
    <Notice
      tone="info"
      className="connect-wallet-notice"
      title={title}
      actions={
        <Button variant="primary" onClick={modal.open}>
          Choose a wallet
        </Button>
      }
    >
      {text}
    </Notice>
  );
}
