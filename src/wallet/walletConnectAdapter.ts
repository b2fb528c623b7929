import { WalletAdapterNetwork, type Adapter } from '@solana/wallet-adapter-base';
import { WalletConnectWalletAdapter } from '@solana/wallet-adapter-wallets';

/** The networks WalletConnect's wallets know; the sandbox and a custom RPC are neither. */
export type WalletConnectNetwork = 'mainnet' | 'devnet';

const NETWORKS = {
  mainnet: WalletAdapterNetwork.Mainnet,
  devnet: WalletAdapterNetwork.Devnet,
} as const;

/** Loaded by ./walletConnect.ts only when a project id is set: WalletConnect's SDK is this chunk. */
export function walletConnectAdapter(network: WalletConnectNetwork, projectId: string): Adapter {
  return new WalletConnectWalletAdapter({
    // Not its CAIP-2 chain id, which its types name: @walletconnect/solana-adapter 0.0.8's connect()
    // compares this with WalletAdapterNetwork.Mainnet (dist/adapter.js) and takes anything else
    // for devnet.
    network: NETWORKS[network],
    options: {
      projectId,
      // What the wallet shows of the app asking to connect.
      metadata: {
        name: 'Basketry',
        description: 'Baskets of Solana tokens: create, deposit, withdraw.',
        url: window.location.origin,
        icons: [`${window.location.origin}/favicon.svg`],
      },
    },
  });
}
