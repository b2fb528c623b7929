import { useWallet } from '@solana/wallet-adapter-react';
import { Link, useNavigate } from 'react-router';
import { Card } from '../../ui/Card';
import { ReadFailed } from '../../ui/ReadFailed';
import { OperationPageFrame } from '../operation-page/OperationPageFrame';
import { ClaimByAddressForm } from './ClaimByAddressForm';
import { PendingClaimsList } from './PendingClaimsList';
import { PendingDeposits } from './PendingDeposits';
import { useClaimInbox } from './useClaimInbox';
import { useWalletConnecting } from '../../wallet/useWalletConnecting';
import { CONNECTING_WALLET } from '../../wallet/ConnectingWalletStatus';

/** Every pending claim of the connected wallet, each with what it holds and a Claim action. */
export function ClaimInbox() {
  const { publicKey } = useWallet();
  const connecting = useWalletConnecting();
  const navigate = useNavigate();
  const { items, sellStates } = useClaimInbox();

  return (
    <OperationPageFrame
      title="Claim"
      lead="After a withdrawal, the basket sets your share of its assets aside in a withdraw account. Claiming moves them into your wallet in two transactions: create the token accounts you lack, then claim the tokens. The withdraw account’s rent is refunded to you."
      wallet={{ does: 'owns the withdrawals to claim' }}
    >
      <Card title="Pending claims">
        {sellStates.isError ? (
          <ReadFailed title="Your withdrawals could not be read from the chain" read={sellStates}>
            Claims saved in this browser are still listed.
          </ReadFailed>
        ) : null}
        {items.length === 0 && sellStates.isLoading ? (
          <p role="status">Looking for your withdrawals…</p>
        ) : items.length === 0 ? (
          <p>
            {publicKey
              ? 'No pending claims for this wallet.'
              : connecting
                ? CONNECTING_WALLET
                : 'Connect a wallet to see its pending claims.'}{' '}
            <Link to="/withdraw">Withdraw from a basket</Link> to start one.
          </p>
        ) : (
          <PendingClaimsList items={items} />
        )}
      </Card>
      {publicKey ? <PendingDeposits /> : null}
      <Card title="Claim another withdrawal">
        <ClaimByAddressForm onOpen={(account) => void navigate(`/claim/${account}`)} />
      </Card>
    </OperationPageFrame>
  );
}
