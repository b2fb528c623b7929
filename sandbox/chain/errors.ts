// Errors as a Solana node reports them: the JSON-RPC error object and the `TransactionError` JSON
// (`"BlockhashNotFound"`, `{"InstructionError":[0,{"Custom":1}]}`, …) with the node's messages.
// LiteSVM hands errors back as numbers and small classes; this module turns them into that JSON.

/** JSON-RPC error codes a node uses (agave `rpc_custom_error`). */
export const RPC_ERROR = {
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  parse: -32700,
  blockCleanedUp: -32001,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  blockNotAvailable: -32004,
  transactionPrecompileVerificationFailure: -32005,
  transactionHistoryNotAvailable: -32011,
  transactionSignatureLenMismatch: -32013,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const;

/** A failed JSON-RPC call, carrying exactly the `error` object a node would return. */
export class ChainRpcError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ChainRpcError';
    this.code = code;
    this.data = data;
  }
  /** The `error` member of a JSON-RPC response. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export function invalidParams(message: string): ChainRpcError {
  return new ChainRpcError(RPC_ERROR.invalidParams, message);
}

/** The JSON a node serialises a `TransactionError` to. */
export type TransactionErrorJson = string | Record<string, unknown>;

// Order matches litesvm's `TransactionErrorFieldless` (the numbers it returns).
const TRANSACTION_ERRORS: readonly (readonly [string, string])[] = [
  ['AccountInUse', 'Account in use'],
  ['AccountLoadedTwice', 'Account loaded twice'],
  ['AccountNotFound', 'Attempt to debit an account but found no record of a prior credit.'],
  ['ProgramAccountNotFound', 'Attempt to load a program that does not exist'],
  ['InsufficientFundsForFee', 'Insufficient funds for fee'],
  ['InvalidAccountForFee', 'This account may not be used to pay transaction fees'],
  ['AlreadyProcessed', 'This transaction has already been processed'],
  ['BlockhashNotFound', 'Blockhash not found'],
  ['CallChainTooDeep', 'Loader call chain is too deep'],
  ['MissingSignatureForFee', 'Transaction requires a fee but has no signature present'],
  ['InvalidAccountIndex', 'Transaction contains an invalid account reference'],
  ['SignatureFailure', 'Transaction did not pass signature verification'],
  ['InvalidProgramForExecution', 'This program may not be used for executing instructions'],
  ['SanitizeFailure', 'Transaction failed to sanitize accounts offsets correctly'],
  ['ClusterMaintenance', 'Transactions are currently disabled due to cluster maintenance'],
  [
    'AccountBorrowOutstanding',
    'Transaction processing left an account with an outstanding borrowed reference',
  ],
  ['WouldExceedMaxBlockCostLimit', 'Transaction would exceed max Block Cost Limit'],
  ['UnsupportedVersion', 'Transaction version is unsupported'],
  ['InvalidWritableAccount', 'Transaction loads a writable account that cannot be written'],
  ['WouldExceedMaxAccountCostLimit', 'Transaction would exceed max account limit within the block'],
  [
    'WouldExceedAccountDataBlockLimit',
    'Transaction would exceed account data limit within the block',
  ],
  ['TooManyAccountLocks', 'Transaction locked too many accounts'],
  ['AddressLookupTableNotFound', "Transaction loads an address table account that doesn't exist"],
  [
    'InvalidAddressLookupTableOwner',
    'Transaction loads an address table account with an invalid owner',
  ],
  ['InvalidAddressLookupTableData', 'Transaction loads an address table account with invalid data'],
  ['InvalidAddressLookupTableIndex', 'Transaction address table lookup uses an invalid index'],
  [
    'InvalidRentPayingAccount',
    'Transaction leaves an account with a lower balance than rent-exempt minimum',
  ],
  ['WouldExceedMaxVoteCostLimit', 'Transaction would exceed max Vote Cost Limit'],
  ['WouldExceedAccountDataTotalLimit', 'Transaction would exceed total account data limit'],
  ['MaxLoadedAccountsDataSizeExceeded', 'Transaction exceeded max loaded accounts data size cap'],
  ['ResanitizationNeeded', 'ResanitizationNeeded'],
  [
    'InvalidLoadedAccountsDataSizeLimit',
    'LoadedAccountsDataSizeLimit set for transaction must be greater than 0.',
  ],
  ['UnbalancedTransaction', 'Sum of account balances before and after transaction do not match'],
  ['ProgramCacheHitMaxLimit', 'Program cache hit max limit'],
  ['CommitCancelled', 'CommitCancelled'],
];

