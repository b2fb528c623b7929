// What the app-wide wallet error handler (WalletProvider's onError) tells the user. Signing is the
// flow engine's business: its timeline shows a declined or failed signature in words (no toast for
// a rejection), so those errors get no toast here.
import type { WalletError } from '@solana/wallet-adapter-base';
import { isWalletRejection } from '../flow';

const SIGNING_ERRORS = new Set(['WalletSignTransactionError', 'WalletSendTransactionError']);

export function walletErrorToast(
  error: WalletError,
  who: string,
): { tone: 'neutral' | 'error'; text: string } | null {
  if (SIGNING_ERRORS.has(error.name)) return null;
  // Saying no in the wallet is the user's choice, not a failure: a neutral note, not an error.
  if (isWalletRejection(error)) return { tone: 'neutral', text: `${who}: connection cancelled` };
  return { tone: 'error', text: `${who}: ${error.message || error.name}` };
}
