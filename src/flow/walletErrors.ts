// Wallets say "no" in different ways: wallet-adapter's WalletSignTransactionError wrapping the
// wallet's own error, an EIP-1193-style code 4001, or only a message.
const REJECTION_WORDS = /reject|declin|denied|cancel/i;

export function isWalletRejection(e: unknown): boolean {
  for (let err: unknown = e, depth = 0; err && depth < 4; depth++) {
    if (typeof err !== 'object') break;
    const o = err as { code?: unknown; message?: unknown; error?: unknown; cause?: unknown };
    if (o.code === 4001) return true;
    if (typeof o.message === 'string' && REJECTION_WORDS.test(o.message)) return true;
    err = o.error ?? o.cause;
  }
  return false;
}

export function errorMessage(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string') {
    return e.message;
  }
  return String(e);
}