// Order matches litesvm's `InstructionErrorFieldless`.
const INSTRUCTION_ERRORS: readonly (readonly [string, string])[] = [
  ['GenericError', 'generic instruction error'],
  ['InvalidArgument', 'invalid program argument'],
  ['InvalidInstructionData', 'invalid instruction data'],
  ['InvalidAccountData', 'invalid account data for instruction'],
  ['AccountDataTooSmall', 'account data too small for instruction'],
  ['InsufficientFunds', 'insufficient funds for instruction'],
  ['IncorrectProgramId', 'incorrect program id for instruction'],
  ['MissingRequiredSignature', 'missing required signature for instruction'],
  ['AccountAlreadyInitialized', 'instruction requires an uninitialized account'],
  ['UninitializedAccount', 'instruction requires an initialized account'],
  ['UnbalancedInstruction', 'sum of account balances before and after instruction do not match'],
  ['ModifiedProgramId', 'instruction illegally modified the program id of an account'],
  [
    'ExternalAccountLamportSpend',
    'instruction spent from the balance of an account it does not own',
  ],
  ['ExternalAccountDataModified', 'instruction modified data of an account it does not own'],
  ['ReadonlyLamportChange', 'instruction changed the balance of a read-only account'],
  ['ReadonlyDataModified', 'instruction modified data of a read-only account'],
  ['DuplicateAccountIndex', 'instruction contains duplicate accounts'],
  ['ExecutableModified', 'instruction changed executable bit of an account'],
  ['RentEpochModified', 'instruction modified rent epoch of an account'],
  ['NotEnoughAccountKeys', 'insufficient account keys for instruction'],
  [
    'AccountDataSizeChanged',
    "program other than the account's owner changed the size of the account data",
  ],
  ['AccountNotExecutable', 'instruction expected an executable account'],
  [
    'AccountBorrowFailed',
    'instruction tries to borrow reference for an account which is already borrowed',
  ],
  ['AccountBorrowOutstanding', 'instruction left account with an outstanding borrowed reference'],
  ['DuplicateAccountOutOfSync', 'instruction modifications of multiply-passed account differ'],
  ['InvalidError', 'program returned invalid error code'],
  ['ExecutableDataModified', 'instruction changed executable accounts data'],
  ['ExecutableLamportChange', 'instruction changed the balance of an executable account'],
  ['ExecutableAccountNotRentExempt', 'executable accounts must be rent exempt'],
  ['UnsupportedProgramId', 'Unsupported program id'],
  ['CallDepth', 'Cross-program invocation call depth too deep'],
  ['MissingAccount', 'An account required by the instruction is missing'],
  ['ReentrancyNotAllowed', 'Cross-program invocation reentrancy not allowed for this instruction'],
  ['MaxSeedLengthExceeded', 'Length of the seed is too long for address generation'],
  ['InvalidSeeds', 'Provided seeds do not result in a valid address'],
  ['InvalidRealloc', 'Failed to reallocate account data'],
  ['ComputationalBudgetExceeded', 'Computational budget exceeded'],
  ['PrivilegeEscalation', 'Cross-program invocation with unauthorized signer or writable account'],
  ['ProgramEnvironmentSetupFailure', 'Failed to create program execution environment'],
  ['ProgramFailedToComplete', 'Program failed to complete'],
  ['ProgramFailedToCompile', 'Program failed to compile'],
  ['Immutable', 'Account is immutable'],
  ['IncorrectAuthority', 'Incorrect authority provided'],
  ['AccountNotRentExempt', 'An account does not have enough lamports to be rent-exempt'],
  ['InvalidAccountOwner', 'Invalid account owner'],
  ['ArithmeticOverflow', 'Program arithmetic overflowed'],
  ['UnsupportedSysvar', 'Unsupported sysvar'],
  ['IllegalOwner', 'Provided owner is not allowed'],
  [
    'MaxAccountsDataAllocationsExceeded',
    'Accounts data allocations exceeded the maximum allowed per transaction',
  ],
  ['MaxAccountsExceeded', 'Max accounts exceeded'],
  ['MaxInstructionTraceLengthExceeded', 'Max instruction trace length exceeded'],
  ['BuiltinProgramsMustConsumeComputeUnits', 'Builtin programs must consume compute units'],
  ['BorshIoError', 'Failed to serialize or deserialize account data'],
];

