// Shapes of the service's answers that the real service may or may not have. Neither is known from
// public material, so the sandbox serves both: chosen at start (options, CLI flags) and switchable
// at run time (POST /sandbox/behaviour) so one sandbox can show a client each shape.
import { ComputeBudgetProgram, type TransactionInstruction } from '@solana/web3.js';

export type ClaimAccountsTx = 'always' | 'when-needed';
export type TransactionShape = 'legacy' | 'v0';

export interface ServiceBehaviour {
  /**
   * Every returned transaction starts with ComputeBudget setComputeUnitLimit + setComputeUnitPrice,
   * as the published SDK adds them. Default false: the wallet then adds its own priority fee.
   */
  computeBudget: boolean;
  /**
   * Claim's `createATAsTx` when the user already has every token account: 'always' returns a
   * memo-only transaction (the two-step shape of the spec); 'when-needed' leaves the field out.
   */
  claimAccountsTx: ClaimAccountsTx;
  /**
   * Create's and edit's transactions: 'legacy' (default: what the API's callers most likely get,
   * decoding with Transaction.from) or 'v0' against the program's lookup table, as the SDK builds
   * createBasket and editBasket (baskets-sdk 0.0.45 basketState.ts).
   */
  transactions: TransactionShape;
}

export const DEFAULT_BEHAVIOUR: ServiceBehaviour = {
  computeBudget: false,
  claimAccountsTx: 'always',
  transactions: 'legacy',
};

/** baskets-sdk 0.0.45 config.ts ADDITIONAL_UNITS: the compute unit limit the SDK asks for. */
export const SDK_COMPUTE_UNIT_LIMIT = 1_000_000;
/** baskets-sdk 0.0.45 config.ts ADDITIONAL_FEE: the SDK's compute unit price, in micro-lamports. */
export const SDK_COMPUTE_UNIT_PRICE = 15_000;

/** The two instructions the SDK puts first in each transaction (baskets-sdk 0.0.45 index.ts). */
export function computeBudgetInstructions(): TransactionInstruction[] {
  return [
    ComputeBudgetProgram.setComputeUnitLimit({ units: SDK_COMPUTE_UNIT_LIMIT }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: SDK_COMPUTE_UNIT_PRICE }),
  ];
}
