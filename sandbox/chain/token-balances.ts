// Token balances of a transaction's accounts, in the shape of a node's pre/postTokenBalances.
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';

export const TOKEN_PROGRAM = TOKEN_PROGRAM_ID.toBase58();
export const TOKEN_2022_PROGRAM = TOKEN_2022_PROGRAM_ID.toBase58();

export const TOKEN_ACCOUNT_SIZE = 165;
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE_ACCOUNT = 2;

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

/** The fields of an account that token parsing needs. */
export interface AccountBytes {
  owner: string;
  data: Uint8Array;
}

export function isTokenProgram(owner: string): boolean {
  return owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM;
}

/** Whether the bytes are an SPL token account (not a mint, not a multisig). */
export function isTokenAccount(acc: AccountBytes): boolean {
  if (!isTokenProgram(acc.owner) || acc.data.length < TOKEN_ACCOUNT_SIZE) return false;
  if (acc.data.length === TOKEN_ACCOUNT_SIZE) return true;
  return acc.owner === TOKEN_2022_PROGRAM && acc.data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT;
}

export function readU64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

/** "1.5" for 1500000 with 6 decimals; "0" for zero; no trailing zeros (as a node prints). */
export function uiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString();
  const s = amount.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const str = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(str), uiAmountString: str };
}

/** Decimals of a mint account's bytes, or null when they are not a mint. */
export function mintDecimals(acc: AccountBytes | null): number | null {
  if (!acc || !isTokenProgram(acc.owner) || acc.data.length < 82) return null;
  return acc.data[44] ?? null;
}

/** Token balances for the given account keys, reading accounts through `read`. */
export function tokenBalances(
  keys: readonly string[],
  read: (address: string) => AccountBytes | null,
): TokenBalance[] {
  const out: TokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const acc = read(key);
    if (!acc || !isTokenAccount(acc)) return;
    const mint = new PublicKey(acc.data.subarray(0, 32)).toBase58();
    const decimals = mintDecimals(read(mint));
    if (decimals === null) return;
    out.push({
      accountIndex,
      mint,
      owner: new PublicKey(acc.data.subarray(32, 64)).toBase58(),
      programId: acc.owner,
      uiTokenAmount: uiTokenAmount(readU64(acc.data, 64), decimals),
    });
  });
  return out;
}