/** A transaction error in both forms a node uses: JSON (`err`) and text (messages). */
export interface TransactionFailure {
  json: TransactionErrorJson;
  message: string;
}

type Obj = Record<string, unknown>;
const call = (o: unknown, name: string): unknown => {
  const f = (o as Obj)[name];
  return typeof f === 'function' ? (f as () => unknown).call(o) : undefined;
};

function instructionError(e: unknown): TransactionFailure {
  if (typeof e === 'number') {
    const [name, message] = INSTRUCTION_ERRORS[e] ?? ['InvalidError', `instruction error ${e}`];
    return { json: name, message };
  }
  const o = e as Obj;
  if (typeof o.code === 'number') {
    return {
      json: { Custom: o.code },
      message: `custom program error: 0x${o.code.toString(16)}`,
    };
  }
  if (typeof o.msg === 'string') {
    return {
      json: { BorshIoError: o.msg },
      message: `Failed to serialize or deserialize account data: ${o.msg}`,
    };
  }
  return { json: 'InvalidError', message: String(e) };
}

/** Converts what litesvm's `FailedTransactionMetadata.err()` returns into a node's error. */
export function toTransactionFailure(e: unknown): TransactionFailure {
  if (typeof e === 'number') {
    const [name, message] = TRANSACTION_ERRORS[e] ?? ['SanitizeFailure', `transaction error ${e}`];
    return { json: name, message };
  }
  const o = e as Obj;
  const kind = (o.constructor as { name?: string } | undefined)?.name ?? '';
  if (kind.includes('InstructionError')) {
    const index = Number(o.index);
    const inner = instructionError(call(o, 'err'));
    return {
      json: { InstructionError: [index, inner.json] },
      message: `Error processing Instruction ${index}: ${inner.message}`,
    };
  }
  if (kind.includes('DuplicateInstruction')) {
    const index = Number(o.index);
    return {
      json: { DuplicateInstruction: index },
      message: `Transaction contains a duplicate instruction (${index}) that is not allowed`,
    };
  }
  if (kind.includes('InsufficientFundsForRent')) {
    const accountIndex = Number(o.accountIndex);
    return {
      json: { InsufficientFundsForRent: { account_index: accountIndex } },
      message: `Transaction results in an account (${accountIndex}) with insufficient funds for rent`,
    };
  }
  if (kind.includes('ProgramExecutionTemporarilyRestricted')) {
    const accountIndex = Number(o.accountIndex);
    return {
      json: { ProgramExecutionTemporarilyRestricted: { account_index: accountIndex } },
      message: `Execution of the program referenced by account at index ${accountIndex} is temporarily restricted.`,
    };
  }
  return { json: 'SanitizeFailure', message: String(e) };
}

/** A fieldless transaction error by name, e.g. `namedFailure('BlockhashNotFound')`. */
export function namedFailure(name: string): TransactionFailure {
  const found = TRANSACTION_ERRORS.find(([n]) => n === name);
  return { json: name, message: found ? found[1] : name };
}

/** Errors after which the fee was charged and the transaction is recorded in a block. */
export function failureLands(json: TransactionErrorJson): boolean {
  if (typeof json === 'string') return false;
  return (
    'InstructionError' in json ||
    'DuplicateInstruction' in json ||
    'InsufficientFundsForRent' in json ||
    'ProgramExecutionTemporarilyRestricted' in json
  );
}

/** The node's answer when preflight simulation fails (sendTransaction). */
export function preflightFailure(
  failure: TransactionFailure,
  logs: string[],
  unitsConsumed: number,
): ChainRpcError {
  return new ChainRpcError(
    RPC_ERROR.sendTransactionPreflightFailure,
    `Transaction simulation failed: ${failure.message}`,
    {
      accounts: null,
      err: failure.json,
      innerInstructions: null,
      loadedAccountsDataSize: null,
      logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed,
    },
  );
}
