// The app's layout table, decoders and the sandbox's encoder against the program's IDL, with
// bytes produced independently by Anchor's BorshAccountsCoder (see anchor-samples.ts).
import { BorshAccountsCoder } from '@coral-xyz/anchor';
import type { IdlType } from '@coral-xyz/anchor/dist/cjs/idl';
import { Keypair, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  decodeBasket,
  decodeBasketState,
  decodeSellState,
  type BasketState,
} from '../../src/solana/basketsProgram/basketState';
import { decodeBuyState, type BuyState } from '../../src/solana/basketsProgram/buyState';
import {
  BASKET_STATE,
  BUY_STATE,
  DISCRIMINATORS,
  TOKEN_LIST,
  TOKEN_SETTINGS,
  type Field,
  type FieldType,
} from '../../src/solana/basketsProgram/layout';
import { programAccountKind } from '../../src/solana/basketsProgram/kind';
import { decodeTokenList, type TokenList } from '../../src/solana/basketsProgram/tokenList';
import {
  anchorEncode,
  bn,
  coder,
  idl,
  padded,
  text,
  zeroStruct,
  type AnchorValue,
} from './anchor-samples';
import { encodeBasketState, encodeBuyState, encodeTokenList } from './encode';

const address = () => Keypair.generate().publicKey.toBase58();
const toKey = (base58: string) => new PublicKey(base58);

/** Size of an IDL type, computed from the IDL alone (Borsh: fields end to end). */
function idlSize(type: IdlType): number {
  if (type === 'u8') return 1;
  if (type === 'u64' || type === 'i64') return 8;
  if (type === 'publicKey') return 32;
  if (typeof type === 'object' && 'array' in type) return idlSize(type.array[0]) * type.array[1];
  if (typeof type === 'object' && 'defined' in type) {
    return idlFields(type.defined).reduce((sum, f) => sum + idlSize(f.type), 0);
  }
  throw new Error(`unexpected IDL type ${JSON.stringify(type)}`);
}

function idlFields(name: string) {
  const def = [...(idl.accounts ?? []), ...(idl.types ?? [])].find((d) => d.name === name);
  if (!def || def.type.kind !== 'struct') throw new Error(`no struct ${name}`);
  return def.type.fields;
}

/** How the layout table should describe an IDL type. */
function expectedFieldType(type: IdlType): FieldType | 'opaque' {
  if (type === 'publicKey') return 'pubkey';
  if (type === 'u8' || type === 'u64' || type === 'i64') return type;
  if (typeof type === 'object' && 'array' in type) {
    const inner = expectedFieldType(type.array[0]);
    if (typeof inner === 'string' && inner !== 'opaque') {
      return { array: inner, length: type.array[1] };
    }
  }
  return 'opaque';
}

function describeLayout(fields: readonly Field[]) {
  return fields.map((f) => ({
    name: f.name,
    offset: f.offset,
    size: f.size,
    type: typeof f.type === 'object' && 'opaque' in f.type ? 'opaque' : f.type,
  }));
}

function describeIdl(name: string, start: number) {
  let offset = start;
  return idlFields(name).map((f) => {
    const entry = { name: f.name, offset, size: idlSize(f.type), type: expectedFieldType(f.type) };
    offset += entry.size;
    return entry;
  });
}

describe('the layout table', () => {
  it.each([
    ['fundState', BASKET_STATE.ordered, BASKET_STATE.size],
    ['buyState', BUY_STATE.ordered, BUY_STATE.size],
    ['tokenList', TOKEN_LIST.ordered, TOKEN_LIST.size],
  ] as const)('matches the IDL account %s field by field', (name, ordered, size) => {
    const [discriminator, ...fields] = ordered;
    expect(discriminator).toMatchObject({ name: 'discriminator', offset: 0, size: 8 });
    expect(describeLayout(fields)).toEqual(describeIdl(name, 8));
    const account = (idl.accounts ?? []).find((a) => a.name === name);
    expect(account && coder.size(account)).toBe(size);
  });

  it('matches the IDL type TokenSettings', () => {
    expect(describeLayout(TOKEN_SETTINGS.ordered)).toEqual(describeIdl('TokenSettings', 0));
  });

  it('has the sizes and the offsets the SDK filters use', () => {
    expect([BASKET_STATE.size, BUY_STATE.size, TOKEN_LIST.size]).toEqual([10_208, 680, 39_816]);
    const { manager, sellState, hostPubkey } = BASKET_STATE.fields;
    expect([manager.offset, sellState.offset, hostPubkey.offset]).toEqual([16, 112, 128]);
    expect(BUY_STATE.fields.buyer.offset).toBe(40);
  });

  it("has Anchor's discriminators", () => {
    expect(DISCRIMINATORS.basketState).toEqual(
      new Uint8Array(BorshAccountsCoder.accountDiscriminator('fundState')),
    );
    expect(DISCRIMINATORS.buyState).toEqual(
      new Uint8Array(BorshAccountsCoder.accountDiscriminator('buyState')),
    );
    expect(DISCRIMINATORS.tokenList).toEqual(
      new Uint8Array(BorshAccountsCoder.accountDiscriminator('tokenList')),
    );
  });
});

