// What an operation's transactions name — the basket a create makes, its mint, the withdraw account
// a withdraw opens — read once from the transactions themselves (docs/flow-engine.md rule 7), never
// from the sandbox's instruction shape: first the real Basket program's instruction
// (./basketsInstructions.ts: the accounts by position), else the accounts the transaction's own
// top-level instructions create (System, Associated Token Account, token mint initialisation),
// which any builder uses.
import type { VersionedTransaction } from '@solana/web3.js';
import { basketsAccount } from './basketsInstructions';
import { inspectTransaction } from './inspect';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  BASKETS_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './programs';

/** Addresses an operation's transactions name (base58). */
export interface TxFacts {
  basket?: string;
  basketMint?: string;
  withdrawAccount?: string;
  metadataAccount?: string;
}

/** An account a confirmed transaction created, and its owner after it. */
export interface CreatedAccountFact {
  address: string;
  owner?: string;
}

const MINT_INIT = new Set(['initializeMint', 'initializeMint2']);
const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]);

const defined = (facts: TxFacts): TxFacts =>
  Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined));

/** Accounts the transaction's top-level instructions create, less the token accounts. */
function createdNonTokenAccounts(tx: VersionedTransaction): { created: string[]; mint?: string } {
  const inspection = inspectTransaction(tx);
  const tokenAccounts = new Set(
    inspection.instructions
      .filter((ix) => ix.program === ASSOCIATED_TOKEN_PROGRAM_ID)
      .map((ix) => ix.accounts[1]),
  );
  const mint = inspection.instructions.find(
    (ix) => TOKEN_PROGRAMS.has(ix.program) && ix.name !== undefined && MINT_INIT.has(ix.name),
  )?.accounts[0];
  return {
    created: inspection.createdAccounts.filter((a) => !tokenAccounts.has(a) && a !== mint),
    ...(mint ? { mint } : {}),
  };
}

/** Token-2022 keeps a mint's name, symbol and uri in the mint itself when it initialises them. */
function tokenMetadataInMint(tx: VersionedTransaction): string | undefined {
  return inspectTransaction(tx).instructions.find(
    (ix) => ix.program === TOKEN_2022_PROGRAM_ID && ix.name === 'initializeTokenMetadata',
  )?.accounts[0];
}

/** create's first transaction: the new basket, its token mint and its metadata account. */
export function createFacts(tx: VersionedTransaction): TxFacts {
  const basket = basketsAccount(tx, 'basket');
  if (basket) {
    return defined({
      basket,
      basketMint: basketsAccount(tx, 'basketMint'),
      metadataAccount: basketsAccount(tx, 'metadataAccount'),
    });
  }
  const { created, mint } = createdNonTokenAccounts(tx);
  return defined({
    basket: created[0],
    basketMint: mint,
    metadataAccount: tokenMetadataInMint(tx),
  });
}

/** withdraw's transaction: the withdraw account it opens (the real program's sell state). */
export function withdrawFacts(tx: VersionedTransaction): TxFacts {
  const account = basketsAccount(tx, 'withdrawAccount');
  if (account)
    return defined({ withdrawAccount: account, basketMint: basketsAccount(tx, 'basketMint') });
  return defined({ withdrawAccount: createdNonTokenAccounts(tx).created[0] });
}

/** deposit, mint, burn, edit: the basket and its token mint, where the transaction names them. */
export function basketFacts(tx: VersionedTransaction): TxFacts {
  return defined({
    basket: basketsAccount(tx, 'basket'),
    basketMint: basketsAccount(tx, 'basketMint'),
  });
}

/** set-metadata: the account holding the name, symbol and uri. */
export function metadataFacts(tx: VersionedTransaction): TxFacts {
  const account = basketsAccount(tx, 'metadataAccount');
  if (account)
    return defined({ metadataAccount: account, basketMint: basketsAccount(tx, 'basketMint') });
  // Token-2022 metadata is updated in the mint itself.
  const update = inspectTransaction(tx).instructions.find(
    (ix) => ix.program === TOKEN_2022_PROGRAM_ID && ix.name === 'updateTokenMetadataField',
  );
  return defined({ metadataAccount: update?.accounts[0], basketMint: update?.accounts[0] });
}

/**
 * What a confirmed transaction's created accounts settle: the account the response named, when
 * it was indeed created; else the one created account that is neither a token account nor a mint
 * (owned by the Basket program, or by System for a plain account). Undefined when unclear.
 */
export function settleCreated(
  named: string | undefined,
  created: readonly CreatedAccountFact[],
): string | undefined {
  if (named && created.some((c) => c.address === named)) return named;
  const candidates = created.filter(
    (c) => c.owner === BASKETS_PROGRAM_ID || c.owner === SYSTEM_PROGRAM_ID,
  );
  const program = candidates.filter((c) => c.owner === BASKETS_PROGRAM_ID);
  if (program.length === 1) return program[0]?.address;
  return candidates.length === 1 ? candidates[0]?.address : named;
}
