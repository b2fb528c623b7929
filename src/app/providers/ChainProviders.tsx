import { memo } from 'react';
import { ConnectModalProvider } from '../../wallet/ConnectModalContext';
import { WalletButton } from '../../wallet/WalletButton';
import { InWalletSlot } from '../../wallet/WalletSlot';
import { TokenDisplayProvider } from '../../tokens/TokenDisplayProvider';
import { ReportChainContexts, type ChainContextValues } from '../../page/chainContexts';
import { FlowSlot } from './FlowSlot';
import { InboxLauncher } from './InboxLauncher';
import { SolanaProviders } from './SolanaProviders';

/**
 * Everything that talks to the wallet and the chain, as one chunk loaded when wanted (page/chainCode.ts,
 * ChainBoundary): the connection, the wallets, the connect dialog, the flow engine and
 * the header's wallet button and the inbox beside it. Pages do not render inside it but beside it: it
 * reports its contexts' values (`onContexts`) and ChainBoundary passes them on to the page, whose
 * tree thus stays the same when this code arrives (page/chainContexts.tsx).
 * Order matters: flows need the wallet; the wallet button and pages open the connect dialog.
 */
function ChainProviders({ onContexts }: { onContexts: (values: ChainContextValues) => void }) {
  return (
    <>
      <SolanaProviders>
        <ConnectModalProvider>
          <TokenDisplayProvider>
            <FlowSlot>
              <ReportChainContexts onChange={onContexts} />
            </FlowSlot>
          </TokenDisplayProvider>
          <InWalletSlot>
            <InboxLauncher />
            <WalletButton />
          </InWalletSlot>
        </ConnectModalProvider>
      </SolanaProviders>
    </>
  );
}

// Memo: ChainBoundary renders again with each reported value; this tree must not (it would report
// new values of its own in turn).
export default memo(ChainProviders);
