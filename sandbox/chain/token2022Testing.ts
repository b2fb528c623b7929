// For tests: a Token-2022 mint whose metadata extension names it (name, symbol, uri), as any
// creator can make one, and, if asked, a holder's associated account with tokens minted to it.
// The sandbox's own tests read it back; the end-to-end tests make look-alikes of USDC this way
// (e2e/support/look-alike.ts).
import {
  ExtensionType,
  TOKEN_2022_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMetadataPointerInstruction,
  createInitializeMintInstruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  getMintLen,
} from '@solana/spl-token';
import { createInitializeInstruction, pack } from '@solana/spl-token-metadata';
import { SystemProgram, Transaction, type Connection, type PublicKey } from '@solana/web3.js';

export interface MetadataMint {
  /** Pays, and is the mint's mint and update authority: signs with the mint's key. */
  payer: PublicKey;
  mint: PublicKey;
  /** Gets an associated account (and the `amount` minted); none without one. */
  holder?: PublicKey;
  name: string;
  symbol: string;
  uri?: string;
  decimals?: number;
  /** Base units minted to the holder; none by default. */
  amount?: bigint;
}

/** The transaction that makes the mint, its metadata and the holder's account (unsigned). */
export async function metadataMintTransaction(
  connection: Connection,
  { payer, mint, holder, name, symbol, uri = '', decimals = 6, amount = 0n }: MetadataMint,
): Promise<Transaction> {
  const mintLen = getMintLen([ExtensionType.MetadataPointer]);
  // The metadata extension grows the account when it is written: rent for the whole, space for the
  // mint (Token-2022 reallocates).
  const metadata = { mint, name, symbol, uri, additionalMetadata: [], updateAuthority: payer };
  const fullLen = mintLen + 4 + pack(metadata).length;
  const transaction = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: payer,
      newAccountPubkey: mint,
      space: mintLen,
      lamports: await connection.getMinimumBalanceForRentExemption(fullLen),
      programId: TOKEN_2022_PROGRAM_ID,
    }),
    createInitializeMetadataPointerInstruction(mint, payer, mint, TOKEN_2022_PROGRAM_ID),
    createInitializeMintInstruction(mint, decimals, payer, null, TOKEN_2022_PROGRAM_ID),
    createInitializeInstruction({
      programId: TOKEN_2022_PROGRAM_ID,
      metadata: mint,
      updateAuthority: payer,
      mint,
      mintAuthority: payer,
      name,
      symbol,
      uri,
    }),
  );
  if (!holder) return transaction;
  const holderAccount = getAssociatedTokenAddressSync(mint, holder, false, TOKEN_2022_PROGRAM_ID);
  transaction.add(
    createAssociatedTokenAccountIdempotentInstruction(
      payer,
      holderAccount,
      holder,
      mint,
      TOKEN_2022_PROGRAM_ID,
    ),
  );
  if (amount > 0n) {
    transaction.add(
      createMintToInstruction(mint, holderAccount, payer, amount, [], TOKEN_2022_PROGRAM_ID),
    );
  }
  return transaction;
}
