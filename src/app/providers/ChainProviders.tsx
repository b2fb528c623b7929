import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ConnectModalProvider } from '../wallet/ConnectModalContext';
import { WalletButton } from '../wallet/WalletButton';
import { InWalletSlot } from '../wallet/WalletSlot';
import { TokenDisplayProvider } from '../../tokens/TokenDisplayProvider';
import { ChainMountedContext } from './chainMounted';
import { FlowSlot } from './FlowSlot';
import { Notifications } from './Notifications';
import { SolanaProviders } from './SolanaProviders';

/**
 * Everything that talks to the wallet and the chain, as one chunk loaded when wanted (chainCode.ts,
 * ChainBoundary): the connection, the wallets, the connect dialog, the flow engine, the
 * notifications and the header's wallet button. Pages render inside it.
 * Order matters: flows need the wallet; the wallet button and pages open the connect dialog.
 */
export default function ChainProviders({ children }: { children: ReactNode }) {
  return (
    <ChainMountedContext.Provider value={true}>
      <SolanaProviders>
        <ConnectModalProvider>
          <TokenDisplayProvider>
            <FlowSlot>{children}</FlowSlot>
          </TokenDisplayProvider>
          <InWalletSlot>
            <WalletButton />
          </InWalletSlot>
        </ConnectModalProvider>
      </SolanaProviders>
      {/* Outside <main>: notifications are not page content. */}
      {createPortal(<Notifications />, document.body)}
    </ChainMountedContext.Provider>
  );
}
