// The baskets program's errors as a node reports them (`{"InstructionError": [i, {"Custom": n}]}`):
// the program's own (6000+, the IDL's `errors` in @symmetry-hq/baskets-sdk 0.0.45 basketsIDL.ts)
// and the Anchor framework's that its account checks raise (Anchor 0.29 `LangErrorCode`). The app
// names a failed step with them; the sandbox's emulation of the program fails with them.

export interface ProgramError {
  readonly code: number;
  readonly name: string;
  readonly message: string;
}

const entry = ([code, name, message]: readonly [number, string, string]): ProgramError => ({
  code,
  name,
  message,
});

/** Anchor's own errors that an account check or an instruction's decoding raises. */
export const ANCHOR_ERRORS = [
  [101, 'InstructionFallbackNotFound', 'Fallback functions are not supported'],
  [102, 'InstructionDidNotDeserialize', 'The program could not deserialize the given instruction'],
  [2000, 'ConstraintMut', 'A mut constraint was violated'],
  [2001, 'ConstraintHasOne', 'A has one constraint was violated'],
  [2006, 'ConstraintSeeds', 'A seeds constraint was violated'],
  [2012, 'ConstraintAddress', 'An address constraint was violated'],
  [2014, 'ConstraintTokenMint', 'A token mint constraint was violated'],
  [2015, 'ConstraintTokenOwner', 'A token owner constraint was violated'],
  [3002, 'AccountDiscriminatorMismatch', '8 byte discriminator did not match what was expected'],
  [3003, 'AccountDidNotDeserialize', 'Failed to deserialize the account'],
  [3005, 'AccountNotEnoughKeys', 'Not enough account keys given to the instruction'],
  [
    3007,
    'AccountOwnedByWrongProgram',
    'The given account is owned by a different program than expected',
  ],
  [3008, 'InvalidProgramId', 'Program ID was not as expected'],
  [3010, 'AccountNotSigner', 'The given account did not sign'],
  [3012, 'AccountNotInitialized', 'The program expected this account to be already initialized'],
  [
    3014,
    'AccountNotAssociatedTokenAccount',
    'The given account is not the associated token account',
  ],
  [3015, 'AccountSysvarMismatch', 'The given public key does not match the required sysvar'],
] as const satisfies readonly (readonly [number, string, string])[];

