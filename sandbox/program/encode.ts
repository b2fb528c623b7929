// Encodes the baskets program's accounts in the real program's layout, so the sandbox can write
// them with chain.setAccount and the app reads them as it reads mainnet. The layout table is the
// app's (src/solana/basketsProgram/layout.ts); the decoders there read back exactly what these
// write. Fields the app does not model (rules, asset pool, md5 of the metadata, …) stay zero.
import type { BasketState } from '../../src/solana/basketsProgram/basketState';
import type { BuyState } from '../../src/solana/basketsProgram/buyState';
import {
  BASKET_STATE,
  BUY_STATE,
  BUY_STATE_SLOTS,
  COMPOSITION_SLOTS,
  DISCRIMINATORS,
  TOKEN_LIST,
  TOKEN_LIST_CAPACITY,
  TOKEN_SETTINGS,
  tokenListEntryField,
  type Field,
} from '../../src/solana/basketsProgram/layout';
import type { OracleType, TokenList } from '../../src/solana/basketsProgram/tokenList';
import { AccountWriter } from './writer';

const utf8 = new TextEncoder();

/** Longest text a u8 length can describe (the uri array holds 300 bytes, its length only 255). */
const U8_MAX = 0xff;

function lengthPrefixedText(w: AccountWriter, length: Field, text: Field, value: string): void {
  const bytes = utf8.encode(value);
  const max = Math.min(text.size, U8_MAX);
  if (bytes.length > max) {
    throw new RangeError(`${text.name}: ${bytes.length} bytes; the layout holds at most ${max}`);
  }
  w.u8(length, bytes.length);
  w.raw(text, bytes);
}

/** A fundState's fields as written (`basketType` is derived on decoding from `activelyManaged`). */
export type FundStateFields = Omit<BasketState, 'basketType'>;

/** A basket or sell state (fundState). */
export function encodeBasketState(state: FundStateFields): Uint8Array {
  const F = BASKET_STATE.fields;
  if (state.composition.length > COMPOSITION_SLOTS) {
    throw new RangeError(`composition: at most ${COMPOSITION_SLOTS} slots`);
  }
  const w = new AccountWriter(BASKET_STATE.size);
  w.raw(F.discriminator, DISCRIMINATORS.basketState);
  w.u64(F.version, state.version);
  w.pubkey(F.manager, state.manager);
  w.pubkey(F.fundToken, state.fundToken);
  w.u64(F.managerFee, state.managerFee);
  w.u64(F.supplyOutstanding, state.supplyOutstanding);
  w.u64(F.activelyManaged, state.activelyManaged);
  w.u64(F.activeBuyStates, state.activeBuyStates);
  w.u64(F.sellState, state.sellState);
  w.u64(F.rebalanceSellState, state.rebalanceSellState);
  w.pubkey(F.hostPubkey, state.hostPubkey);
  w.u64(F.hostFee, state.hostFee);
  w.u64(F.numOfTokens, state.composition.length);
  state.composition.forEach((slot, i) => {
    w.u64(F.currentCompToken, slot.tokenId, i);
    w.u64(F.currentCompAmount, slot.amount, i);
    w.u64(F.lastRebalanceTime, slot.lastRebalanceTime, i);
    w.u64(F.targetWeight, slot.targetWeight, i);
    w.u64(F.currentWeight, slot.currentWeight, i);
  });
  w.u64(F.weightSum, state.weightSum);
  w.u64(F.fundWorth, state.fundWorth);
  w.u64(F.lastUpdateTime, state.lastUpdateTime);
  w.u64(F.rebalanceInterval, state.rebalanceInterval);
  w.u64(F.rebalanceThreshold, state.rebalanceThreshold);
  w.u64(F.rebalanceSlippage, state.rebalanceSlippage);
  w.u64(F.lpOffsetThreshold, state.lpOffsetThreshold);
  w.u64(F.disableRebalance, state.disableRebalance ? 1 : 0);
  w.u64(F.disableLp, state.disableLp ? 1 : 0);
  w.u8(F.allowMultiAssetContribution, state.allowMultiAssetContribution ? 1 : 0);
  lengthPrefixedText(w, F.symbolLength, F.symbol, state.symbol);
  lengthPrefixedText(w, F.nameLength, F.name, state.name);
  lengthPrefixedText(w, F.uriLength, F.uri, state.uri);
  w.pubkey(F.feeDelegate, state.feeDelegate);
  return w.bytes;
}

export function encodeBuyState(state: BuyState): Uint8Array {
  const F = BUY_STATE.fields;
  if (state.slots.length > BUY_STATE_SLOTS) {
    throw new RangeError(`slots: at most ${BUY_STATE_SLOTS}`);
  }
  const w = new AccountWriter(BUY_STATE.size);
  w.raw(F.discriminator, DISCRIMINATORS.buyState);
  w.pubkey(F.fund, state.fund);
  w.pubkey(F.buyer, state.buyer);
  w.pubkey(F.fundManager, state.fundManager);
  w.pubkey(F.hostPlatform, state.hostPlatform);
  w.pubkey(F.buyerFundTokenAccount, state.buyerFundTokenAccount);
  w.u64(F.usdcContributed, state.usdcContributed);
  w.u64(F.usdcLeft, state.usdcLeft);
  state.slots.forEach((slot, i) => {
    w.u64(F.token, slot.tokenId, i);
    w.u64(F.amountToSpend, slot.amountToSpend, i);
    w.u64(F.amountBought, slot.amountBought, i);
  });
  w.u64(F.creationTimestamp, state.creationTimestamp);
  w.u64(F.contributedValue, state.contributedValue);
  return w.bytes;
}

const ORACLE_TYPE_VALUE: Readonly<Record<OracleType, number>> = {
  Pyth: 0,
  Switchboard: 1,
  LST: 2,
  PythSponsored: 3,
};

/** The token list; each entry's `id` is its position. Unknown oracle types (null) are written 0. */
export function encodeTokenList(list: TokenList): Uint8Array {
  if (list.tokens.length > TOKEN_LIST_CAPACITY) {
    throw new RangeError(`tokens: at most ${TOKEN_LIST_CAPACITY}`);
  }
  const w = new AccountWriter(TOKEN_LIST.size);
  w.raw(TOKEN_LIST.fields.discriminator, DISCRIMINATORS.tokenList);
  w.u64(TOKEN_LIST.fields.numTokens, list.tokens.length);
  const S = TOKEN_SETTINGS.fields;
  list.tokens.forEach((token, i) => {
    const at = (f: Field): Field => tokenListEntryField(f, i);
    w.pubkey(at(S.tokenMint), token.mint);
    w.u8(at(S.decimals), token.decimals);
    w.raw(at(S.coingeckoId), utf8.encode(token.coingeckoId));
    w.pubkey(at(S.pdaTokenAccount), token.pdaTokenAccount);
    w.u8(at(S.oracleType), token.oracleType === null ? 0 : ORACLE_TYPE_VALUE[token.oracleType]);
    w.pubkey(at(S.oracleAccount), token.oracleAccount);
    w.u8(at(S.isLive), token.isLive ? 1 : 0);
    w.u8(at(S.lpOn), token.lpOn ? 1 : 0);
  });
  return w.bytes;
}
