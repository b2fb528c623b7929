// Well-known program ids and their friendly names, for transaction review.

export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111';
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const MEMO_PROGRAM_ID = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
/** The first memo program, still accepted by wallets and explorers. */
export const MEMO_V1_PROGRAM_ID = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';
export const COMPUTE_BUDGET_PROGRAM_ID = 'ComputeBudget111111111111111111111111111111';
const ADDRESS_LOOKUP_TABLE_PROGRAM_ID = 'AddressLookupTab1e1111111111111111111111111';
/** The rent sysvar, an account programs read. */
export const SYSVAR_RENT_ID = 'SysvarRent111111111111111111111111111111111';
/** The Basket service's on-chain program (@symmetry-hq/baskets-sdk 0.0.45, config.ts). */
export const BASKETS_PROGRAM_ID = '2KehYt3KsEQR53jYcxjbQp2d2kCp4AkuQW68atufRwSr';
/** The baskets program's own authority PDA (same source). */
export const BASKETS_PROGRAM_PDA = 'BLBYiq48WcLQ5SxiftyKmPtmsZPUBEnDEjqEnKGAR4zx';
/** The service's token list: token ids in a basket index into it (same source). An account. */
export const BASKETS_TOKEN_LIST_ADDRESS = '3SnUughtueoVrhevXTLMf586qvKNNXggNsc7NgoMUU1t';
/** Metaplex Token Metadata: the name, symbol and uri of most SPL Token mints. */
export const TOKEN_METADATA_PROGRAM_ID = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
/** Lighthouse: the assertion instructions Phantom may append to a transaction it signs. */
export const LIGHTHOUSE_PROGRAM_ID = 'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95';

export const PROGRAM_NAMES: Readonly<Record<string, string>> = {
  [SYSTEM_PROGRAM_ID]: 'System',
  [TOKEN_PROGRAM_ID]: 'Token',
  [TOKEN_2022_PROGRAM_ID]: 'Token-2022',
  [ASSOCIATED_TOKEN_PROGRAM_ID]: 'Associated Token Account',
  [MEMO_PROGRAM_ID]: 'Memo',
  [MEMO_V1_PROGRAM_ID]: 'Memo (v1)',
  [COMPUTE_BUDGET_PROGRAM_ID]: 'Compute Budget',
  [ADDRESS_LOOKUP_TABLE_PROGRAM_ID]: 'Address Lookup Table',
  [BASKETS_PROGRAM_ID]: 'Basket program',
  [TOKEN_METADATA_PROGRAM_ID]: 'Token Metadata',
  [LIGHTHOUSE_PROGRAM_ID]: 'Lighthouse',
};

/** The friendly name of a well-known program, or undefined. */
export function programName(id: string): string | undefined {
  return Object.hasOwn(PROGRAM_NAMES, id) ? PROGRAM_NAMES[id] : undefined;
}

/** The friendly name, or "Unknown program" for any other id. */
export function programLabel(id: string): string {
  return programName(id) ?? 'Unknown program';
}
