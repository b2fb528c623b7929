// Addresses of the baskets program and the accounts it derives (baskets-sdk 0.0.45 config.ts and
// instructionsBuilder.ts: every new account is a PDA of a seed that is a fresh random key per
// request, `Keypair.generate().publicKey`).
// The reads of pages that render before web3.js use the same addresses as text (../programs.ts).
import { PublicKey } from '@solana/web3.js';
import * as ids from '../programs';

export const BASKETS_PROGRAM_ID = new PublicKey(ids.BASKETS_PROGRAM_ID);
/** The program's own authority (config.ts BASKETS_PROGRAM_PDA): owns the vaults, updates metadata. */
export const BASKETS_PROGRAM_PDA = new PublicKey(ids.BASKETS_PROGRAM_PDA);
/** The service's token list: token ids in a basket index into it (config.ts TOKEN_LIST_ADDRESS). */
export const TOKEN_LIST_ADDRESS = new PublicKey(ids.BASKETS_TOKEN_LIST_ADDRESS);
/** Metaplex Token Metadata: the basket token's name/symbol/uri also live in its account there. */
export const TOKEN_METADATA_PROGRAM_ID = new PublicKey(ids.TOKEN_METADATA_PROGRAM_ID);

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
