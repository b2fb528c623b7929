// What a simulated transaction does to the wallet, from the accounts it watched before and after:
// SOL from the wallet's lamports, each token summed over the wallet's accounts of its mint, and the
// rent the accounts it creates hold. The same arithmetic serves a transaction simulated alone (its
// "before" read from the chain now) and a step of a sequence (its "before" is what the steps
// before it leave: docs/flow-engine.md rule 13).
import { formatBaseUnits } from '../solana/amounts';
import { findToken } from '../solana/tokens';
import type { BalanceChange } from '../ui/TxReview';
import { PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../solana/programs';
import type { RawAccount, SimulationPort } from './simulationTypes';

/** What an account holds, as far as the wallet's balances are concerned. */
export interface Holding {
  lamports: bigint;
  token: { mint: string; owner: string; amount: bigint } | null;
}

/** An account the simulation reported on. */
export interface WatchedAccount {
  address: string;
  /** Before the transaction (null: no account). */
  before: Holding | null;
  /** After it (null: no account; undefined: not reported, taken as unchanged). */
  after: Holding | null | undefined;
  /** The transaction creates it: what it holds afterwards is rent. */
  created: boolean;
}

/** One of the wallet's balances before and after, in base units ('SOL': lamports). */
export interface BalanceRow {
  mint: string;
  before: bigint;
  after: bigint;
  decimals: number;
}

const SOL_DECIMALS = 9;
const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]);
/** Token accounts (both programs) start with mint (32), owner (32), amount (u64 LE). */
export const TOKEN_ACCOUNT_MIN = 165;

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

export function holdingOf(account: RawAccount | null): Holding | null {
  return account && account.lamports > 0n
    ? { lamports: account.lamports, token: readTokenAccount(account) }
    : null;
}

/** The rows as the review shows them: signed display units, the token's symbol when known. */
export function balanceChanges(rows: readonly BalanceRow[]): BalanceChange[] {
  return rows.map(({ mint, before, after, decimals }) => ({
    mint,
    symbol: mint === 'SOL' ? 'SOL' : findToken(mint)?.symbol,
    before: formatBaseUnits(before, decimals),
    after: formatBaseUnits(after, decimals),
    delta: formatBaseUnits(after - before, decimals),
  }));
}

/**
 * The wallet's balances `watched` shows moving (SOL whenever the wallet's own account was reported
 * after, tokens only when they change) and the rent the created accounts hold. Decimals come from
 * the wallet's token accounts, the token list, else the mint itself; a token whose decimals cannot
 * be read is left out.
 */
export async function walletEffects(
  port: Pick<SimulationPort, 'getMintDecimals'>,
  wallet: string,
  knownDecimals: ReadonlyMap<string, number>,
  watched: readonly WatchedAccount[],
): Promise<{ rows: BalanceRow[]; rent: bigint }> {
  const byMint = new Map<string, { before: bigint; after: bigint }>();
  let rent = 0n;
  let sol: BalanceRow | undefined;
  for (const { address, before, after, created } of watched) {
    if (address === wallet && after) {
      sol = {
        mint: 'SOL',
        before: before?.lamports ?? 0n,
        after: after.lamports,
        decimals: SOL_DECIMALS,
      };
    }
    if (created && after) {
      const held = after.lamports - (before?.lamports ?? 0n);
      if (held > 0n && address !== wallet) rent += held;
    }
    const final = after === undefined ? before : after;
    const mine = (h: Holding | null | undefined) => (h?.token?.owner === wallet ? h.token : null);
    const [from, to] = [mine(before), mine(final)];
    const mint = from?.mint ?? to?.mint;
    if (!mint) continue;
    const entry = byMint.get(mint) ?? { before: 0n, after: 0n };
    entry.before += from?.mint === mint ? from.amount : 0n;
    entry.after += to?.mint === mint ? to.amount : 0n;
    byMint.set(mint, entry);
  }
  const rows: BalanceRow[] = sol ? [sol] : [];
  for (const [mint, { before, after }] of byMint) {
    if (after === before) continue;
    const decimals =
      knownDecimals.get(mint) ??
      findToken(mint)?.decimals ??
      (await port.getMintDecimals(mint).catch(() => null));
    if (decimals === null || decimals === undefined) continue;
    rows.push({ mint, before, after, decimals });
  }
  return { rows, rent };
}
