// Stands in for ./hardwareWallets in tests that render the whole app: Ledger's transport
// package cannot load under Node's ESM resolver, and the shell only lists the adapter.
// Use: vi.mock('<path>/wallet/hardwareWallets', () => import('<path>/wallet/hardwareWalletsStub')).
import { BaseWalletAdapter, WalletReadyState, type WalletName } from '@solana/wallet-adapter-base';

/** A wallet that is only listed: its name and how ready it says it is. */
export class StandInWalletAdapter extends BaseWalletAdapter {
  constructor(
    readonly name: WalletName,
    readonly readyState: WalletReadyState,
  ) {
    super();
  }
  url = '';
  icon = '';
  publicKey = null;
  connecting = false;
  supportedTransactionVersions = null;
  async connect() {}
  async disconnect() {}
  async sendTransaction(): Promise<never> {
    throw new Error('not in tests');
  }
}

export function hardwareWalletAdapters() {
  return [new StandInWalletAdapter('Ledger' as WalletName, WalletReadyState.Unsupported)];
}
