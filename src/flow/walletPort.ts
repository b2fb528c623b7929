// The engine's wallet over wallet-adapter: signing through the adapter, and — for wallets that
// send themselves (Phantom recommends it) — Wallet Standard's signAndSend features directly, since
// the adapter's sendTransaction takes one transaction and hides the approval it asks for.
import type { Adapter } from '@solana/wallet-adapter-base';
import type {
  SolanaSignAndSendAllTransactionsFeature,
  SolanaSignAndSendTransactionFeature,
} from '@solana/wallet-standard-features';
import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import type { WalletAccount } from '@wallet-standard/base';
import bs58 from 'bs58';
import type { WalletPort } from './ports';
import { isWalletRejection } from './walletErrors';

const SIGN_AND_SEND = 'solana:signAndSendTransaction';
const SIGN_AND_SEND_ALL = 'solana:signAndSendAllTransactions';

type SendFeature = SolanaSignAndSendTransactionFeature[typeof SIGN_AND_SEND];
type SendAllFeature = SolanaSignAndSendAllTransactionsFeature[typeof SIGN_AND_SEND_ALL];

/**
 * The Wallet Standard chain for an RPC URL, as wallet-adapter derives it (devnet, testnet,
 * localhost → localnet, anything else → mainnet).
 */
export function chainIdFor(rpcUrl: string): `solana:${string}` {
  if (/devnet/.test(rpcUrl)) return 'solana:devnet';
  if (/testnet/.test(rpcUrl)) return 'solana:testnet';
  if (/localhost|127\.0\.0\.1/.test(rpcUrl)) return 'solana:localnet';
  return 'solana:mainnet';
}

function isSendFeature(v: unknown): v is SendFeature {
  return !!v && typeof v === 'object' && 'signAndSendTransaction' in v;
}
function isSendAllFeature(v: unknown): v is SendAllFeature {
  return !!v && typeof v === 'object' && 'signAndSendAllTransactions' in v;
}

/** What the connected Wallet Standard wallet can do to send on this network. */
export interface WalletSending {
  account: WalletAccount;
  chain: `solana:${string}`;
  send: SendFeature;
  sendAll?: SendAllFeature;
}

export function walletSending(
  adapter: Adapter | undefined,
  publicKey: PublicKey | null,
  rpcUrl: string,
): WalletSending | undefined {
  if (!adapter || !publicKey || !('standard' in adapter)) return undefined;
  const { wallet } = adapter;
  const account = wallet.accounts.find((a) => a.address === publicKey.toBase58());
  const chain = chainIdFor(rpcUrl);
  const features: Record<string, unknown> = wallet.features;
  const send = features[SIGN_AND_SEND];
  // The wallet must offer the feature for this account and be on the app's network.
  if (!account || !isSendFeature(send) || !account.chains.includes(chain)) return undefined;
  if (!account.features.includes(SIGN_AND_SEND)) return undefined;
  const all = features[SIGN_AND_SEND_ALL];
  return { account, chain, send, ...(isSendAllFeature(all) ? { sendAll: all } : {}) };
}

/** signAndSend through the wallet: one input per transaction, signatures back in order. */
export function sendThroughWallet(
  sending: WalletSending,
): NonNullable<WalletPort['signAndSendTransactions']> {
  const { account, chain, send, sendAll } = sending;
  return async (txs, { serial }) => {
    const inputs = txs.map((tx) => ({ account, chain, transaction: tx.serialize() }));
    if (txs.length > 1 && sendAll) {
      const results = await sendAll.signAndSendAllTransactions(inputs, {
        mode: serial ? 'serial' : 'parallel',
      });
      const first = results[0];
      // Declined up front: nothing was sent.
      if (first?.status === 'rejected' && results.every((r) => r.status === 'rejected')) {
        if (isWalletRejection(first.reason)) throw first.reason;
      }
      return results.map((r) =>
        r.status === 'fulfilled' ? bs58.encode(r.value.signature) : undefined,
      );
    }
    const outputs = await send.signAndSendTransaction(...inputs);
    return outputs.map((o) => bs58.encode(o.signature));
  };
}

/** The wallet port the engine uses, from wallet-adapter's wallet. */
export function walletPort(o: {
  adapter: Adapter | undefined;
  signTransaction?: <T extends VersionedTransaction>(tx: T) => Promise<T>;
  signAllTransactions?: <T extends VersionedTransaction>(txs: T[]) => Promise<T[]>;
  sending?: WalletSending;
}): Omit<WalletPort, 'address'> {
  const { signTransaction, signAllTransactions, sending } = o;
  return {
    name: () => o.adapter?.name ?? 'Your wallet',
    async signTransaction(tx) {
      if (!signTransaction) {
        throw new Error('This wallet cannot sign transactions without sending them.');
      }
      return signTransaction(tx);
    },
    ...(signAllTransactions ? { signAllTransactions: (txs) => signAllTransactions(txs) } : {}),
    ...(sending
      ? { signAndSendTransactions: sendThroughWallet(sending), sendsInSeries: !!sending.sendAll }
      : {}),
  };
}
