// What every command handler works with, and the checks several of them share.
import {
  PACKET_DATA_SIZE,
  PublicKey,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { toBaseUnits } from '../../src/solana/amounts';
import type { Chain } from '../chain/chain';
import type { SandboxNetwork } from '../chain/network';
import type { Keeper } from '../keeper/keeper';
import type { TokenBook } from '../model/tokens';
import { computeBudgetInstructions, type ServiceBehaviour } from './behaviour';
import { ApiFailure, notFoundBasket } from '../model/errors';
import type { SandboxKeys } from '../model/keys';
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
  // The blockhash clients can see: under a lagging replica, the replica's (its preflight would
  // not know a newer one yet).
  const { blockhash, lastValidBlockHeight } = (ctx.network?.rpc ?? ctx.chain).latestBlockhash();
  const tx = new Transaction({ feePayer, blockhash, lastValidBlockHeight });
  if (ctx.behaviour.computeBudget) tx.add(...computeBudgetInstructions());
  tx.add(...instructions);
  const message = tx.compileMessage();
  const signers = message.accountKeys.slice(0, message.header.numRequiredSignatures);
  if (signers.length !== 1 || !signers[0]?.equals(feePayer)) {
    throw new Error(`transaction needs signers other than the fee payer: ${signers.join(', ')}`);
  }
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
    wire = tx.serialize({ requireAllSignatures: false, verifySignatures: false });
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
export function activeBasket(ctx: ServiceContext, address: string): BasketRecord {
  const b = basketOr404(ctx, address);
  if (b.status !== 'active') {
    throw new ApiFailure(
      409,
      'BASKET_NOT_ACTIVE',
      'This basket is not active yet: send its composition and restructure transactions first',
      'basket',
    );
  }
  return b;
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

export function pubkey(s: string): PublicKey {
  return new PublicKey(s);
}
