// Before the wallet signs, the engine checks the transaction; after, that the wallet changed
// nothing but what wallets are known to add safely (docs/flow-engine.md rule 5).
//
// Phantom adds a priority fee (Compute Budget instructions) to a transaction it is asked to sign that
// has no signature and no compute-budget instruction yet, and may append Lighthouse assertions —
// runtime checks that fail the transaction if its outcome differs from the wallet's simulation
// (Phantom's developer docs; docs/real-service.md, "Wallets"). Both leave what the transaction
// does unchanged, so a message that differs only by them is accepted, and the change is shown.
import type { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { sameBytes } from '../solana/bytes';
import { COMPUTE_BUDGET_PROGRAM_ID, LIGHTHOUSE_PROGRAM_ID } from '../solana/programs';
import { base64ToBytes, bytesToBase64 } from './codec';
import type { InstructionPrint, WalletChanges } from './types';

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

// ── Instruction prints ───────────────────────────────────────────────────────────────────────────

/** Addresses a v0 message loads from lookup tables, as a landed transaction's meta gives them. */
export interface LoadedAddresses {
  writable: string[];
  readonly: string[];
}

/**
 * Each instruction's program, accounts (with signer/writable flags) and data, so two messages can
 * be compared whatever order their account lists have. Accounts loaded from lookup tables are
 * resolved when `loaded` is given, else named by table and index.
 */
export function instructionPrints(
  message: VersionedTransaction['message'],
  loaded?: LoadedAddresses,
): InstructionPrint[] {
  const { header, staticAccountKeys } = message;
  const nStatic = staticAccountKeys.length;
  const nSigned = header.numRequiredSignatures;
  const lookups = message.addressTableLookups;
  const lookupNames = [
    ...lookups.flatMap((l) => l.writableIndexes.map((i) => `${l.accountKey.toBase58()}#${i}`)),
    ...lookups.flatMap((l) => l.readonlyIndexes.map((i) => `${l.accountKey.toBase58()}#${i}`)),
  ];
  const nLookupWritable = lookups.reduce((n, l) => n + l.writableIndexes.length, 0);
  const keyAt = (i: number): string => {
    if (i < nStatic) return staticAccountKeys[i]?.toBase58() ?? `#${i}`;
    const j = i - nStatic;
    const resolved = loaded
      ? j < loaded.writable.length
        ? loaded.writable[j]
        : loaded.readonly[j - loaded.writable.length]
      : undefined;
    return resolved ?? lookupNames[j] ?? `#${i}`;
  };
  const flagsAt = (i: number): string => {
    if (i >= nStatic) return i - nStatic < nLookupWritable ? 'w' : '';
    const signer = i < nSigned;
    const writable = signer
      ? i < nSigned - header.numReadonlySignedAccounts
      : i < nStatic - header.numReadonlyUnsignedAccounts;
    return `${signer ? 's' : ''}${writable ? 'w' : ''}`;
  };
  return message.compiledInstructions.map((ix) => ({
    program: keyAt(ix.programIdIndex),
    accounts: ix.accountKeyIndexes.map((i) => `${keyAt(i)}:${flagsAt(i)}`),
    data: bytesToBase64(ix.data),
  }));
}

const isWalletAddition = (p: InstructionPrint) =>
  p.program === COMPUTE_BUDGET_PROGRAM_ID || p.program === LIGHTHOUSE_PROGRAM_ID;

/** The instructions that say what a transaction does: everything wallets do not add. */
export function essentialPrints(prints: InstructionPrint[]): InstructionPrint[] {
  return prints.filter((p) => !isWalletAddition(p));
}

export function samePrints(a: InstructionPrint[], b: InstructionPrint[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (x, i) =>
        x.program === b[i]?.program &&
        x.data === b[i]?.data &&
        x.accounts.length === b[i]?.accounts.length &&
        x.accounts.every((acc, j) => acc === b[i]?.accounts[j]),
    )
  );
}

// ── Compute budget ───────────────────────────────────────────────────────────────────────────────

/** The runtime's default compute-unit limit per instruction, and its cap per transaction. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
const MAX_UNITS = 1_400_000;

function readLe(bytes: Uint8Array, offset: number, size: number): bigint {
  let v = 0n;
  for (let i = size - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[offset + i] ?? 0);
  return v;
}

/**
 * The priority fee a message pays, in lamports: compute-unit price (micro-lamports) × limit, as the
 * runtime charges it (rounded up). Without a limit instruction the runtime's default applies.
 */
export function priorityFeeLamports(prints: InstructionPrint[]): bigint {
  let price = 0n;
  let limit: bigint | undefined;
  for (const p of prints) {
    if (p.program !== COMPUTE_BUDGET_PROGRAM_ID) continue;
    const data = base64ToBytes(p.data);
    if (data[0] === 2 && data.length >= 5) limit = readLe(data, 1, 4);
    if (data[0] === 3 && data.length >= 9) price = readLe(data, 1, 8);
  }
  const others = prints.filter((p) => p.program !== COMPUTE_BUDGET_PROGRAM_ID).length;
  const units =
    limit ?? BigInt(Math.min(MAX_UNITS, DEFAULT_UNITS_PER_INSTRUCTION * Math.max(1, others)));
  return (price * units + 999_999n) / 1_000_000n;
}

