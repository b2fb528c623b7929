// A mint account as the app reads it: its decimals, its program and, for Token-2022, the token
// metadata extension (name, symbol, uri) kept in the mint itself.
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../solana/programs';
import { BorshReader } from './borshReader';

export type TokenProgram = 'token' | 'token-2022';

export interface TokenMetadataFields {
  name: string;
  symbol: string;
  uri: string;
}

export interface MintAccount {
  program: TokenProgram;
  decimals: number;
  /** The Token-2022 metadata extension, when the mint carries one. */
  metadata: TokenMetadataFields | null;
}

/** SPL Token's Mint layout: 82 bytes, decimals at 44, is_initialized at 45. */
const MINT_SIZE = 82;
const DECIMALS_OFFSET = 44;
const INITIALIZED_OFFSET = 45;
/** Token-2022 pads a mint with extensions to the account size (165), then the account type byte. */
const ACCOUNT_TYPE_OFFSET = 165;
const ACCOUNT_TYPE_MINT = 1;
const TLV_START = ACCOUNT_TYPE_OFFSET + 1;
/** spl-token's ExtensionType: Uninitialized (0) is padding; TokenMetadata is 19. */
const EXTENSION_UNINITIALIZED = 0;
const EXTENSION_TOKEN_METADATA = 19;
/** A TLV entry's header: u16 type, u16 length (little-endian). */
const TLV_HEADER = 4;

function programOf(owner: string): TokenProgram | null {
  if (owner === TOKEN_PROGRAM_ID) return 'token';
  if (owner === TOKEN_2022_PROGRAM_ID) return 'token-2022';
  return null;
}

/** The value of the first TLV entry of `type` after the mint; null when absent or cut short. */
function extensionValue(data: Uint8Array, type: number): Uint8Array | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let at = TLV_START; at + TLV_HEADER <= data.length;) {
    const entryType = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    const end = at + TLV_HEADER + length;
    if (entryType === EXTENSION_UNINITIALIZED || end > data.length) return null;
    if (entryType === type) return data.subarray(at + TLV_HEADER, end);
    at = end;
  }
  return null;
}

/** The TokenMetadata extension: update authority, mint, then name, symbol and uri as borsh strings. */
function token2022Metadata(data: Uint8Array): TokenMetadataFields | null {
  if (data.length <= TLV_START || data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_MINT) return null;
  const value = extensionValue(data, EXTENSION_TOKEN_METADATA);
  if (!value) return null;
  try {
    const reader = new BorshReader(value, value.length);
    reader.pubkey(); // update authority
    reader.pubkey(); // mint
    return { name: reader.string(), symbol: reader.string(), uri: reader.string() };
  } catch {
    return null; // a malformed extension: the mint still counts, without its metadata
  }
}

/** The mint owned by `owner` (a program id), or null when it is not an initialized token mint. */
export function decodeMintAccount(owner: string, data: Uint8Array): MintAccount | null {
  const program = programOf(owner);
  if (!program || data.length < MINT_SIZE || data[INITIALIZED_OFFSET] !== 1) return null;
  // A token account (165 bytes) is not a mint; Token-2022 mints with extensions say so at 165.
  if (data.length !== MINT_SIZE && data[ACCOUNT_TYPE_OFFSET] !== ACCOUNT_TYPE_MINT) return null;
  const decimals = data[DECIMALS_OFFSET] ?? 0;
  return {
    program,
    decimals,
    metadata: program === 'token-2022' ? token2022Metadata(data) : null,
  };
}
