// The Basket program's instruction data: Anchor's 8-byte discriminator, then the arguments in
// Borsh, shaped as the IDL says (baskets-sdk 0.0.45 basketsIDL.ts; the argument values follow its
// instructionsBuilder.ts), and an instruction read back with its accounts by IDL name
// (./instructionAccounts.ts). One home for the app, which reads the API's transactions with it
// (src/flow/intent), and the sandbox, which builds and runs them (sandbox/program/instructions.ts).
import { BASKETS_DISCRIMINATORS } from '../basketsInstructions';
import { sameBytes } from '../bytes';
import { BorshReader, BorshWriter } from './borsh';
import {
  INSTRUCTION_ACCOUNTS,
  PROGRAM_INSTRUCTION_NAMES,
  type AccountsOf,
  type ProgramInstructionName,
} from './instructionAccounts';

/** createBasket / editBasket carry 15 composition slots (`[u8; 15]` ids, `[u32; 15]` weights). */
export const TARGET_SLOTS = 15;

/** IDL type `UpdateMetadataParams`. */
export interface MetadataParams {
  name: string;
  symbol: string;
  uri: string;
}

/** One target slot: a token list id and its weight (the SDK sends parts of 1000 of the sum). */
export interface TargetSlot {
  tokenId: number;
  weight: number;
}

/** The arguments editBasket shares with createBasket. */
export interface BasketSettingsArgs {
  /** Deposit fee, bps (u16). */
  managerFee: number;
  /** Seconds (u64). */
  rebalanceInterval: bigint;
  rebalanceThreshold: number;
  rebalanceSlippage: number;
  lpOffsetThreshold: number;
  disableRebalance: boolean;
  disableLp: boolean;
  composition: TargetSlot[];
}

export interface CreateBasketArgs extends BasketSettingsArgs {
  /** Host platform fee, bps (u16). */
  hostFee: number;
  /** 0 Immutable, 1 Mutable, 2 Permissioned (u8). */
  basketType: number;
  metadata: MetadataParams;
}

export interface InstructionArgs {
  createBasket: CreateBasketArgs;
  editBasket: BasketSettingsArgs;
  /** USDC base units. */
  buyFund: { amount: bigint };
  singleTokenDeposit: { tokenId: number; amount: bigint };
  /** Basket token base units; `rebalance` as the caller passes it (the sandbox sends 0). */
  sellFund: { amount: bigint; rebalance: bigint };
  instantBurn: { burnAmount: bigint; tokenId: number };
  claimToken: { tokenId: bigint };
  updateFundTokenMintMetadata: MetadataParams;
  createFundTokenMintMetadata: MetadataParams;
  mintFund: Record<string, never>;
  updateCurrentWeights: Record<string, never>;
  /** Token list ids (u8) and the `tokenFrom` base units taken out for the swap. */
  withdrawBeforeRebalance: { tokenFrom: number; tokenTo: number; withdrawAmount: bigint };
  depositAfterRebalance: Record<string, never>;
}

const NO_ARGS: Codec<Record<string, never>> = { encode: () => undefined, decode: () => ({}) };

interface Codec<T> {
  encode(w: BorshWriter, args: T): void;
  decode(r: BorshReader): T;
}

const metadataCodec: Codec<MetadataParams> = {
  encode: (w, m) => void w.string(m.name).string(m.symbol).string(m.uri),
  decode: (r) => ({ name: r.string(), symbol: r.string(), uri: r.string() }),
};

/** numOfTokens: u8, targetComposition: [u8; 15], targetWeights: [u32; 15]. */
const targetCodec: Codec<TargetSlot[]> = {
  encode(w, slots) {
    if (slots.length > TARGET_SLOTS) throw new RangeError(`at most ${TARGET_SLOTS} tokens`);
    w.u8(slots.length);
    for (let i = 0; i < TARGET_SLOTS; i++) w.u8(slots[i]?.tokenId ?? 0);
    for (let i = 0; i < TARGET_SLOTS; i++) w.u32(slots[i]?.weight ?? 0);
  },
  decode(r) {
    const count = r.u8();
    if (count > TARGET_SLOTS) throw new RangeError(`numOfTokens ${count}`);
    const ids = Array.from({ length: TARGET_SLOTS }, () => r.u8());
    const weights = Array.from({ length: TARGET_SLOTS }, () => r.u32());
    return ids.slice(0, count).map((tokenId, i) => ({ tokenId, weight: weights[i] ?? 0 }));
  },
};

