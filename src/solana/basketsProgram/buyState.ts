// The baskets program's `buyState` account in app terms: a deposit whose USDC the program is
// still spending on the basket's composition.
import { decodeWith, type Decoded } from './errors';
import { requireDiscriminator, requireSize, u64Number } from './fields';
import { BUY_STATE, BUY_STATE_SLOTS } from './layout';
import { AccountReader } from './reader';

const F = BUY_STATE.fields;

/** One of the buy state's token slots. */
export interface BuySlot {
  /** Index into the service's token list account. */
  readonly tokenId: number;
  /** USDC base units still to spend on this token. */
  readonly amountToSpend: bigint;
  /** Base units of this token bought so far. */
  readonly amountBought: bigint;
}

export interface BuyState {
  /** The basket. */
  readonly fund: string;
  readonly buyer: string;
  readonly fundManager: string;
  readonly hostPlatform: string;
  readonly buyerFundTokenAccount: string;
  /** USDC base units. */
  readonly usdcContributed: bigint;
  /** USDC base units. */
  readonly usdcLeft: bigint;
  /**
   * All 20 slots as stored: the account has no count. The SDK treats slot 0 as USDC and skips
   * other slots with nothing to spend or bought (buyState.ts); `activeBuySlots` does the same.
   */
  readonly slots: readonly BuySlot[];
  /** Unix seconds. */
  readonly creationTimestamp: number;
  readonly contributedValue: bigint;
}

export function decodeBuyState(data: Uint8Array): Decoded<BuyState> {
  return decodeWith(() => {
    requireSize(data, BUY_STATE.size);
    const reader = AccountReader.whole(data);
    requireDiscriminator(reader, F.discriminator, 'buyState');
    return {
      fund: reader.pubkey(F.fund),
      buyer: reader.pubkey(F.buyer),
      fundManager: reader.pubkey(F.fundManager),
      hostPlatform: reader.pubkey(F.hostPlatform),
      buyerFundTokenAccount: reader.pubkey(F.buyerFundTokenAccount),
      usdcContributed: reader.u64(F.usdcContributed),
      usdcLeft: reader.u64(F.usdcLeft),
      slots: Array.from({ length: BUY_STATE_SLOTS }, (_, i) => ({
        tokenId: u64Number(reader, F.token, i),
        amountToSpend: reader.u64(F.amountToSpend, i),
        amountBought: reader.u64(F.amountBought, i),
      })),
      creationTimestamp: u64Number(reader, F.creationTimestamp),
      contributedValue: reader.u64(F.contributedValue),
    };
  });
}

/** Slot 0 (USDC) and every other slot with something to spend or already bought. */
export function activeBuySlots(state: BuyState): BuySlot[] {
  return state.slots.filter(
    (slot, i) => i === 0 || slot.amountToSpend > 0n || slot.amountBought > 0n,
  );
}
