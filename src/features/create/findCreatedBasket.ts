// The basket's addresses, read from the create transaction itself: the transaction that creates
// the accounts is the only record the real API gives of them.
import { decodeTransaction } from '../../solana/decode';
import { inspectTransaction } from '../../solana/inspect';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';

export interface CreatedBasket {
  /** The basket's state account: the `basket` of deposit, edit and the rest. */
  address: string;
  /** The basket token mint. */
  mint?: string;
}

const MINT_INIT = new Set(['initializeMint', 'initializeMint2']);

/**
 * The mint is the account a token program initializes as a mint; the basket is the first other
 * account the transaction creates (on the sandbox: createWithSeed basket, then the mint).
 * Undefined when the transaction creates nothing recognisable.
 */
export function findCreatedBasket(createTransactionBase64: string): CreatedBasket | undefined {
  const inspection = inspectTransaction(decodeTransaction(createTransactionBase64));
  const mint = inspection.instructions.find(
    (ix) =>
      (ix.program === TOKEN_PROGRAM_ID || ix.program === TOKEN_2022_PROGRAM_ID) &&
      ix.name !== undefined &&
      MINT_INIT.has(ix.name),
  )?.accounts[0];
  const address = inspection.createdAccounts.find((a) => a !== mint);
  if (!address) return undefined;
  return { address, mint };
}