const U64_MAX = 18_446_744_073_709_551_615n;

/** A basket as the app decodes it; the IDL value below is built from the same numbers. */
function sampleBasket(overrides: Partial<BasketState> = {}): BasketState {
  return {
    version: 3,
    manager: address(),
    fundToken: address(),
    managerFee: 50,
    supplyOutstanding: 123_456_789_012n,
    activelyManaged: 1,
    basketType: 1,
    activeBuyStates: 2,
    sellState: 0,
    rebalanceSellState: 0,
    hostPubkey: address(),
    hostFee: 25,
    composition: [
      {
        tokenId: 0,
        amount: 1_500_000n,
        targetWeight: 500,
        currentWeight: 480,
        lastRebalanceTime: 1_750_000_000,
      },
      {
        tokenId: 1,
        amount: 2_000_000_000n,
        targetWeight: 300,
        currentWeight: 310,
        lastRebalanceTime: 1_750_000_100,
      },
      { tokenId: 17, amount: U64_MAX, targetWeight: 200, currentWeight: 210, lastRebalanceTime: 0 },
    ],
    weightSum: 1000,
    fundWorth: 9_007_199_254_740_993n,
    lastUpdateTime: 1_750_000_200,
    rebalanceInterval: 86_400,
    rebalanceThreshold: 500,
    rebalanceSlippage: 100,
    lpOffsetThreshold: 0,
    disableRebalance: false,
    disableLp: true,
    allowMultiAssetContribution: true,
    symbol: 'BSKT',
    name: 'Blue chips · é',
    uri: 'https://example.org/bskt.json',
    feeDelegate: address(),
    ...overrides,
  };
}

function anchorBasket(
  b: BasketState,
  unmodeled: { [field: string]: AnchorValue } = {},
): { [field: string]: AnchorValue } {
  const slots = (pick: (s: BasketState['composition'][number]) => bigint | number) =>
    padded(
      b.composition.map((s) => bn(pick(s))),
      20,
      bn(0),
    );
  const utf8Length = (s: string) => new TextEncoder().encode(s).length;
  return {
    ...zeroStruct('fundState'),
    version: bn(b.version),
    manager: toKey(b.manager),
    fundToken: toKey(b.fundToken),
    managerFee: bn(b.managerFee),
    supplyOutstanding: bn(b.supplyOutstanding),
    activelyManaged: bn(b.activelyManaged),
    activeBuyStates: bn(b.activeBuyStates),
    sellState: bn(b.sellState),
    rebalanceSellState: bn(b.rebalanceSellState),
    hostPubkey: toKey(b.hostPubkey),
    hostFee: bn(b.hostFee),
    numOfTokens: bn(b.composition.length),
    currentCompToken: slots((s) => s.tokenId),
    currentCompAmount: slots((s) => s.amount),
    lastRebalanceTime: slots((s) => s.lastRebalanceTime),
    targetWeight: slots((s) => s.targetWeight),
    weightSum: bn(b.weightSum),
    currentWeight: slots((s) => s.currentWeight),
    fundWorth: bn(b.fundWorth),
    lastUpdateTime: bn(b.lastUpdateTime),
    rebalanceInterval: bn(b.rebalanceInterval),
    rebalanceThreshold: bn(b.rebalanceThreshold),
    rebalanceSlippage: bn(b.rebalanceSlippage),
    lpOffsetThreshold: bn(b.lpOffsetThreshold),
    disableRebalance: bn(b.disableRebalance ? 1 : 0),
    disableLp: bn(b.disableLp ? 1 : 0),
    allowMultiAssetContribution: b.allowMultiAssetContribution ? 1 : 0,
    symbolLength: utf8Length(b.symbol),
    symbol: text(b.symbol, 10),
    nameLength: utf8Length(b.name),
    name: text(b.name, 60),
    uriLength: utf8Length(b.uri),
    uri: text(b.uri, 300),
    feeDelegate: toKey(b.feeDelegate),
    ...unmodeled,
  };
}

