// The byte layout of the baskets program's accounts: ONE table that the app's decoder, its
// getProgramAccounts filters and slices, and the sandbox's encoder all read.
//
// Source: the Anchor IDL in @symmetry-hq/baskets-sdk 0.0.45 (src/basketsIDL.ts, accounts
// `fundState`, `buyState`, `tokenList`; types `Rule`, `TokenSettings`). The SDK decodes these
// accounts with Anchor's Borsh coder (basketState.ts: `program.coder.accounts.decode("fundState",
// …)`), so fields are packed in IDL order after an 8-byte discriminator. Every multi-byte field of
// these structs also sits at an offset that is a multiple of its alignment, so a zero-copy (C)
// reading of the same account gives the same offsets. Field names are the IDL's;
// sandbox/program/idl-conformance.test.ts checks every offset and size against the IDL itself.

export type Scalar = 'u8' | 'u64' | 'i64' | 'pubkey';

/**
 * A field's type: a scalar, a fixed array of scalars, or an `opaque` run of bytes the app never
 * reads (arrays of IDL structs such as `rules`), kept so the offsets after it stay right.
 */
export type FieldType =
  Scalar | { readonly array: Scalar; readonly length: number } | { readonly opaque: number };

export interface Field {
  readonly name: string;
  readonly type: FieldType;
  /** Byte offset from the start of the account (or of the struct, for list entries). */
  readonly offset: number;
  readonly size: number;
}

export interface StructLayout<Name extends string> {
  readonly size: number;
  readonly fields: { readonly [K in Name]: Field };
  /** The fields in order, for checks that walk the whole layout. */
  readonly ordered: readonly Field[];
}

export const SCALAR_SIZE: Readonly<Record<Scalar, number>> = { u8: 1, u64: 8, i64: 8, pubkey: 32 };

export function fieldTypeSize(type: FieldType): number {
  if (typeof type === 'string') return SCALAR_SIZE[type];
  if ('opaque' in type) return type.opaque;
  return SCALAR_SIZE[type.array] * type.length;
}

/** Lays fields end to end (Borsh packing) and names each one's offset. */
function struct<const F extends readonly (readonly [string, FieldType])[]>(
  fields: F,
): StructLayout<F[number][0]> {
  const byName: Record<string, Field> = {};
  const ordered: Field[] = [];
  let offset = 0;
  for (const [name, type] of fields) {
    const field: Field = { name, type, offset, size: fieldTypeSize(type) };
    byName[name] = field;
    ordered.push(field);
    offset += field.size;
  }
  return {
    size: offset,
    fields: byName as { readonly [K in F[number][0]]: Field },
    ordered,
  };
}

/** Slots in a basket's composition arrays (config.ts NUM_OF_TOKENS_IN_BASKET). */
export const COMPOSITION_SLOTS = 20;
/** Entries in the service's token list account (config.ts NUM_OF_TOKENS_IN_ASSET_POOL). */
export const TOKEN_LIST_CAPACITY = 200;
export const SYMBOL_CAPACITY = 10;
export const NAME_CAPACITY = 60;
export const URI_CAPACITY = 300;

const DISCRIMINATOR = ['discriminator', { array: 'u8', length: 8 }] as const;
const u64s = (length: number) => ({ array: 'u64', length }) as const;
const u8s = (length: number) => ({ array: 'u8', length }) as const;

/** IDL type `Rule`: 10 u64/i64 fields, then 10 + 20 u64 = 320 bytes. The app reads no rules. */
const RULE_SIZE = 8 * 10 + 8 * 10 + 8 * 20;

/**
 * IDL account `fundState` — a basket, and also a sell state (a withdrawal in progress), told apart
 * by `sellState` (0 for a basket). 10,208 bytes.
 */