/**
 * What a wallet added to a message (compared instruction by instruction), in the terms users are
 * told: the priority fee it pays on top, and the Lighthouse assertions. Undefined when unchanged.
 */
export function walletChanges(
  before: InstructionPrint[],
  after: InstructionPrint[],
  walletName: string,
): WalletChanges | undefined {
  if (samePrints(before, after)) return undefined;
  const only = (ps: InstructionPrint[], program: string) => ps.filter((p) => p.program === program);
  const feeBefore = priorityFeeLamports(before);
  const feeAfter = priorityFeeLamports(after);
  return {
    wallet: walletName,
    computeBudget: !samePrints(
      only(before, COMPUTE_BUDGET_PROGRAM_ID),
      only(after, COMPUTE_BUDGET_PROGRAM_ID),
    ),
    lighthouse:
      only(after, LIGHTHOUSE_PROGRAM_ID).length - only(before, LIGHTHOUSE_PROGRAM_ID).length,
    ...(feeAfter !== feeBefore ? { priorityFeeLamports: String(feeAfter - feeBefore) } : {}),
  };
}

// ── After signing ────────────────────────────────────────────────────────────────────────────────

export interface SigningResult {
  /** The wallet's signature, read from the signed bytes: the transaction id. */
  signature: string;
  /** What the wallet added, when the message changed in a way wallets do safely. */
  changes?: WalletChanges;
}

/**
 * Throws SigningCheckError unless `signed` does what `unsigned` does: the same fee payer, blockhash
 * and signers, every instruction other than compute-budget and Lighthouse ones unchanged and in
 * order, the Lighthouse instructions it had kept, every other signature kept, and the wallet's
 * signature present. Returns the signature and the wallet's changes, if any.
 */
export function checkAfterSigning(
  unsigned: VersionedTransaction,
  signed: VersionedTransaction,
  wallet: string,
  walletName: string,
): SigningResult {
  const changed = (why: string) =>
    new SigningCheckError(
      `The wallet changed the transaction while signing it: ${why}. The changed transaction was not sent.`,
    );
  const before = signerKeys(unsigned);
  const after = signerKeys(signed);
  if (after[0] !== before[0]) throw changed('it has another fee payer');
  if (after.length !== before.length || after.some((k, i) => k !== before[i])) {
    throw changed('it needs other signers');
  }
  if (signed.message.recentBlockhash !== unsigned.message.recentBlockhash) {
    throw changed('it has another blockhash');
  }
  if (signed.signatures.length !== after.length) {
    throw new SigningCheckError('The wallet returned a transaction with a different signer list.');
  }
  const beforeBytes = unsigned.message.serialize();
  const afterBytes = signed.message.serialize();
  const identical = sameBytes(beforeBytes, afterBytes);

  let changes: WalletChanges | undefined;
  if (!identical) {
    const printsBefore = instructionPrints(unsigned.message);
    const printsAfter = instructionPrints(signed.message);
    if (!samePrints(essentialPrints(printsBefore), essentialPrints(printsAfter))) {
      throw changed('it does something else than what you reviewed');
    }
    const lighthouseBefore = printsBefore.filter((p) => p.program === LIGHTHOUSE_PROGRAM_ID);
    const lighthouseAfter = printsAfter.filter((p) => p.program === LIGHTHOUSE_PROGRAM_ID);
    if (!samePrints(lighthouseBefore, lighthouseAfter.slice(0, lighthouseBefore.length))) {
      throw changed('it removed or altered a Lighthouse assertion');
    }
    changes = walletChanges(printsBefore, printsAfter, walletName);
  }

  for (let i = 0; i < after.length; i++) {
    const a = unsigned.signatures[i];
    const b = signed.signatures[i];
    if (after[i] === wallet) {
      if (isEmpty(b)) throw new SigningCheckError('The wallet returned the transaction unsigned.');
    } else if (!identical && !isEmpty(a)) {
      // Another signer's signature covers the old message: a changed message voids it.
      throw changed('a signature already on it no longer matches');
    } else if (!a || !b || a.some((x, j) => x !== b[j])) {
      throw new SigningCheckError('The wallet changed a signature that was already present.');
    }
  }
  const walletIndex = after.indexOf(wallet);
  const signature = signed.signatures[walletIndex];
  if (walletIndex < 0 || !signature) {
    throw new SigningCheckError('The wallet returned the transaction unsigned.');
  }
  return { signature: bs58.encode(signature), ...(changes ? { changes } : {}) };
}

/** Program id of each instruction, by index (for describing errors). */
export function instructionProgramIds(tx: Pick<VersionedTransaction, 'message'>): string[] {
  const keys = tx.message.staticAccountKeys;
  return tx.message.compiledInstructions.map((ix) => keys[ix.programIdIndex]?.toBase58() ?? '');
}