/** The program's own errors (the IDL's). */
export const BASKETS_ERRORS = [
  [6000, 'AlreadySet', 'Rules are already set'],
  [6001, 'IncorrectPdaUsdcAccount', 'Incorrect pda_usdc_account'],
  [6002, 'IncorrectOracleAccount', 'Incorrect Oracle account provided'],
  [6003, 'IncorrectSellState', 'Fund_state is provided instead of sell_state'],
  [6004, 'IncorrectPdaTokenAccount', 'Incorrect pda_token_account'],
  [6005, 'UpdateCurrentWeights', 'Current weights need to be updated'],
  [6006, 'TimeHasntPassed', "Enough time hasn't passed yet"],
  [6007, 'InThreshold', 'weight is in rebalance threshold'],
  [6008, 'MoreThan20Assets', 'Number of Assets must be less or equal to 20'],
  [6009, 'ConstraintError', 'Constraint error'],
  [6010, 'NotActivelyManaged', "Fund isn't actively managed"],
  [6011, 'IncorrectSmfFeeAccount', 'Incorrect smf_fee_account'],
  [6012, 'ExpoRangeError', 'Expo must be in [0;1] range'],
  [
    6013,
    'NoRefilterAndReweightForSellState',
    "Refilter or Reweight shouldn't be called for sell_state",
  ],
  [6014, 'IncorrectRebalanceFeeAccount', 'Incorrect rebalance_fee_account'],
  [6015, 'TokenIsAlreadyBought', 'Rebalance function already bought this token'],
  [6016, 'FundStateMustBeUpdated', 'Fund state must be updated'],
  [6017, 'RuleWeightLimitError', 'Rule weight is more than 1000'],
  [
    6018,
    'IntervalLimitsAreIncorrect',
    'Refilter, Reweight or Rebalance interval limits are incorrect',
  ],
  [6019, 'SlippageError', 'Swap Exceeded FundState Rebalance Slippage'],
  [6020, 'TokenIsntPresentInState', 'Passed token is not present in buy_state'],
  [6021, 'LessTokenInFund', 'There are less free tokens Tokens in fund_state than buyer wants'],
  [6022, 'UsdcIsntEnough', 'USDC worth is less than token worth'],
  [6023, 'ExceedsTargetWeight', 'Token weight after swap exceeds target weight'],
  [6024, 'FundWorthDecreasing', 'Fund worth fill decrease after swap'],
  [6025, 'SlippageExceeded', 'Swap slippage exceeded'],
  [6026, 'IncorrectManagerAccount', 'manager_usdc_account doesnt belong to manager'],
  [6027, 'WrongSigner', 'Sell state rebalance should be executed by manager'],
  [6028, 'ClaimTokens', 'Only ClaimTokens function is available on this sellState'],
  [6029, 'FilterOrWeightByError', 'filter_by and weight_by should be in [0;3] range'],
  [6030, 'FilterOrWeightDaysError', 'filter_days and weight_days should be in [0;5] range'],
  [6031, 'SortByError', 'sort_by must be 0 or 1'],
  [6032, 'IncorrectRefferalFeeAccount', 'Incorrect refferal USDC account'],
  [6033, 'IncorrectTokenAccount', 'Incorrect Buyer Token account'],
  [
    6034,
    'TokenStatsShouldBeUpdated',
    'To call refilter/reweight function token stats must be updated',
  ],
  [6035, 'SellState', 'Fund is a SellState'],
  [6036, 'ProgramFrozen', 'Program is frozen. Contact developer support.'],
  [6037, 'ProgramIsFrozen', 'Program is frozen by authority.'],
  [6038, 'TvlLimitReached', 'TVL Limit reached as symmetry funds are in beta mode.'],
  [6039, 'BuyLimit', 'Max allowed contribution is limited to 5000 USDC'],
  [6040, 'PythValidSlot', 'Pyth invalid slot'],
  [6041, 'PythStatus', 'Pyth status should be Trading'],
  [6042, 'PythConfidence', 'Pyth low confidence'],
  [6043, 'PythNegativePrice', 'Pyth price can not be negative'],
  [6044, 'AssetPool', "Asset Pool shouldn't contain repeating tokens and should contain USDC"],
  [6045, 'InvalidInstructionData', 'Invalid instruction data was provided'],
  [6046, 'NotAssociatedTokenAccount', 'Fee account is not associated'],
  [6047, 'CouldNotSwap', 'Could not swap enough amount'],
  [6048, 'IncorrectTokenId', 'Incorrect token Id'],
  [6049, 'FixedRule', 'Fixed rule should contain only 1 asset'],
  [6050, 'FundIsActive', 'Fund is still active'],
  [6051, 'BuyStateIsBeingClaimed', 'Buy state is being claimed'],
  [
    6052,
    'AssetPoolContainsOfflineOracleToken',
    'Asset pool contains token with offline oracle status',
  ],
  [6053, 'LpOf', 'Liquidity Provision is disabled for one of the tokens'],
  [6054, 'SvbOracleTimestamp', 'Svb Oracle not updated in last X seconds'],
  [6055, 'RebalanceDisabled', 'Auto Rebalance has been disabled by fund manager'],
  [6056, 'PrivateFund', 'This is a private fund. Only manager can contribute'],
  [6057, 'IncorrectOwner', 'Account not owned by the program'],
  [6058, 'NoPermission', 'Change not permitted'],
  [6059, 'WrongSymbolFormat', 'Symbol should contain 3-10 letters'],
  [6060, 'WrongNameFormat', 'Name should contain 5-60 characters'],
  [6061, 'WrongURIFormat', 'Metadata URI should contain 0-300 characters'],
  [
    6062,
    'IncorrectFeeDelegateAccount',
    'Provided fee account should be owned by fee-delegate/manager',
  ],
  [6063, 'WrongProgram', 'Symmetry Engine Program mismatch'],
  [6064, 'WrongAccount', 'Account(s) do not match'],
  [6065, 'CannotWithdrawBeforeDeposit', 'Cannot have multiple withdraw instructions'],
  [6066, 'NoDepositInstruction', 'Deposit instruction is missing'],
  [6067, 'ZeroPrice', 'Oracle loaded zero price'],
] as const satisfies readonly (readonly [number, string, string])[];

export type AnchorErrorName = (typeof ANCHOR_ERRORS)[number][1];
export type BasketsErrorName = (typeof BASKETS_ERRORS)[number][1];
export type ProgramErrorName = AnchorErrorName | BasketsErrorName;

const BY_CODE = new Map<number, ProgramError>(
  [...ANCHOR_ERRORS, ...BASKETS_ERRORS].map((e) => [e[0], entry(e)]),
);
const BY_NAME = new Map<string, ProgramError>(
  [...ANCHOR_ERRORS, ...BASKETS_ERRORS].map((e) => [e[1], entry(e)]),
);

/** The error with this custom code, if the program or Anchor defines it. */
export function programErrorOf(code: number): ProgramError | undefined {
  return BY_CODE.get(code);
}

export function programError(name: ProgramErrorName): ProgramError {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`no program error ${name}`);
  return found;
}
