// Where a basket's holdings over time can be read from. Its token balances after each transaction
// say what it held only when the token accounts are its own. The real program keeps every basket's
// tokens in one shared vault per token, owned by the program's authority and named by its token
// list (`pdaTokenAccount`; docs/real-service.md), and records each basket's share in the basket's
// own state (`currentCompAmount`), which a transaction's meta does not carry. There, balances would
// count every basket's tokens: the holdings are worked back from the basket's state now instead
// (sharedVaultHoldings.ts). Pure.
import { BASKETS_PROGRAM_PDA } from '../../solana/programs';

export type VaultSource =
  /** Token accounts that hold this basket's tokens and no other basket's: read their history. */
  | { kind: 'own'; owner: string; accounts: readonly string[] }
  /** No token account of this basket alone: worked back from what its state records now. */
  | { kind: 'shared'; why: 'program-vaults' | 'no-authority' | 'no-vaults' };

/**
 * The basket's vaults, from its token's mint authority and the token accounts that authority owns.
 * They are its own unless the authority is the program's (every basket's) or one of the accounts is
 * a vault the program's token list names (shared by every basket).
 */
export function vaultSource(
  mintAuthority: string | null,
  authorityAccounts: readonly string[],
  programVaults: ReadonlySet<string>,
): VaultSource {
  if (mintAuthority === null) return { kind: 'shared', why: 'no-authority' };
  if (mintAuthority === BASKETS_PROGRAM_PDA || authorityAccounts.some((a) => programVaults.has(a)))
    return { kind: 'shared', why: 'program-vaults' };
  // An authority that holds nothing (say, the basket's state account minting its token while the
  // program's shared vaults hold its tokens): reading it would value the basket at zero.
  if (authorityAccounts.length === 0) return { kind: 'shared', why: 'no-vaults' };
  return { kind: 'own', owner: mintAuthority, accounts: authorityAccounts };
}

/** Whether the mint authority's token accounts are worth asking for (it is not the program's). */
export const mayOwnVaults = (mintAuthority: string | null): mintAuthority is string =>
  mintAuthority !== null && mintAuthority !== BASKETS_PROGRAM_PDA;
