// What every command handler works with, and the checks several of them share.
import {
  AddressLookupTableAccount,
  PACKET_DATA_SIZE,
  PublicKey,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { toBaseUnits } from '../../src/solana/amounts';
import type { Chain } from '../chain/chain';
import type { SandboxNetwork } from '../chain/network';
import type { Keeper } from '../keeper/keeper';
import type { TokenBook } from '../model/tokens';
import { BASKETS_LOOKUP_TABLE } from '../program/lookup-table';
import { computeBudgetInstructions, type ServiceBehaviour } from './behaviour';
import { ApiFailure, notFoundBasket } from '../model/errors';
import type { SandboxKeys } from '../model/keys';
import type { BasketState } from '../../src/solana/basketsProgram/basketState';
import type { BasketIndex, BasketRecord } from '../model/state';
import type { PriceHistoryBook } from './price-history/walk';

export interface ServiceContext {
  chain: Chain;
  keys: SandboxKeys;
  index: BasketIndex;
  tokens: TokenBook;
  keeper: Keeper;
  /** The answer shapes in force now (POST /sandbox/behaviour changes them). */
  behaviour: ServiceBehaviour;
  /** The network profile the JSON-RPC serves clients through; null without a JSON-RPC. */
  network: SandboxNetwork | null;
  /** Past prices of the test tokens, ending at their current prices (price-history/walk.ts). */
  priceHistory: PriceHistoryBook;
}

/**
 * An unsigned legacy transaction (what the real service returns) as base64: `feePayer` pays and is
 * the only signer needed, with the chain's latest blockhash; with `behaviour.computeBudget`, the
 * SDK's two ComputeBudget instructions come first.
 */
export function unsignedTransaction(
  ctx: ServiceContext,
  feePayer: PublicKey,
  instructions: TransactionInstruction[],
  /** The request field that makes this transaction long (text), for a too-large refusal. */
  longField?: string,
): string {
  const { blockhash, lastValidBlockHeight } = clientBlockhash(ctx);
  const tx = new Transaction({ feePayer, blockhash, lastValidBlockHeight });
  if (ctx.behaviour.computeBudget) tx.add(...computeBudgetInstructions());
  tx.add(...instructions);
  const message = tx.compileMessage();
  onlySigner(message.accountKeys.slice(0, message.header.numRequiredSignatures), feePayer);
  return packetChecked(
    () => tx.serialize({ requireAllSignatures: false, verifySignatures: false }),
    longField,
  );
}

/**
 * Create's and edit's transactions: legacy, or with `behaviour.transactions` 'v0' a v0
 * transaction against the program's lookup table as the chain holds it, as the SDK builds
 * createBasket and editBasket (baskets-sdk 0.0.45 basketState.ts).
 */
export function createOrEditTransaction(
  ctx: ServiceContext,
  feePayer: PublicKey,
  instructions: TransactionInstruction[],
  longField?: string,
): string {
  if (ctx.behaviour.transactions === 'legacy') {
    return unsignedTransaction(ctx, feePayer, instructions, longField);
  }
  const table = ctx.chain.getRawAccount(BASKETS_LOOKUP_TABLE);
  if (!table) throw new Error('the program’s lookup table is not on the chain');
  const lookupTable = new AddressLookupTableAccount({
    key: BASKETS_LOOKUP_TABLE,
    state: AddressLookupTableAccount.deserialize(table.data),
  });
  const message = new TransactionMessage({
    payerKey: feePayer,
    recentBlockhash: clientBlockhash(ctx).blockhash,
    instructions: [
      ...(ctx.behaviour.computeBudget ? computeBudgetInstructions() : []),
      ...instructions,
    ],
  }).compileToV0Message([lookupTable]);
  onlySigner(message.staticAccountKeys.slice(0, message.header.numRequiredSignatures), feePayer);
  return packetChecked(() => Buffer.from(new VersionedTransaction(message).serialize()), longField);
}

/** The blockhash clients can see: under a lagging replica, the replica's (its preflight would
 * not know a newer one yet). */
function clientBlockhash(ctx: ServiceContext) {
  return (ctx.network?.rpc ?? ctx.chain).latestBlockhash();
}

function onlySigner(signers: PublicKey[], feePayer: PublicKey): void {
  if (signers.length !== 1 || !signers[0]?.equals(feePayer)) {
    throw new Error(`transaction needs signers other than the fee payer: ${signers.join(', ')}`);
  }
}

/** The serialized transaction as base64, refused in words when it cannot fit a packet. */
function packetChecked(serialize: () => Buffer, longField?: string): string {
  const tooLarge = (bytes: string) =>
    new ApiFailure(
      422,
      'TRANSACTION_TOO_LARGE',
      `This request needs a transaction of ${bytes} bytes; Solana allows ${PACKET_DATA_SIZE}. ` +
        'Shorten the text (letters outside A–Z take 2–4 bytes each).',
      longField,
    );
  let wire: Buffer;
  try {
    // web3.js throws a RangeError writing past its packet-sized buffer, or "Transaction too large".
    wire = serialize();
  } catch (e) {
    if (e instanceof RangeError || (e instanceof Error && /too large/i.test(e.message))) {
      throw tooLarge(`more than ${PACKET_DATA_SIZE}`);
    }
    throw e;
  }
  if (wire.length > PACKET_DATA_SIZE) throw tooLarge(String(wire.length));
  return wire.toString('base64');
}

export function basketOr404(ctx: ServiceContext, address: string): BasketRecord {
  const b = ctx.index.baskets.get(address);
  if (!b) throw notFoundBasket();
  return b;
}

/** A basket users can deposit into and redeem from: its three create transactions landed. */
export function activeBasket(ctx: ServiceContext, address: string): ActiveBasket {
  const b = basketOr404(ctx, address);
  if (b.status !== 'active') {
    throw new ApiFailure(
      409,
      'BASKET_NOT_ACTIVE',
      'This basket is not active yet: send its composition and restructure transactions first',
      'basket',
    );
  }
  const state = ctx.index.fundState(b.address);
  if (!state) throw notFoundBasket();
  return { record: b, state };
}

/** A basket's record in the index and its account as the program holds it now. */
export interface ActiveBasket {
  record: BasketRecord;
  state: BasketState;
}

/** Display amount → base units; too many decimals or too large is the user's input error. */
export function baseUnits(amount: number, decimals: number, field = 'amount'): bigint {
  try {
    const units = toBaseUnits(amount, decimals);
    if (units === 0n) {
      throw new RangeError(
        `Amount is smaller than the token's smallest unit (${decimals} decimals)`,
      );
    }
    return units;
  } catch (e) {
    throw new ApiFailure(
      400,
      'INVALID_AMOUNT',
      e instanceof Error ? e.message : 'Invalid amount',
      field,
    );
  }
}