export const BASKET_STATE = struct([
  DISCRIMINATOR,
  ['version', 'u64'],
  /** The creator; in a sell state, the withdrawing user. */
  ['manager', 'pubkey'],
  /** The basket token mint. */
  ['fundToken', 'pubkey'],
  /** Deposit fee, bps. */
  ['managerFee', 'u64'],
  ['supplyOutstanding', 'u64'],
  /** The basket type chosen at creation (createBasket's `basketType` argument). */
  ['activelyManaged', 'u64'],
  ['activeBuyStates', 'u64'],
  ['sellState', 'u64'],
  ['rebalanceSellState', 'u64'],
  ['hostPubkey', 'pubkey'],
  /** Host platform fee, bps. */
  ['hostFee', 'u64'],
  ['numOfTokens', 'u64'],
  /** Token ids: indexes into the token list account. */
  ['currentCompToken', u64s(COMPOSITION_SLOTS)],
  ['currentCompAmount', u64s(COMPOSITION_SLOTS)],
  ['lastRebalanceTime', u64s(COMPOSITION_SLOTS)],
  ['targetWeight', u64s(COMPOSITION_SLOTS)],
  ['weightSum', 'u64'],
  ['currentWeight', u64s(COMPOSITION_SLOTS)],
  ['fundWorth', 'u64'],
  ['lastUpdateTime', 'u64'],
  ['refilterInterval', 'u64'],
  ['reweightInterval', 'u64'],
  ['rebalanceInterval', 'u64'],
  ['rebalanceThreshold', 'u64'],
  ['rebalanceSlippage', 'u64'],
  ['lpOffsetThreshold', 'u64'],
  ['lastRefilterTime', 'u64'],
  ['lastReweightTime', 'u64'],
  ['rulesReady', 'u64'],
  ['assetPool', u64s(TOKEN_LIST_CAPACITY)],
  ['numOfRules', 'u64'],
  ['rules', { opaque: RULE_SIZE * COMPOSITION_SLOTS }],
  ['numRuleTokens', 'u64'],
  ['ruleTokens', u64s(COMPOSITION_SLOTS)],
  ['ruleTokenWeights', u64s(COMPOSITION_SLOTS)],
  ['messageDigestFive', u8s(16)],
  ['disableRebalance', 'u64'],
  ['disableLp', 'u64'],
  ['allowMultiAssetContribution', 'u8'],
  ['symbolLength', 'u8'],
  ['symbol', u8s(SYMBOL_CAPACITY)],
  ['nameLength', 'u8'],
  ['name', u8s(NAME_CAPACITY)],
  /**
   * A u8, while `uri` holds 300 bytes: the SDK reads uri[0..uriLength] (utils.ts
   * getCurrentComposition), so a uri over 255 bytes cannot be read whole from the state; the
   * Metaplex metadata account of the mint holds it whole.
   */
  ['uriLength', 'u8'],
  ['uri', u8s(URI_CAPACITY)],
  ['feeDelegate', 'pubkey'],
  ['extraBytes', u8s(362)],
]);

/** Slots in a buy state's token arrays. */
export const BUY_STATE_SLOTS = 20;

/** IDL account `buyState` — a deposit the program is still buying the composition for. 680 bytes. */
export const BUY_STATE = struct([
  DISCRIMINATOR,
  /** The basket. */
  ['fund', 'pubkey'],
  ['buyer', 'pubkey'],
  ['fundManager', 'pubkey'],
  ['hostPlatform', 'pubkey'],
  ['buyerFundTokenAccount', 'pubkey'],
  ['usdcContributed', 'u64'],
  ['usdcLeft', 'u64'],
  ['token', u64s(BUY_STATE_SLOTS)],
  ['amountToSpend', u64s(BUY_STATE_SLOTS)],
  ['amountBought', u64s(BUY_STATE_SLOTS)],
  ['creationTimestamp', 'u64'],
  ['contributedValue', 'u64'],
]);

/** IDL type `TokenSettings` — one entry of the token list (199 bytes, no discriminator). */
export const TOKEN_SETTINGS = struct([
  ['tokenMint', 'pubkey'],
  ['decimals', 'u8'],
  ['coingeckoId', u8s(30)],
  ['pdaTokenAccount', 'pubkey'],
  /** 0 Pyth, 1 Switchboard, 2 LST, 3 PythSponsored (baskets-sdk utils.ts fetchTokenList). */
  ['oracleType', 'u8'],
  ['oracleAccount', 'pubkey'],
  ['oracleIndex', 'u8'],
  ['oracleConfidencePct', 'u8'],
  ['fixedConfidenceBps', 'u8'],
  ['tokenSwapFeeAfterTwBps', 'u8'],
  ['tokenSwapFeeBeforeTwBps', 'u8'],
  ['isLive', 'u8'],
  ['lpOn', 'u8'],
  ['useCurveData', 'u8'],
  ['additionalData', u8s(63)],
]);

/** IDL account `tokenList` — the service's token ids → mints. 39,816 bytes. */
export const TOKEN_LIST = struct([
  DISCRIMINATOR,
  ['numTokens', 'u64'],
  ['list', { opaque: TOKEN_SETTINGS.size * TOKEN_LIST_CAPACITY }],
]);

/** Field `f` of token list entry `index`, at its absolute offset in the token list account. */
export function tokenListEntryField(f: Field, index: number): Field {
  return { ...f, offset: TOKEN_LIST.fields.list.offset + index * TOKEN_SETTINGS.size + f.offset };
}

/**
 * Anchor account discriminators: the first 8 bytes of sha256("account:<Name>"), Name in
 * PascalCase (Anchor 0.29 BorshAccountsCoder.accountDiscriminator). The conformance test
 * recomputes them with Anchor.
 */
export const DISCRIMINATORS = {
  basketState: Uint8Array.of(0x03, 0xfe, 0x91, 0x2b, 0x92, 0x60, 0xa2, 0x68),
  buyState: Uint8Array.of(0x25, 0x10, 0xd6, 0x64, 0xe5, 0xfb, 0x14, 0x24),
  tokenList: Uint8Array.of(0x91, 0xa7, 0x99, 0xad, 0x05, 0xbb, 0x9d, 0x96),
} as const;

export type AccountName = keyof typeof DISCRIMINATORS;
