import { useConnectModal } from '../../app/wallet/ConnectModalContext';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

/** Shown above a form while no wallet is connected; the form stays usable. */
export function ConnectWalletNotice({ action }: { action: string }) {
  const modal = useConnectModal();
  return (
    <Notice
      tone="info"
      title="Connect a wallet first"
      actions={
        <Button variant="primary" onClick={modal.open}>
          Choose a wallet
        </Button>
      }
    >
      The connected wallet {action}. You can fill in the form before connecting.
    </Notice>
  );
}
