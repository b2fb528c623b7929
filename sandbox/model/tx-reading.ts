// What a confirmed transaction's own instructions moved: token transfers into an account, burns of
// a mint, lamports sent to an address. The index trusts these (they ran) over any memo's words.
import { SystemProgram } from '@solana/web3.js';
import { BASKET_TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './addresses';
import type { DecodedTransaction } from './memo';

const TOKEN_TRANSFER_CHECKED = 12;
const TOKEN_BURN_CHECKED = 15;
const SYSTEM_TRANSFER = 2;

function u64At(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined;
  return Buffer.from(data).readBigUInt64LE(offset);
}

/** Amount of a `TransferChecked` into `destination` inside the transaction, if any. */
export function transferredInto(
  decoded: DecodedTransaction,
  destination: string,
): bigint | undefined {
  for (const ix of decoded.instructions) {
    const isToken =
      ix.programId.equals(TOKEN_PROGRAM_ID) || ix.programId.equals(TOKEN_2022_PROGRAM_ID);
    if (
      isToken &&
      ix.data[0] === TOKEN_TRANSFER_CHECKED &&
      ix.accounts[2]?.toBase58() === destination
    ) {
      return u64At(ix.data, 1);
    }
  }
  return undefined;
}

/** Amount of a basket-token `BurnChecked` of `mint` inside the transaction, if any. */
export function burnedOf(decoded: DecodedTransaction, mint: string): bigint | undefined {
  for (const ix of decoded.instructions) {
    if (
      ix.programId.equals(BASKET_TOKEN_PROGRAM_ID) &&
      ix.data[0] === TOKEN_BURN_CHECKED &&
      ix.accounts[1]?.toBase58() === mint
    ) {
      return u64At(ix.data, 1);
    }
  }
  return undefined;
}

/** Lamports the transaction's System transfers send to `to`. */
export function lamportsSentTo(decoded: DecodedTransaction, to: string): bigint {
  let sum = 0n;
  for (const ix of decoded.instructions) {
    if (!ix.programId.equals(SystemProgram.programId) || ix.accounts[1]?.toBase58() !== to) {
      continue;
    }
    if (ix.data.length !== 12 || Buffer.from(ix.data).readUInt32LE(0) !== SYSTEM_TRANSFER) continue;
    sum += u64At(ix.data, 4) ?? 0n;
  }
  return sum;
}
