// The basket token's name, symbol and uri as a Metaplex Token Metadata account, written by the
// keeper standing in for the Basket program (which creates and updates it through Metaplex, update
// authority = the program PDA: baskets-sdk 0.0.45 instructionsBuilder.ts buildCreateMetadataIx /
// buildUpdateMetadataIx). Layout: mpl-token-metadata's `Metadata` (Borsh): key (4 = MetadataV1),
// update authority, mint, then `Data` { name, symbol, uri, seller_fee_basis_points: u16, creators:
// Option<Vec<Creator>> }, primary_sale_happened, is_mutable, edition_nonce: Option<u8>,
// token_standard: Option<TokenStandard>, collection, uses, … (Options, None here), in an account
// of MAX_METADATA_LEN = 679 bytes. Metaplex pads name, symbol and uri with NUL bytes to 32, 10 and
// 200 bytes ("puffed out"), and refuses longer ones (NameTooLong, SymbolTooLong, UriTooLong).
import { PublicKey } from '@solana/web3.js';
import { BorshReader, BorshWriter } from '../../src/solana/basketsProgram/borsh';
import { fitUtf8 } from './text';

export const METADATA_V1_KEY = 4;
export const MAX_METADATA_LEN = 679;
export const METAPLEX_TEXT_LIMITS = { name: 32, symbol: 10, uri: 200 } as const;
/** mpl-token-metadata TokenStandard::Fungible: a mint with decimals and no edition. */
const TOKEN_STANDARD_FUNGIBLE = 2;

export interface MetaplexMetadata {
  updateAuthority: string;
  mint: string;
  name: string;
  symbol: string;
  uri: string;
}

const NUL = '\0';

/** A text padded with NUL bytes to `size` (its UTF-8 bytes must fit). */
function puffed(w: BorshWriter, text: string, size: number): void {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > size) throw new RangeError(`${bytes.length} bytes do not fit ${size}`);
  w.u32(size)
    .bytes(bytes)
    .bytes(new Uint8Array(size - bytes.length));
}

/**
 * The account's bytes. A text longer than Metaplex holds is cut at a character boundary: the real
 * program's handling of a name over 32 bytes or a uri over 200 is not public (its own limits are
 * 60 and 300, baskets-sdk 0.0.45 utils.ts validateCreateBasketParams), and Metaplex refuses them.
 */
export function encodeMetaplexMetadata(m: MetaplexMetadata): Uint8Array {
  const L = METAPLEX_TEXT_LIMITS;
  const w = new BorshWriter()
    .u8(METADATA_V1_KEY)
    .bytes(new PublicKey(m.updateAuthority).toBytes())
    .bytes(new PublicKey(m.mint).toBytes());
  puffed(w, fitUtf8(m.name, L.name), L.name);
  puffed(w, fitUtf8(m.symbol, L.symbol), L.symbol);
  puffed(w, fitUtf8(m.uri, L.uri), L.uri);
  w.u16(0) // seller_fee_basis_points
    .u8(0) // creators: None
    .u8(0) // primary_sale_happened
    .u8(1) // is_mutable: the program updates it
    .u8(0) // edition_nonce: None
    .u8(1)
    .u8(TOKEN_STANDARD_FUNGIBLE); // token_standard: Some(Fungible)
  // collection, uses, collection_details, programmable_config: None (zero bytes, as the rest).
  const body = w.toBytes();
  const out = new Uint8Array(MAX_METADATA_LEN);
  out.set(body);
  return out;
}

/** Reads name, symbol and uri back as wallets do: Borsh strings with the NUL padding removed. */
export function decodeMetaplexMetadata(data: Uint8Array): MetaplexMetadata | null {
  try {
    const r = new BorshReader(data);
    if (r.u8() !== METADATA_V1_KEY) return null;
    const key = () => new PublicKey(Array.from({ length: 32 }, () => r.u8()));
    const updateAuthority = key().toBase58();
    const mint = key().toBase58();
    const text = () => r.string().replaceAll(NUL, '');
    return { updateAuthority, mint, name: text(), symbol: text(), uri: text() };
  } catch {
    return null;
  }
}
