import { useWallet } from '@solana/wallet-adapter-react';
import { useSettings } from '../../settings';
import { useConnectModal } from '../../wallet/ConnectModalContext';
import { Button } from '../../ui/Button';
import { ExplorerLink } from '../../ui/ExplorerLink';
import { explorerName, explorerTxUrl } from '../../solana/explorer';
import { Notice } from '../../ui/Notice';
import { BalancesTable } from './BalancesTable';
import { FaucetCard, FaucetConnectPrompt } from './FaucetCard';
import { useTestFunds } from './useTestFunds';
import { formatTokenAmount } from '../../solana/amounts';
import { DemoWalletHint } from '../../wallet/DemoWalletHint';
import { ConnectingWalletStatus } from '../../wallet/ConnectingWalletStatus';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';

/** Sandbox only: fund the connected wallet with test SOL and tokens, and show what it holds. */
export function FaucetPanel() {
  const { publicKey } = useWallet();
  const { settings } = useSettings();
  const modal = useConnectModal();
  const funds = useTestFunds();
  const address = publicKey?.toBase58();
  const connecting = useWalletConnecting();

  if (connecting)
    return (
      <FaucetCard>
        <div className="faucet-body">
          <ConnectingWalletStatus />
        </div>
      </FaucetCard>
    );
  if (!publicKey || !address) return <FaucetConnectPrompt onChooseWallet={modal.open} />;
  return (
    <FaucetCard>
      <div className="faucet-body">
        <Button variant="primary" busy={funds.isPending} onClick={() => funds.mutate(address)}>
          {funds.isPending ? 'Getting test funds…' : 'Get test funds'}
        </Button>
        {funds.isError && (
          <Notice
            tone="error"
            title="The faucet did not fund your wallet"
            actions={<Button onClick={() => funds.mutate(address)}>Try again</Button>}
          >
            {funds.error.message}
          </Notice>
        )}
        {funds.isSuccess && funds.variables === address && (
          <Notice tone="success" title="Test funds received">
            <p>
              {funds.data.funded
                .map((item) => `${formatTokenAmount(item.amount)} ${item.symbol}`)
                .join(', ')}
            </p>
            <p>
              Faucet transaction:{' '}
              <ExplorerLink
                signature={funds.data.signature}
                resolve={(signature) => explorerTxUrl(signature, settings)}
                explorerName={explorerName(settings)}
              />
            </p>
          </Notice>
        )}
        <BalancesTable owner={publicKey} />
        <DemoWalletHint inEmptyState={false} />
      </div>
    </FaucetCard>
  );
}