function sampleBuyState(): BuyState {
  const slots = Array.from({ length: 20 }, (_, i) => ({
    tokenId: i < 3 ? ([0, 1, 17][i] ?? 0) : 0,
    amountToSpend: i === 2 ? 4_000_000n : 0n,
    amountBought: i === 1 ? 33_000_000n : i === 0 ? U64_MAX : 0n,
  }));
  return {
    fund: address(),
    buyer: address(),
    fundManager: address(),
    hostPlatform: address(),
    buyerFundTokenAccount: address(),
    usdcContributed: 10_000_000n,
    usdcLeft: 4_000_000n,
    slots,
    creationTimestamp: 1_750_000_300,
    contributedValue: 9_990_000n,
  };
}

function anchorBuyState(b: BuyState): { [field: string]: AnchorValue } {
  return {
    fund: toKey(b.fund),
    buyer: toKey(b.buyer),
    fundManager: toKey(b.fundManager),
    hostPlatform: toKey(b.hostPlatform),
    buyerFundTokenAccount: toKey(b.buyerFundTokenAccount),
    usdcContributed: bn(b.usdcContributed),
    usdcLeft: bn(b.usdcLeft),
    token: b.slots.map((s) => bn(s.tokenId)),
    amountToSpend: b.slots.map((s) => bn(s.amountToSpend)),
    amountBought: b.slots.map((s) => bn(s.amountBought)),
    creationTimestamp: bn(b.creationTimestamp),
    contributedValue: bn(b.contributedValue),
  };
}

function sampleTokenList(): TokenList {
  const entry = (id: number, coingeckoId: string, decimals: number) => ({
    id,
    mint: address(),
    decimals,
    coingeckoId,
    pdaTokenAccount: address(),
    oracleType: (['Pyth', 'Switchboard', 'LST', 'PythSponsored'] as const)[id % 4] ?? null,
    oracleAccount: address(),
    isLive: id !== 2,
    lpOn: id === 1,
  });
  return {
    tokens: [
      entry(0, 'usd-coin', 6),
      entry(1, 'solana', 9),
      entry(2, 'a-coingecko-id-of-thirty-chars', 5),
      entry(3, '', 8),
    ],
  };
}

function anchorTokenList(list: TokenList): { [field: string]: AnchorValue } {
  const oracle = { Pyth: 0, Switchboard: 1, LST: 2, PythSponsored: 3 } as const;
  const entries = list.tokens.map((t) => ({
    ...zeroStruct('TokenSettings'),
    tokenMint: toKey(t.mint),
    decimals: t.decimals,
    coingeckoId: text(t.coingeckoId, 30),
    pdaTokenAccount: toKey(t.pdaTokenAccount),
    oracleType: t.oracleType === null ? 0 : oracle[t.oracleType],
    oracleAccount: toKey(t.oracleAccount),
    isLive: t.isLive ? 1 : 0,
    lpOn: t.lpOn ? 1 : 0,
  }));
  return {
    numTokens: bn(list.tokens.length),
    list: padded<AnchorValue>(entries, 200, zeroStruct('TokenSettings')),
  };
}

/** Non-zero values in fields the app does not model: decoding must not depend on them. */
const UNMODELED: { [field: string]: AnchorValue } = {
  refilterInterval: bn(604_800),
  reweightInterval: bn(86_400),
  lastRefilterTime: bn(1_700_000_000),
  rulesReady: bn(1),
  assetPool: padded([bn(0), bn(1), bn(17)], 200, bn(0)),
  numOfRules: bn(3),
  rules: Array.from({ length: 20 }, (_, i) => ({
    ...zeroStruct('Rule'),
    totalWeight: bn(i < 3 ? 333 : 0),
    fixedAsset: bn(i),
    numAssets: bn(1),
    weightExpo: bn(-5),
  })),
  numRuleTokens: bn(3),
  ruleTokens: padded([bn(0), bn(1), bn(17)], 20, bn(0)),
  messageDigestFive: Array.from({ length: 16 }, (_, i) => i + 1),
  extraBytes: Array.from({ length: 362 }, () => 0xee),
};

