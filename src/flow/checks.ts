// Rule 5: before the wallet signs, the engine checks the transaction, and after, that the wallet
// only added its own signature.
import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';

export class SigningCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SigningCheckError';
  }
}

const isEmpty = (sig: Uint8Array | undefined) => !sig || sig.every((b) => b === 0);

function signerKeys(tx: VersionedTransaction): string[] {
  const n = tx.message.header.numRequiredSignatures;
  return tx.message.staticAccountKeys.slice(0, n).map((k) => k.toBase58());
}

/** Throws SigningCheckError unless `wallet` pays the fee and is the only signature still missing. */
export function checkBeforeSigning(tx: VersionedTransaction, wallet: string): void {
  const signers = signerKeys(tx);
  const feePayer = signers[0];
  if (feePayer !== wallet) {
    throw new SigningCheckError(
      `The fee payer of this transaction is ${feePayer ?? 'missing'}, not your connected wallet ${wallet}. It was not signed.`,
    );
  }
  if (tx.signatures.length !== signers.length) {
    throw new SigningCheckError('The transaction’s signature list does not match its signers.');
  }
  const missing = signers.filter((key, i) => key !== wallet && isEmpty(tx.signatures[i]));
  if (missing.length > 0) {
    throw new SigningCheckError(
      `The transaction also needs the signature of ${missing.join(', ')}, which this app cannot provide. It was not signed.`,
    );
  }
}

/**
 * Throws SigningCheckError unless `signed` has exactly the same message as `unsigned`, keeps every
 * other signature, and carries the wallet's signature. Returns that signature (base58) — the
 * transaction id, read from the signed bytes.
 */
export function checkAfterSigning(
  unsigned: VersionedTransaction,
  signed: VersionedTransaction,
  wallet: string,
): string {
  const before = unsigned.message.serialize();
  const after = signed.message.serialize();
  if (before.length !== after.length || before.some((b, i) => b !== after[i])) {
    throw new SigningCheckError(
      'The wallet changed the transaction while signing it. The changed transaction was not sent.',
    );
  }
  const signers = signerKeys(unsigned);
  if (signed.signatures.length !== signers.length) {
    throw new SigningCheckError('The wallet returned a transaction with a different signer list.');
  }
  for (let i = 0; i < signers.length; i++) {
    const a = unsigned.signatures[i];
    const b = signed.signatures[i];
    if (signers[i] === wallet) {
      if (isEmpty(b)) throw new SigningCheckError('The wallet returned the transaction unsigned.');
    } else if (!a || !b || a.some((x, j) => x !== b[j])) {
      throw new SigningCheckError('The wallet changed a signature that was already present.');
    }
  }
  const walletIndex = signers.indexOf(wallet);
  return bs58.encode(signed.signatures[walletIndex]!);
}

/** The transaction id: the first (fee payer's) signature, base58. */
export function transactionId(tx: VersionedTransaction): string {
  const sig = tx.signatures[0];
  if (!sig || isEmpty(sig)) throw new Error('The transaction has no fee payer signature');
  return bs58.encode(sig);
}

/** Program id of each instruction, by index (for describing errors). */
export function instructionProgramIds(tx: VersionedTransaction): string[] {
  const keys = tx.message.staticAccountKeys;
  return tx.message.compiledInstructions.map((ix) => keys[ix.programIdIndex]?.toBase58() ?? '');
}
