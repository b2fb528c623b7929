// The withdraw account is the account the withdraw transaction creates: the transaction is the only
// place the real API names it, and claim needs it.
import { decodeTransaction } from '../../solana/decode';
import { inspectTransaction } from '../../solana/inspect';
import { ASSOCIATED_TOKEN_PROGRAM_ID } from '../../solana/programs';

/**
 * The account the withdraw transaction creates, or undefined when it creates none. Token accounts
 * it may open on the way (associated token accounts) are not the withdraw account.
 */
export function findWithdrawAccount(withdrawTransactionBase64: string): string | undefined {
  const inspection = inspectTransaction(decodeTransaction(withdrawTransactionBase64));
  const tokenAccounts = new Set(
    inspection.instructions
      .filter((ix) => ix.program === ASSOCIATED_TOKEN_PROGRAM_ID)
      .map((ix) => ix.accounts[1]),
  );
  return inspection.createdAccounts.find((a) => !tokenAccounts.has(a));
}