describe('decoding bytes Anchor encoded from the IDL', () => {
  it('reads every field of a basket', () => {
    const basket = sampleBasket();
    const bytes = anchorEncode('fundState', anchorBasket(basket, UNMODELED));
    expect(decodeBasketState(bytes)).toEqual({ ok: true, value: basket });
    expect(decodeBasket(bytes)).toEqual({ ok: true, value: basket });
    expect(programAccountKind(bytes)).toBe('basket');
  });

  it('reads a sell state, which is a fundState with sellState 1', () => {
    const sell = sampleBasket({
      sellState: 1,
      activelyManaged: 0,
      basketType: 0,
      supplyOutstanding: 0n,
    });
    const bytes = anchorEncode('fundState', anchorBasket(sell));
    expect(decodeSellState(bytes)).toEqual({ ok: true, value: sell });
    expect(programAccountKind(bytes)).toBe('sell-state');
    expect(decodeBasket(bytes)).toEqual({
      ok: false,
      error: { kind: 'wrong-kind', expected: 'basket', actual: 'sell state' },
    });
  });

  it('reads an unknown basket type as null, keeping the raw value', () => {
    const basket = sampleBasket({ activelyManaged: 7, basketType: null });
    const decoded = decodeBasket(anchorEncode('fundState', anchorBasket(basket)));
    expect(decoded).toEqual({ ok: true, value: basket });
  });

  it('reads every field of a buy state (BorshAccountsCoder.encode as is: 680 bytes fit)', async () => {
    const buy = sampleBuyState();
    const bytes = new Uint8Array(await coder.encode('buyState', anchorBuyState(buy)));
    expect(bytes.length).toBe(680);
    expect(decodeBuyState(bytes)).toEqual({ ok: true, value: buy });
    expect(programAccountKind(bytes)).toBe('buy-state');
  });

  it('reads the token list: ids are positions, text is cut at its zero padding', () => {
    const list = sampleTokenList();
    const bytes = anchorEncode('tokenList', anchorTokenList(list));
    expect(decodeTokenList(bytes)).toEqual({ ok: true, value: list });
    expect(programAccountKind(bytes)).toBe('token-list');
  });
});

describe('the sandbox encoder', () => {
  it('writes a basket byte for byte as Anchor does', () => {
    const basket = sampleBasket();
    expect(encodeBasketState(basket)).toEqual(anchorEncode('fundState', anchorBasket(basket)));
  });

  it('writes a buy state and the token list byte for byte as Anchor does', () => {
    const buy = sampleBuyState();
    expect(encodeBuyState(buy)).toEqual(anchorEncode('buyState', anchorBuyState(buy)));
    const list = sampleTokenList();
    expect(encodeTokenList(list)).toEqual(anchorEncode('tokenList', anchorTokenList(list)));
  });

  it('round-trips through the decoders', () => {
    const basket = sampleBasket({ composition: [], name: '', symbol: '', uri: '' });
    expect(decodeBasketState(encodeBasketState(basket))).toEqual({ ok: true, value: basket });
    const full = sampleBasket({
      composition: Array.from({ length: 20 }, (_, i) => ({
        tokenId: i,
        amount: BigInt(i) * 1_000n,
        targetWeight: 50,
        currentWeight: 50,
        lastRebalanceTime: i,
      })),
      symbol: 'X'.repeat(10),
      name: 'N'.repeat(60),
      uri: 'u'.repeat(255),
    });
    expect(decodeBasketState(encodeBasketState(full))).toEqual({ ok: true, value: full });
    const buy = sampleBuyState();
    expect(decodeBuyState(encodeBuyState(buy))).toEqual({ ok: true, value: buy });
    const list = sampleTokenList();
    expect(decodeTokenList(encodeTokenList(list))).toEqual({ ok: true, value: list });
  });

  it('is read back by Anchor with the same values', () => {
    const basket = sampleBasket();
    const decoded: { [field: string]: unknown } = coder.decode(
      'fundState',
      Buffer.from(encodeBasketState(basket)),
    );
    expect(String(decoded.supplyOutstanding)).toBe(basket.supplyOutstanding.toString());
    expect(String(decoded.manager)).toBe(basket.manager);
    expect(String(decoded.fundWorth)).toBe(basket.fundWorth.toString());
    expect(decoded.nameLength).toBe(new TextEncoder().encode(basket.name).length);
  });

  it('refuses what does not fit the layout', () => {
    expect(() => encodeBasketState(sampleBasket({ symbol: 'ELEVENCHARS' }))).toThrow(RangeError);
    // uriLength is a u8: 256 bytes of uri could not be read back.
    expect(() => encodeBasketState(sampleBasket({ uri: 'u'.repeat(256) }))).toThrow(/at most 255/);
    expect(() => encodeBasketState(sampleBasket({ managerFee: -1 }))).toThrow(RangeError);
    expect(() => encodeBasketState(sampleBasket({ manager: 'not-a-key' }))).toThrow();
    const slot = {
      tokenId: 0,
      amount: 0n,
      targetWeight: 0,
      currentWeight: 0,
      lastRebalanceTime: 0,
    };
    expect(() =>
      encodeBasketState(sampleBasket({ composition: Array.from({ length: 21 }, () => slot) })),
    ).toThrow(RangeError);
  });
});
