// The accounts of the Basket program's instructions, in the IDL's order with the IDL's flags
// (baskets-sdk 0.0.45 basketsIDL.ts; Anchor keeps that order on the wire). One table for the
// app, which checks the API's transactions against it (src/flow/intent), and for the sandbox,
// whose transactions carry these accounts and whose emulation of the program runs them
// (sandbox/program/emulator). `signer` accounts are also writable in every one of these.
import type { BasketsInstructionName } from '../basketsInstructions';

export type AccountAccess = 'signer' | 'writable' | 'readonly';

/** create- and updateFundTokenMintMetadata name the same accounts. */
const METADATA_ACCOUNTS = [
  ['manager', 'signer'],
  ['fundToken', 'readonly'],
  ['fundState', 'writable'],
  ['updateAuthority', 'readonly'],
  ['metadataAccount', 'writable'],
  ['metadataProgram', 'readonly'],
  ['systemProgram', 'readonly'],
  ['rent', 'readonly'],
] as const;

export const INSTRUCTION_ACCOUNTS = {
  createBasket: [
    ['manager', 'signer'],
    ['tokenList', 'readonly'],
    ['fundState', 'writable'],
    ['pdaAccount', 'readonly'],
    ['fundToken', 'writable'],
    ['createFeeSweeper', 'writable'],
    ['metadataAccount', 'writable'],
    ['metadataProgram', 'readonly'],
    ['systemProgram', 'readonly'],
    ['tokenProgram', 'readonly'],
    ['rent', 'readonly'],
    ['host', 'readonly'],
    ['feeDelegate', 'readonly'],
    ['seedPubkey', 'readonly'],
  ],
  editBasket: [
    ['manager', 'signer'],
    ['fundState', 'writable'],
    ['tokenList', 'readonly'],
    ['feeDelegate', 'readonly'],
  ],
  buyFund: [
    ['buyer', 'signer'],
    ['fundState', 'writable'],
    ['fundToken', 'writable'],
    ['tokenList', 'readonly'],
    ['pdaAccount', 'readonly'],
    ['pdaUsdcAccount', 'writable'],
    ['buyerUsdcAccount', 'writable'],
    ['managerUsdcAccount', 'writable'],
    ['smfFeeAccount', 'writable'],
    ['hostUsdcAccount', 'writable'],
    ['buyerFundTokenAccount', 'writable'],
    ['buyState', 'writable'],
    ['systemProgram', 'readonly'],
    ['tokenProgram', 'readonly'],
    ['rent', 'readonly'],
    ['associatedTokenProgram', 'readonly'],
    ['seedPubkey', 'readonly'],
  ],
  singleTokenDeposit: [
    ['authority', 'signer'],
    ['fundState', 'writable'],
    ['fundToken', 'writable'],
    ['buyerTokenAccount', 'writable'],
    ['buyerFundTokenAccount', 'writable'],
    ['pdaAccount', 'readonly'],
    ['pdaTokenAccount', 'writable'],
    ['symmetryFeeAccount', 'writable'],
    ['hostFeeAccount', 'writable'],
    ['managerFeeAccount', 'writable'],
    ['oracleAccount', 'readonly'],
    ['oracleSol', 'readonly'],
    ['tokenList', 'readonly'],
    ['tokenProgram', 'readonly'],
  ],
  sellFund: [
    ['seller', 'signer'],
    ['fundState', 'writable'],
    ['pdaAccount', 'readonly'],
    ['newFundState', 'writable'],
    ['sellerFundTokenAccount', 'writable'],
    ['fundToken', 'writable'],
    ['systemProgram', 'readonly'],
    ['tokenProgram', 'readonly'],
    ['rent', 'readonly'],
    ['seedPubkey', 'readonly'],
  ],
  instantBurn: [
    ['seller', 'signer'],
    ['pdaAccount', 'readonly'],
    ['fundState', 'writable'],
    ['fundToken', 'writable'],
    ['sellerFundTokenAccount', 'writable'],
    ['withdrawTokenMint', 'writable'],
    ['sellerTokenAccount', 'writable'],
    ['pdaTokenAccount', 'writable'],
    ['tokenList', 'readonly'],
    ['systemProgram', 'readonly'],
    ['tokenProgram', 'readonly'],
  ],
  claimToken: [
    ['signer', 'signer'],
    ['manager', 'writable'],
    ['fundState', 'writable'],
    ['tokenList', 'readonly'],
    ['sellerTokenAccount', 'writable'],
    ['pdaTokenAccount', 'writable'],
    ['pdaAccount', 'readonly'],
    ['systemProgram', 'readonly'],
    ['tokenProgram', 'readonly'],
  ],
  updateFundTokenMintMetadata: METADATA_ACCOUNTS,
  createFundTokenMintMetadata: METADATA_ACCOUNTS,
  // The automation's instructions (a keeper sends them; anyone may).
  mintFund: [
    ['signer', 'signer'],
    ['buyer', 'writable'],
    ['fundState', 'writable'],
    ['tokenList', 'readonly'],
    ['buyState', 'writable'],
    ['oracleSol', 'readonly'],
    ['pdaAccount', 'readonly'],
    ['buyerFundTokenAccount', 'writable'],
    ['fundToken', 'writable'],
    ['systemProgram', 'readonly'],
    ['tokenProgram', 'readonly'],
  ],
  updateCurrentWeights: [
    ['fundState', 'writable'],
    ['tokenList', 'readonly'],
    ['oracleSol', 'readonly'],
  ],
  withdrawBeforeRebalance: [
    ['signer', 'signer'],
    ['basketState', 'writable'],
    ['tokenList', 'readonly'],
    ['oracleSol', 'readonly'],
    ['oracleTokenFrom', 'readonly'],
    ['oracleTokenTo', 'readonly'],
    ['pdaAccount', 'readonly'],
    ['pdaTokenFrom', 'writable'],
    ['pdaTokenTo', 'writable'],
    ['signerTokenFrom', 'writable'],
    ['signerTokenTo', 'writable'],
    ['rebalanceState', 'writable'],
    ['tokenProgram', 'readonly'],
    ['systemProgram', 'readonly'],
    ['rent', 'readonly'],
    ['instructionsSysvar', 'readonly'],
  ],
  depositAfterRebalance: [
    ['signer', 'signer'],
    ['basketState', 'writable'],
    ['tokenList', 'readonly'],
    ['oracleSol', 'readonly'],
    ['oracleTokenTo', 'readonly'],
    ['pdaAccount', 'readonly'],
    ['pdaTokenTo', 'writable'],
    ['signerTokenTo', 'writable'],
    ['rebalanceState', 'writable'],
    ['rebalanceFeeAccount', 'writable'],
    ['tokenProgram', 'readonly'],
    ['systemProgram', 'readonly'],
  ],
} as const satisfies Partial<
  Record<BasketsInstructionName, readonly (readonly [string, AccountAccess])[]>
>;

export type ProgramInstructionName = keyof typeof INSTRUCTION_ACCOUNTS;

/** Every instruction the table describes. */
export const PROGRAM_INSTRUCTION_NAMES = Object.keys(
  INSTRUCTION_ACCOUNTS,
) as ProgramInstructionName[];

/** The accounts of instruction `N` by IDL name. */
export type AccountsOf<N extends ProgramInstructionName, K = string> = {
  readonly [A in (typeof INSTRUCTION_ACCOUNTS)[N][number][0]]: K;
};
