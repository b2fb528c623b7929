// The Metaplex Token Metadata account of a mint: where classic SPL tokens (and the real Basket
// service's basket tokens, per baskets-sdk 0.0.45) keep their name, symbol and uri. Only the fields
// the app shows are read, with plain DataView reads, so no Metaplex client is shipped.
import bs58 from 'bs58';
import { findProgramAddress } from '../../solana/programAddress';
import { TOKEN_METADATA_PROGRAM_ID } from '../../solana/programs';
import { BorshReader } from './borshReader';

export const METAPLEX_METADATA_PROGRAM_ID = TOKEN_METADATA_PROGRAM_ID;

/** mpl-token-metadata's `Key` enum: MetadataV1 = 4. */
const KEY_METADATA_V1 = 4;
/** Longest strings the program stores (name 32, symbol 10, uri 200 bytes); anything longer is not its data. */
const MAX_STRING_BYTES = 200;

export interface MetaplexMetadata {
  updateAuthority: string;
  mint: string;
  name: string;
  symbol: string;
  uri: string;
}

/** The seed "metadata" as bytes. */
const METADATA_SEED = Uint8Array.from('metadata', (ch) => ch.charCodeAt(0));

/** Addresses derived so far, by mint: a derivation is a hash and a curve check or two. */
const derived = new Map<string, Promise<string>>();

/** The metadata account's address: PDA ["metadata", program id, mint] of the program. */
export function metaplexMetadataAddress(mint: string): Promise<string> {
  let address = derived.get(mint);
  if (!address) {
    address = findProgramAddress(
      [METADATA_SEED, bs58.decode(METAPLEX_METADATA_PROGRAM_ID), bs58.decode(mint)],
      METAPLEX_METADATA_PROGRAM_ID,
    );
    derived.set(mint, address);
    // A failed derivation (no WebCrypto on this page) is tried again next time.
    address.catch(() => derived.delete(mint));
  }
  return address;
}

/**
 * key, update authority, mint, name, symbol, uri of a Metadata account; null for data that is not
 * one (another key, too short, string lengths out of range).
 */
export function decodeMetaplexMetadata(data: Uint8Array): MetaplexMetadata | null {
  try {
    const reader = new BorshReader(data, MAX_STRING_BYTES);
    if (reader.u8() !== KEY_METADATA_V1) return null;
    const updateAuthority = reader.pubkey();
    const mint = reader.pubkey();
    const name = reader.string();
    const symbol = reader.string();
    const uri = reader.string();
    return { updateAuthority, mint, name, symbol, uri };
  } catch {
    return null;
  }
}