/** rebalanceThreshold … lpOffsetThreshold: u16 ×3, then rebalanceAndLp: [u8; 2]. */
function encodeTail(w: BorshWriter, a: BasketSettingsArgs): void {
  w.u16(a.rebalanceThreshold).u16(a.rebalanceSlippage).u16(a.lpOffsetThreshold);
  w.u8(a.disableRebalance ? 1 : 0).u8(a.disableLp ? 1 : 0);
  targetCodec.encode(w, a.composition);
}

function decodeTail(r: BorshReader) {
  const rebalanceThreshold = r.u16();
  const rebalanceSlippage = r.u16();
  const lpOffsetThreshold = r.u16();
  const disableRebalance = r.u8() === 1;
  const disableLp = r.u8() === 1;
  return {
    rebalanceThreshold,
    rebalanceSlippage,
    lpOffsetThreshold,
    disableRebalance,
    disableLp,
    composition: targetCodec.decode(r),
  };
}

const CODECS: { [N in ProgramInstructionName]: Codec<InstructionArgs[N]> } = {
  // managerFee u16, hostFee u16, basketType u8, rebalanceInterval u64, …, params.
  createBasket: {
    encode(w, a) {
      w.u16(a.managerFee).u16(a.hostFee).u8(a.basketType).u64(a.rebalanceInterval);
      encodeTail(w, a);
      metadataCodec.encode(w, a.metadata);
    },
    decode(r) {
      const managerFee = r.u16();
      const hostFee = r.u16();
      const basketType = r.u8();
      const rebalanceInterval = r.u64();
      const tail = decodeTail(r);
      const metadata = metadataCodec.decode(r);
      return { managerFee, hostFee, basketType, rebalanceInterval, ...tail, metadata };
    },
  },
  // managerFee u16, rebalanceInterval u64, … (no hostFee, type or metadata).
  editBasket: {
    encode(w, a) {
      w.u16(a.managerFee).u64(a.rebalanceInterval);
      encodeTail(w, a);
    },
    decode(r) {
      const managerFee = r.u16();
      const rebalanceInterval = r.u64();
      return { managerFee, rebalanceInterval, ...decodeTail(r) };
    },
  },
  buyFund: {
    encode: (w, a) => void w.u64(a.amount),
    decode: (r) => ({ amount: r.u64() }),
  },
  singleTokenDeposit: {
    encode: (w, a) => void w.u8(a.tokenId).u64(a.amount),
    decode: (r) => ({ tokenId: r.u8(), amount: r.u64() }),
  },
  sellFund: {
    encode: (w, a) => void w.u64(a.amount).u64(a.rebalance),
    decode: (r) => ({ amount: r.u64(), rebalance: r.u64() }),
  },
  instantBurn: {
    encode: (w, a) => void w.u64(a.burnAmount).u8(a.tokenId),
    decode: (r) => ({ burnAmount: r.u64(), tokenId: r.u8() }),
  },
  claimToken: {
    encode: (w, a) => void w.u64(a.tokenId),
    decode: (r) => ({ tokenId: r.u64() }),
  },
  updateFundTokenMintMetadata: metadataCodec,
  createFundTokenMintMetadata: metadataCodec,
  mintFund: NO_ARGS,
  updateCurrentWeights: NO_ARGS,
  withdrawBeforeRebalance: {
    encode: (w, a) => void w.u8(a.tokenFrom).u8(a.tokenTo).u64(a.withdrawAmount),
    decode: (r) => ({ tokenFrom: r.u8(), tokenTo: r.u8(), withdrawAmount: r.u64() }),
  },
  depositAfterRebalance: NO_ARGS,
};

const fromHex = (hex: string): Uint8Array =>
  Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));

const DISCRIMINATOR_BYTES = new Map(
  PROGRAM_INSTRUCTION_NAMES.map((name) => [name, fromHex(BASKETS_DISCRIMINATORS[name])]),
);

function discriminatorOf(name: ProgramInstructionName): Uint8Array {
  const bytes = DISCRIMINATOR_BYTES.get(name);
  if (!bytes) throw new Error(`no discriminator for ${name}`);
  return bytes;
}

/** The instruction's data: discriminator + Borsh arguments. */
export function encodeInstructionData<N extends ProgramInstructionName>(
  name: N,
  args: InstructionArgs[N],
): Uint8Array {
  const w = new BorshWriter().bytes(discriminatorOf(name));
  CODECS[name].encode(w, args);
  return w.toBytes();
}

