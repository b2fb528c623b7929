import {
  WalletConnectionError,
  WalletSignTransactionError,
  WalletSendTransactionError,
} from '@solana/wallet-adapter-base';
import { describe, expect, it } from 'vitest';
import { walletErrorToast } from './walletErrorToast';

const declined = { code: 4001, message: 'User rejected the request.' };

describe('walletErrorToast', () => {
  it('leaves signing outcomes to the flow timeline: no toast for a declined or failed signature', () => {
    expect(walletErrorToast(new WalletSignTransactionError(declined.message, declined), 'W')).toBe(
      null,
    );
    expect(walletErrorToast(new WalletSignTransactionError('Ledger locked'), 'W')).toBe(null);
    expect(walletErrorToast(new WalletSendTransactionError(declined.message, declined), 'W')).toBe(
      null,
    );
  });

  it('a declined connection is a neutral note; other wallet errors are errors', () => {
    expect(walletErrorToast(new WalletConnectionError(declined.message, declined), 'W')).toEqual({
      tone: 'neutral',
      text: 'W: connection cancelled',
    });
    expect(walletErrorToast(new WalletConnectionError('Wallet is locked'), 'W')).toEqual({
      tone: 'error',
      text: 'W: Wallet is locked',
    });
  });
});
