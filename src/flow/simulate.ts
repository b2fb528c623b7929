// What a transaction under review would do to the user's balances, by simulating it against the
// RPC (nothing signed, nothing sent), plus its estimated cost. Written against a small port so the
// balance arithmetic is tested with a fake connection; the web3.js adapter is simulationPort.ts.
import {
  PublicKey,
  type AddressLookupTableAccount,
  type VersionedTransaction,
} from '@solana/web3.js';
import { formatBaseUnits } from '../solana/amounts';
import { inspectTransaction } from '../solana/inspect';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../solana/programs';
import { findToken } from '../solana/tokens';
import type { BalanceChange, TxSimulation } from '../ui/TxReview';
import { describeTransactionError } from './chainErrors';
import { instructionProgramIds } from './checks';

/** An account as the simulation returns it (after the transaction). */
export interface RawAccount {
  lamports: bigint;
  /** The owning program. */
  owner: string;
  data: Uint8Array;
}

/** One of the wallet's token accounts, as the RPC reports it now. */
export interface WalletTokenAccount {
  address: string;
  mint: string;
  /** Base units. */
  amount: bigint;
  decimals: number;
}

export interface SimulationResult {
  err: unknown;
  logs: string[];
  unitsConsumed?: number;
  /** The requested accounts after the transaction, in request order (null: does not exist). */
  accounts: (RawAccount | null)[] | null;
}

export interface SimulationPort {
  /** simulateTransaction without signature checks, with the transaction's own blockhash. */
  simulate(tx: VersionedTransaction, addresses: readonly string[]): Promise<SimulationResult>;
  /** Lamports of each account now, in order (null: the account does not exist). */
  getLamports(addresses: readonly string[]): Promise<(bigint | null)[]>;
  /** The owner's token accounts of both token programs. */
  getTokenAccounts(owner: string): Promise<WalletTokenAccount[]>;
  /** A mint's decimals, or null when the account is not a mint. */
  getMintDecimals(mint: string): Promise<number | null>;
  /** The network fee for the message (lamports), or null when its blockhash is unknown. */
  getFee(tx: VersionedTransaction): Promise<bigint | null>;
  /** Lamports an account of `size` bytes needs to be rent-exempt. */
  getRentExemption(size: number): Promise<bigint>;
  /** The address lookup tables at `addresses` that exist (a v0 transaction's tables). */
  getLookupTables?(addresses: readonly string[]): Promise<AddressLookupTableAccount[]>;
}

/** One transaction's review facts: the simulation as TxReview shows it, fee and rent. */
export interface TxCheck {
  simulation: TxSimulation;
  feeLamports?: bigint;
  /**
   * Lamports the accounts this transaction creates hold afterwards (their rent deposit): from the
   * simulation, or read from the instructions when it failed (`rentEstimated`).
   */
  rentLamports?: bigint;
  rentEstimated?: boolean;
  /** The transaction's blockhash is no longer valid: confirming fetches a fresh transaction. */
  blockhashExpired?: boolean;
  /** The lookup tables a v0 transaction loads accounts from, read from the chain (the review names
   * those accounts with them). */
  lookupTables?: AddressLookupTableAccount[];
}

const SOL_DECIMALS = 9;
const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]);
/** Token accounts (both programs) start with mint (32), owner (32), amount (u64 LE). */
const TOKEN_ACCOUNT_MIN = 165;
/** System program instruction indexes. */
const CREATE_ACCOUNT = 0;
const CREATE_ACCOUNT_WITH_SEED = 3;

/** Reads mint, owner and amount of a token account's data; null when it is not one. */
export function readTokenAccount(
  account: RawAccount | null,
): { mint: string; owner: string; amount: bigint } | null {
  if (!account || !TOKEN_PROGRAMS.has(account.owner) || account.data.length < TOKEN_ACCOUNT_MIN) {
    return null;
  }
  const view = new DataView(account.data.buffer, account.data.byteOffset, account.data.byteLength);
  return {
    mint: new PublicKey(account.data.subarray(0, 32)).toBase58(),
    owner: new PublicKey(account.data.subarray(32, 64)).toBase58(),
    amount: view.getBigUint64(64, true),
  };
}

/**
 * Simulates `tx` for `wallet` and works out the wallet's balance changes: SOL from the fee
 * payer's lamports, and every token the transaction touches — the wallet's existing token accounts
 * that appear in it (or whose mint does), and token accounts it creates for the wallet.
 */
