// What a transaction under review would do to the user's balances, by simulating it against the
// RPC (nothing signed, nothing sent), plus its estimated cost. Written against a small port so the
// balance arithmetic is tested with a fake connection; the web3.js adapter is simulationPort.ts.
import type { AddressLookupTableAccount, VersionedTransaction } from '@solana/web3.js';
import { inspectTransaction, type TxInspection } from '../solana/inspect';
import { ASSOCIATED_TOKEN_PROGRAM_ID, SYSTEM_PROGRAM_ID } from '../solana/programs';
import { describeTransactionError } from './chainErrors';
import { instructionProgramIds } from './checks';
import type {
  RawAccount,
  SimulationPort,
  SimulationResult,
  TxCheck,
  WalletTokenAccount,
} from './simulationTypes';
import { TOKEN_ACCOUNT_MIN, balanceChanges, holdingOf, walletEffects } from './walletEffects';

/** System program instruction indexes. */
const CREATE_ACCOUNT = 0;
const CREATE_ACCOUNT_WITH_SEED = 3;

/** A transaction read for the review: its lookup tables, its accounts, what it creates. */
export interface TxPlan {
  tx: VersionedTransaction;
  inspection: TxInspection;
  /** Every account it names (lookup-table entries resolved where the tables were read). */
  inTx: ReadonlySet<string>;
  /** The lookup tables a v0 transaction loads accounts from, as read (absent: none, or unread). */
  tables: { lookupTables?: AddressLookupTableAccount[] };
}

export async function planTransaction(
  port: Pick<SimulationPort, 'getLookupTables'>,
  tx: VersionedTransaction,
): Promise<TxPlan> {
  const tableKeys = tx.message.addressTableLookups.map((l) => l.accountKey.toBase58());
  // Unread tables leave their accounts unresolved; the review says so.
  const lookupTables =
    tableKeys.length > 0 && port.getLookupTables
      ? await port.getLookupTables(tableKeys).catch(() => undefined)
      : undefined;
  const tables = lookupTables ? { lookupTables } : {};
  const inspection = inspectTransaction(tx, tables);
  const inTx = new Set(inspection.accounts.flatMap((a) => (a.address ? [a.address] : [])));
  return { tx, inspection, inTx, tables };
}

/** The wallet's token accounts a transaction touches: named in it, or of a mint it names. */
export function tokenAccountsIn(
  plan: TxPlan,
  tokenAccounts: readonly WalletTokenAccount[],
): WalletTokenAccount[] {
  return tokenAccounts.filter((a) => plan.inTx.has(a.address) || plan.inTx.has(a.mint));
}

/** Decimals of the mints the wallet holds. */
export const decimalsOf = (tokenAccounts: readonly WalletTokenAccount[]) =>
  new Map(tokenAccounts.map((a) => [a.mint, a.decimals]));

/** What the review shows of a transaction whose simulation failed: why, its logs, its cost. */
export async function failedCheck(
  port: Pick<SimulationPort, 'getRentExemption' | 'getLamports'>,
  plan: TxPlan,
  sim: Pick<SimulationResult, 'err' | 'logs' | 'unitsConsumed'>,
  feeLamports: bigint | undefined,
): Promise<TxCheck> {
  const rent = await rentFromInstructions(port, plan.tx).catch(() => undefined);
  return {
    simulation: {
      status: 'error',
      error: describeTransactionError(sim.err, instructionProgramIds(plan.tx), sim.logs),
      logs: sim.logs,
      unitsConsumed: sim.unitsConsumed,
    },
    feeLamports,
    rentLamports: rent,
    rentEstimated: rent !== undefined,
    blockhashExpired: sim.err === 'BlockhashNotFound',
    ...plan.tables,
  };
}

const failed = (err: unknown) => err !== null && err !== undefined;

/** An account after the simulation: undefined (not reported) stays unknown. */
const holdingAfter = (account: RawAccount | null | undefined) =>
  account === undefined ? undefined : holdingOf(account);

/**
 * Simulates `tx` alone for `wallet` and works out the wallet's balance changes: SOL from the fee
 * payer's lamports, and every token the transaction touches — the wallet's existing token accounts
 * that appear in it (or whose mint does), and token accounts it creates for the wallet.
 */
export async function checkTransaction(
  port: SimulationPort,
  tx: VersionedTransaction,
  wallet: string,
): Promise<TxCheck> {
  const [plan, tokenAccounts] = await Promise.all([
    planTransaction(port, tx),
    port.getTokenAccounts(wallet),
  ]);
  return checkPlanned(port, plan, wallet, tokenAccounts);
}

/** checkTransaction for a transaction already read, with the wallet's token accounts now. */
export async function checkPlanned(
  port: SimulationPort,
  plan: TxPlan,
  wallet: string,
  tokenAccounts: readonly WalletTokenAccount[],
): Promise<TxCheck> {
  const { tx, inspection } = plan;
  const [lamportsNow, feeLamports] = await Promise.all([
    port.getLamports([wallet, ...inspection.createdAccounts]),
    port.getFee(tx).catch(() => null),
  ]);
  // An idempotent create of an account that already exists creates (and costs) nothing.
  const existedBefore = new Map(
    inspection.createdAccounts.map((a, i) => [a, lamportsNow[1 + i] ?? null]),
  );
  const watched = tokenAccountsIn(plan, tokenAccounts);
  const watchedAddresses = new Set(watched.map((a) => a.address));
  const created = inspection.createdAccounts.filter(
    (a) => a !== wallet && !watchedAddresses.has(a),
  );
  const sim = await port.simulate(tx, [wallet, ...watched.map((a) => a.address), ...created]);
  const fee = feeLamports ?? undefined;
  if (failed(sim.err)) return failedCheck(port, plan, sim, fee);
  const after = sim.accounts ?? [];
  const { rows, rent } = await walletEffects(port, wallet, decimalsOf(tokenAccounts), [
    {
      address: wallet,
      before: { lamports: lamportsNow[0] ?? 0n, token: null },
      after: holdingAfter(after[0]),
      created: false,
    },
    ...watched.map((a, i) => ({
      address: a.address,
      before: { lamports: 0n, token: { mint: a.mint, owner: wallet, amount: a.amount } },
      after: holdingAfter(after[1 + i]),
      created: false,
    })),
    ...created.map((address, j) => {
      const lamports = existedBefore.get(address) ?? null;
      return {
        address,
        before: lamports === null ? null : { lamports, token: null },
        after: holdingAfter(after[1 + watched.length + j]),
        created: true,
      };
    }),
  ]);
  return {
    simulation: {
      status: 'ok',
      logs: sim.logs,
      unitsConsumed: sim.unitsConsumed,
      balanceChanges: balanceChanges(rows),
    },
    feeLamports: fee,
    rentLamports: rent,
    ...plan.tables,
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