/**
 * A Basket program instruction read back: its name, accounts by IDL name, arguments, and the
 * accounts after the IDL's (`remaining`).
 */
export interface ParsedOf<N extends ProgramInstructionName, K> {
  name: N;
  accounts: AccountsOf<N, K>;
  args: InstructionArgs[N];
  remaining: K[];
}

/** Each instruction read back, by name (so a generic `N` can index it). */
export type ParsedByName<K> = { [N in ProgramInstructionName]: ParsedOf<N, K> };

export type ParsedInstruction<K> = ParsedByName<K>[ProgramInstructionName];

function parseAs<N extends ProgramInstructionName, K>(
  name: N,
  accounts: readonly K[],
  data: Uint8Array,
): ParsedOf<N, K> | null {
  const names = INSTRUCTION_ACCOUNTS[name];
  if (accounts.length < names.length) return null;
  const reader = new BorshReader(data, 8);
  let args: InstructionArgs[N];
  try {
    args = CODECS[name].decode(reader);
  } catch {
    return null; // short or not UTF-8: not shaped as the IDL says
  }
  if (!reader.done) return null;
  const byName = Object.fromEntries(names.map(([account], i) => [account, accounts[i]]));
  return {
    name,
    accounts: byName as AccountsOf<N, K>,
    args,
    remaining: accounts.slice(names.length),
  };
}

/**
 * A Basket program instruction (the caller knows the program is the Basket program) as one the
 * IDL describes, or null: another instruction, or data or accounts not shaped as the IDL says
 * (short, trailing bytes, text that is not UTF-8, fewer accounts than the IDL names).
 */
export function parseProgramInstruction<K>(
  accounts: readonly K[],
  data: Uint8Array,
): ParsedInstruction<K> | null {
  if (data.length < 8) return null;
  const head = data.subarray(0, 8);
  for (const [name, bytes] of DISCRIMINATOR_BYTES) {
    if (!sameBytes(head, bytes)) continue;
    switch (name) {
      case 'createBasket':
        return parseAs('createBasket', accounts, data);
      case 'editBasket':
        return parseAs('editBasket', accounts, data);
      case 'buyFund':
        return parseAs('buyFund', accounts, data);
      case 'singleTokenDeposit':
        return parseAs('singleTokenDeposit', accounts, data);
      case 'sellFund':
        return parseAs('sellFund', accounts, data);
      case 'instantBurn':
        return parseAs('instantBurn', accounts, data);
      case 'claimToken':
        return parseAs('claimToken', accounts, data);
      case 'updateFundTokenMintMetadata':
        return parseAs('updateFundTokenMintMetadata', accounts, data);
      case 'createFundTokenMintMetadata':
        return parseAs('createFundTokenMintMetadata', accounts, data);
      case 'mintFund':
        return parseAs('mintFund', accounts, data);
      case 'updateCurrentWeights':
        return parseAs('updateCurrentWeights', accounts, data);
      case 'withdrawBeforeRebalance':
        return parseAs('withdrawBeforeRebalance', accounts, data);
      case 'depositAfterRebalance':
        return parseAs('depositAfterRebalance', accounts, data);
    }
  }
  return null;
}

/** An instruction's data as the program's dispatcher reads it: which instruction, its arguments. */
export type DecodedData =
  | {
      [N in ProgramInstructionName]: { kind: 'ok'; name: N; args: InstructionArgs[N] };
    }[ProgramInstructionName]
  /** No known discriminator (Anchor: InstructionFallbackNotFound). */
  | { kind: 'unknown' }
  /** A known instruction whose arguments do not decode (Anchor: InstructionDidNotDeserialize). */
  | { kind: 'bad-args'; name: ProgramInstructionName };

export function decodeInstructionData(data: Uint8Array): DecodedData {
  if (data.length < 8) return { kind: 'unknown' };
  const head = data.subarray(0, 8);
  for (const [name, bytes] of DISCRIMINATOR_BYTES) {
    if (!sameBytes(head, bytes)) continue;
    try {
      const reader = new BorshReader(data, 8);
      const args = CODECS[name].decode(reader);
      // Anchor ignores bytes after the arguments.
      return { kind: 'ok', name, args } as DecodedData;
    } catch {
      return { kind: 'bad-args', name };
    }
  }
  return { kind: 'unknown' };
}