export async function checkTransaction(
  port: SimulationPort,
  tx: VersionedTransaction,
  wallet: string,
): Promise<TxCheck> {
  const tableKeys = tx.message.addressTableLookups.map((l) => l.accountKey.toBase58());
  // Unread tables leave their accounts unresolved; the review says so.
  const lookupTables =
    tableKeys.length > 0 && port.getLookupTables
      ? await port.getLookupTables(tableKeys).catch(() => undefined)
      : undefined;
  const tables = lookupTables ? { lookupTables } : {};
  const inspection = inspectTransaction(tx, tables);
  const inTx = new Set(inspection.accounts.flatMap((a) => (a.address ? [a.address] : [])));
  const [lamportsNow, tokenAccounts, feeLamports] = await Promise.all([
    port.getLamports([wallet, ...inspection.createdAccounts]),
    port.getTokenAccounts(wallet),
    port.getFee(tx).catch(() => null),
  ]);
  const lamportsBefore = lamportsNow[0] ?? 0n;
  // An idempotent create of an account that already exists creates (and costs) nothing.
  const existedBefore = new Map(
    inspection.createdAccounts.map((a, i) => [a, lamportsNow[1 + i] ?? null]),
  );
  const watched = tokenAccounts.filter((a) => inTx.has(a.address) || inTx.has(a.mint));
  const watchedAddresses = new Set(watched.map((a) => a.address));
  const created = inspection.createdAccounts.filter(
    (a) => a !== wallet && !watchedAddresses.has(a),
  );
  const addresses = [wallet, ...watched.map((a) => a.address), ...created];
  const sim = await port.simulate(tx, addresses);
  const fee = feeLamports ?? undefined;
  if (sim.err !== null && sim.err !== undefined) {
    const rent = await rentFromInstructions(port, tx).catch(() => undefined);
    return {
      simulation: {
        status: 'error',
        error: describeTransactionError(sim.err, instructionProgramIds(tx), sim.logs),
        logs: sim.logs,
        unitsConsumed: sim.unitsConsumed,
      },
      feeLamports: fee,
      rentLamports: rent,
      rentEstimated: rent !== undefined,
      blockhashExpired: sim.err === 'BlockhashNotFound',
      ...tables,
    };
  }
  const after = sim.accounts ?? [];
  const at = (i: number): RawAccount | null | undefined => after[i];

  // Per mint: before and after summed over the wallet's accounts of that mint.
  const byMint = new Map<string, { before: bigint; after: bigint; decimals?: number }>();
  const add = (mint: string, before: bigint, afterAmount: bigint, decimals?: number) => {
    const entry = byMint.get(mint) ?? { before: 0n, after: 0n, decimals };
    entry.before += before;
    entry.after += afterAmount;
    entry.decimals ??= decimals;
    byMint.set(mint, entry);
  };
  watched.forEach((account, i) => {
    const post = at(1 + i);
    // Missing from the answer: unknown, assume unchanged. Null: the account was closed.
    const amount = post === undefined ? account.amount : (readTokenAccount(post)?.amount ?? 0n);
    add(account.mint, account.amount, amount, account.decimals);
  });
  let rent = 0n;
  created.forEach((address, j) => {
    const post = at(1 + watched.length + j);
    if (!post) return;
    const held = post.lamports - (existedBefore.get(address) ?? 0n);
    if (held > 0n) rent += held;
    const token = readTokenAccount(post);
    if (token && token.owner === wallet) add(token.mint, 0n, token.amount);
  });

  const changes: BalanceChange[] = [];
  const walletAfter = at(0);
  if (walletAfter) {
    changes.push(change('SOL', 'SOL', lamportsBefore, walletAfter.lamports, SOL_DECIMALS));
  }
  for (const [mint, entry] of byMint) {
    if (entry.after === entry.before) continue;
    const decimals =
      entry.decimals ??
      tokenAccounts.find((a) => a.mint === mint)?.decimals ??
      findToken(mint)?.decimals ??
      (await port.getMintDecimals(mint).catch(() => null));
    if (decimals === null || decimals === undefined) continue;
    changes.push(change(mint, findToken(mint)?.symbol, entry.before, entry.after, decimals));
  }
  return {
    simulation: {
      status: 'ok',
      logs: sim.logs,
      unitsConsumed: sim.unitsConsumed,
      balanceChanges: changes,
    },
    feeLamports: fee,
    rentLamports: rent,
    ...tables,
  };
}

/**
 * The rent a transaction's instructions lock up, read from the instructions themselves (for a
 * transaction that can't be simulated yet): System createAccount(WithSeed) carry the lamports they
 * fund; an associated token account not yet on chain costs the rent of a 165-byte token account.
 */
export async function rentFromInstructions(
  port: Pick<SimulationPort, 'getRentExemption' | 'getLamports'>,
  tx: VersionedTransaction,
): Promise<bigint> {
  const keys = tx.message.staticAccountKeys.map((k) => k.toBase58());
  let rent = 0n;
  const tokenAccounts: string[] = [];
  for (const ix of tx.message.compiledInstructions) {
    const program = keys[ix.programIdIndex];
    const data = ix.data;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (program === SYSTEM_PROGRAM_ID && data.length >= 4) {
      const kind = view.getUint32(0, true);
      // createAccount: lamports at 4. createAccountWithSeed: base (32), seed (u64 length + bytes).
      if (kind === CREATE_ACCOUNT && data.length >= 12) rent += view.getBigUint64(4, true);
      if (kind === CREATE_ACCOUNT_WITH_SEED && data.length >= 44) {
        const at = 44 + Number(view.getBigUint64(36, true));
        if (data.length >= at + 8) rent += view.getBigUint64(at, true);
      }
    } else if (program === ASSOCIATED_TOKEN_PROGRAM_ID && (data.length === 0 || data[0]! <= 1)) {
      // create (empty or 0) and createIdempotent (1); the new account is the second account.
      const address = keys[ix.accountKeyIndexes[1] ?? -1];
      if (address) tokenAccounts.push(address);
    }
  }
  if (tokenAccounts.length > 0) {
    // Idempotent creates of accounts that exist already cost nothing.
    const existing = await port.getLamports(tokenAccounts);
    const missing = existing.filter((l) => l === null).length;
    if (missing > 0) rent += BigInt(missing) * (await port.getRentExemption(TOKEN_ACCOUNT_MIN));
  }
  return rent;
}

function change(
  mint: string,
  symbol: string | undefined,
  before: bigint,
  after: bigint,
  decimals: number,
): BalanceChange {
  return {
    mint,
    symbol,
    before: formatBaseUnits(before, decimals),
    after: formatBaseUnits(after, decimals),
    delta: formatBaseUnits(after - before, decimals),
  };
}
