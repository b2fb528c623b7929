// What the checks expect, read from the chain with web3.js and spl-token — never through the SDK
// under test, so an SDK figure is compared with the accounts it should agree with.
import { AccountLayout } from '@solana/spl-token';
import { PublicKey, type AccountInfo } from '@solana/web3.js';
import type * as testing from '../sandbox/service/testing';

type Connection = testing.TestSandbox['connection'];

/** Base units in an SPL token account, decoded by spl-token's own layout (0 when it is absent). */
export function unitsIn(account: AccountInfo<Buffer> | null): bigint {
  return account ? AccountLayout.decode(account.data).amount : 0n;
}

/** Base units of `mint` that `owner` holds, over all its token accounts of that mint. */
export async function balance(connection: Connection, owner: PublicKey, mint: string) {
  const accounts = await connection.getTokenAccountsByOwner(owner, { mint: new PublicKey(mint) });
  return accounts.value.reduce((sum, a) => sum + unitsIn(a.account), 0n);
}

/** Whether two reads of the same accounts found the same bytes (nothing landed in between). */
export function sameAccounts(
  a: readonly (AccountInfo<Buffer> | null)[],
  b: readonly (AccountInfo<Buffer> | null)[],
): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i] ?? null;
      return x === null || y === null ? x === y : x.data.equals(y.data);
    })
  );
}
