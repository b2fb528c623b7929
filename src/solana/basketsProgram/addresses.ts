// Addresses of the baskets program and the accounts it derives (baskets-sdk 0.0.45 config.ts and
// instructionsBuilder.ts: every new account is a PDA of a seed that is a fresh random key per
// request, `Keypair.generate().publicKey`).
import { PublicKey } from '@solana/web3.js';

export const BASKETS_PROGRAM_ID = new PublicKey('2KehYt3KsEQR53jYcxjbQp2d2kCp4AkuQW68atufRwSr');
/** The program's own authority (config.ts BASKETS_PROGRAM_PDA): owns the vaults, updates metadata. */
export const BASKETS_PROGRAM_PDA = new PublicKey('BLBYiq48WcLQ5SxiftyKmPtmsZPUBEnDEjqEnKGAR4zx');
/** The service's token list: token ids in a basket index into it (config.ts TOKEN_LIST_ADDRESS). */
export const TOKEN_LIST_ADDRESS = new PublicKey('3SnUughtueoVrhevXTLMf586qvKNNXggNsc7NgoMUU1t');
/** Metaplex Token Metadata: the basket token's name/symbol/uri also live in its account there. */
export const TOKEN_METADATA_PROGRAM_ID = new PublicKey(
  'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s',
);

const seedPda = (prefix: string, seed: PublicKey): PublicKey =>
  PublicKey.findProgramAddressSync(
    [new TextEncoder().encode(prefix), seed.toBytes()],
    BASKETS_PROGRAM_ID,
  )[0];

/** The basket (fundState) created with this seed: ["basket", seed]. */
export const basketAddress = (seed: PublicKey): PublicKey => seedPda('basket', seed);
/** The basket token mint created with this seed: ["mint", seed]. */
export const basketMintAddress = (seed: PublicKey): PublicKey => seedPda('mint', seed);
/** The buy state (pending deposit) created with this seed: ["buy", seed]. */
export const buyStateAddress = (seed: PublicKey): PublicKey => seedPda('buy', seed);
/** The sell state (withdrawal) created with this seed: ["sell", seed]. */
export const sellStateAddress = (seed: PublicKey): PublicKey => seedPda('sell', seed);

/** The Metaplex metadata account of a mint: ["metadata", metadata program, mint]. */
export function metadataAddress(mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [new TextEncoder().encode('metadata'), TOKEN_METADATA_PROGRAM_ID.toBytes(), mint.toBytes()],
    TOKEN_METADATA_PROGRAM_ID,
  )[0];
}
