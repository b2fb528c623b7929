// getProgramAccounts params read as a node reads them: agave `RpcProgramAccountsConfig` (filters,
// withContext, sortResults, and the flattened account config: encoding, dataSlice, commitment,
// minContextSlot), then `verify_filters` (at most 4 filters, each memcmp's bytes checked).
import bs58 from 'bs58';
import { invalidParams } from '../errors';
import { memcmpBytes, type MemcmpBytes } from './filter-bytes';
import {
  invalidType,
  isMap,
  missingField,
  optionalBool,
  optionalVariant,
  serdeError,
  unknownVariant,
  unsigned,
} from './serde-params';

/** rpc-client-api request.rs MAX_GET_PROGRAM_ACCOUNT_FILTERS. */
export const MAX_FILTERS = 4;

const ENCODINGS = ['binary', 'base58', 'base64', 'jsonParsed', 'base64+zstd'] as const;
export type ProgramAccountsEncoding = (typeof ENCODINGS)[number];
const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const;
const FILTER_VARIANTS = ['dataSize', 'memcmp', 'tokenAccountState'] as const;
const MEMCMP_ENCODINGS = ['base58', 'base64', 'bytes'] as const;

export type ProgramAccountsFilter =
  | { readonly dataSize: number }
  | { readonly memcmp: { readonly offset: number; readonly bytes: Uint8Array } }
  | { readonly tokenAccountState: true };

export interface ProgramAccountsRequest {
  readonly program: string;
  readonly filters: readonly ProgramAccountsFilter[];
  readonly encoding: ProgramAccountsEncoding;
  readonly dataSlice?: { readonly offset: number; readonly length: number };
  readonly withContext: boolean;
  readonly sortResults: boolean;
  readonly minContextSlot?: number;
}

/** `verify_pubkey`: Pubkey::from_str's errors, Debug-printed. */
function verifiedProgramId(value: string): string {
  // solana-pubkey MAX_BASE58_LEN: longer text is WrongSize before any decoding.
  if (value.length > 44) throw invalidParams('Invalid param: WrongSize');
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(value);
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (bytes.length !== 32) throw invalidParams('Invalid param: WrongSize');
  return value;
}

/** A JSON array of u8s, or null when any item is not one. */
function rawBytes(value: unknown[]): Uint8Array | null {
  const bytes = new Uint8Array(value.length);
  for (const [i, b] of value.entries()) {
    if (typeof b !== 'number' || !Number.isInteger(b) || b < 0 || b > 255) return null;
    bytes[i] = b;
  }
  return bytes;
}

/** filter.rs `MemcmpEncodedBytes` deserialization: text is base58 unless `encoding` says base64. */
function memcmpSource(value: Record<string, unknown>): MemcmpBytes {
  if (!('bytes' in value)) throw missingField('bytes');
  const encoding = optionalVariant(value.encoding, MEMCMP_ENCODINGS);
  const bytes = value.bytes;
  if (Array.isArray(bytes)) {
    const raw = rawBytes(bytes);
    if (raw) return { encoding: 'bytes', bytes: raw };
  }
  if (typeof bytes !== 'string') {
    throw serdeError('data did not match any variant of untagged enum DataType');
  }
  // A node reaches `unreachable!()` for text with encoding "bytes"; the sandbox refuses it.
  if (encoding === 'bytes') throw serdeError('encoding `bytes` expects an array of bytes');
  return { encoding: encoding ?? 'base58', text: bytes };
}

function memcmp(value: unknown): { offset: number; source: MemcmpBytes } {
  if (!isMap(value)) throw invalidType(value, 'struct Memcmp');
  if (!('offset' in value)) throw missingField('offset');
  return { offset: unsigned(value.offset, 'usize'), source: memcmpSource(value) };
}

type ParsedFilter =
  | { dataSize: number }
  | { memcmp: { offset: number; source: MemcmpBytes } }
  | { tokenAccountState: true };

/** One `RpcFilterType`: externally tagged ({"dataSize": n}, {"memcmp": {…}}, "tokenAccountState"). */
function filter(value: unknown): ParsedFilter {
  if (typeof value === 'string') {
    if (value === 'tokenAccountState') return { tokenAccountState: true };
    throw unknownVariant(value, FILTER_VARIANTS);
  }
  if (!isMap(value)) throw invalidType(value, 'string or map');
  const keys = Object.keys(value);
  const [variant] = keys;
  if (keys.length !== 1 || variant === undefined) {
    throw serdeError('invalid value: map, expected map with a single key');
  }
  const content = value[variant];
  if (variant === 'dataSize') return { dataSize: unsigned(content, 'u64') };
  if (variant === 'memcmp') return { memcmp: memcmp(content) };
  if (variant === 'tokenAccountState') {
    if (content !== null) throw invalidType(content, 'unit variant');
    return { tokenAccountState: true };
  }
  throw unknownVariant(variant, FILTER_VARIANTS);
}

function dataSlice(value: unknown): ProgramAccountsRequest['dataSlice'] {
  if (value === undefined || value === null) return undefined;
  if (!isMap(value)) throw invalidType(value, 'struct UiDataSliceConfig');
  if (!('offset' in value)) throw missingField('offset');
  const offset = unsigned(value.offset, 'usize');
  if (!('length' in value)) throw missingField('length');
  return { offset, length: unsigned(value.length, 'usize') };
}

/** rpc.rs `verify_filters`, then the memcmp bytes decoded once (`optimize_filters`). */
function verifiedFilters(parsed: ParsedFilter[]): ProgramAccountsFilter[] {
  if (parsed.length > MAX_FILTERS) {
    throw invalidParams(`Too many filters provided; max ${MAX_FILTERS}`);
  }
  return parsed.map((f) => {
    if (!('memcmp' in f)) return f;
    const bytes = memcmpBytes(f.memcmp.source);
    if (!bytes.ok) throw invalidParams(`Invalid param: ${bytes.debug}`);
    return { memcmp: { offset: f.memcmp.offset, bytes: bytes.bytes } };
  });
}

export function parseProgramAccountsParams(params: unknown[]): ProgramAccountsRequest {
  if (params.length === 0) throw invalidParams('`params` should have at least 1 argument(s)');
  const program = params[0];
  if (typeof program !== 'string') throw invalidType(program, 'a string');
  const raw = params[1];
  const config = raw === undefined || raw === null ? {} : raw;
  if (!isMap(config)) throw invalidType(config, 'struct RpcProgramAccountsConfig');
  let parsedFilters: ParsedFilter[] = [];
  if (config.filters !== undefined && config.filters !== null) {
    if (!Array.isArray(config.filters)) throw invalidType(config.filters, 'a sequence');
    parsedFilters = config.filters.map(filter);
  }
  const encoding = optionalVariant(config.encoding, ENCODINGS) ?? 'binary';
  const slice = dataSlice(config.dataSlice);
  optionalVariant(config.commitment, COMMITMENTS);
  const minContextSlot =
    config.minContextSlot === undefined || config.minContextSlot === null
      ? undefined
      : unsigned(config.minContextSlot, 'u64');
  const withContext = optionalBool(config.withContext) ?? false;
  const sortResults = optionalBool(config.sortResults) ?? true;
  // Params deserialize first; the program id and the filters are verified after.
  return {
    program: verifiedProgramId(program),
    filters: verifiedFilters(parsedFilters),
    encoding,
    dataSlice: slice,
    withContext,
    sortResults,
    minContextSlot,
  };
}
