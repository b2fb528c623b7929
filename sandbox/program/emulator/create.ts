// createBasket, editBasket and the metadata instructions, emulated: the checks the program makes
// (accounts by address, seeds and owner; the settings within the limits the SDK validates,
// baskets-sdk 0.0.45 utils.ts validateCreateBasketParams), then what it does — the basket state,
// the basket token mint (mint authority: the program's PDA) and the mint's Metaplex metadata,
// created through System and SPL Token invocations paid by the manager.
import { MINT_SIZE, TOKEN_PROGRAM_ID, createInitializeMint2Instruction } from '@solana/spl-token';
import { PublicKey, SYSVAR_RENT_PUBKEY, SystemProgram } from '@solana/web3.js';
import {
  BASKETS_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  TOKEN_LIST_ADDRESS,
  TOKEN_METADATA_PROGRAM_ID,
  metadataAddress,
} from '../../../src/solana/basketsProgram/addresses';
import {
  BASKET_STATE,
  NAME_CAPACITY,
  SYMBOL_CAPACITY,
} from '../../../src/solana/basketsProgram/layout';
import type { Invocation, ProgramContext } from '../../chain/emulation';
import type {
  BasketSettingsArgs,
  CreateBasketArgs,
  InstructionArgs,
  MetadataParams,
} from '../../../src/solana/basketsProgram/instructionArgs';
import { MAX_METADATA_LEN, encodeMetaplexMetadata } from '../metaplex';
import { CREATE_FEE_ACCOUNT } from '../../../src/solana/basketsProgram/serviceAccounts';
import { fitUtf8 } from '../text';
import { Accounts, anchorError } from './anchor';
import { retarget } from './fund';
import { readFund, readTokenList, writeFund, type Fund } from './state';

const BASKET_DECIMALS = 6;
const MAX_BPS = 10_000;
const MIN_REBALANCE_INTERVAL = 3600;
const MAX_WEIGHT = 1000;
/** The basket state holds at most 255 bytes of uri (a u8 length). */
const STATE_URI_BYTES = 255;
const utf8 = new TextEncoder();
const seedBytes = (text: string) => utf8.encode(text);

/** The metadata texts within the program's limits (Wrong…Format errors otherwise). */
function checkMetadata(ctx: ProgramContext, m: MetadataParams): void {
  const chars = (s: string) => [...s].length;
  if (chars(m.symbol) < 3 || chars(m.symbol) > SYMBOL_CAPACITY) {
    throw anchorError(ctx, 'WrongSymbolFormat');
  }
  if (chars(m.name) < 3 || chars(m.name) > NAME_CAPACITY) throw anchorError(ctx, 'WrongNameFormat');
  if (chars(m.uri) > 300) throw anchorError(ctx, 'WrongURIFormat');
}

/** Settings and targets within the limits; the targets' token ids in the list, none repeated. */
function checkSettings(ctx: ProgramContext, args: BasketSettingsArgs, listed: number): void {
  const bps = [
    args.managerFee,
    args.rebalanceThreshold,
    args.rebalanceSlippage,
    args.lpOffsetThreshold,
  ];
  if (bps.some((v) => v > MAX_BPS)) throw anchorError(ctx, 'InvalidInstructionData');
  if (args.rebalanceInterval < BigInt(MIN_REBALANCE_INTERVAL)) {
    throw anchorError(ctx, 'IntervalLimitsAreIncorrect');
  }
  if (args.composition.length === 0) throw anchorError(ctx, 'AssetPool');
  const seen = new Set<number>();
  for (const t of args.composition) {
    if (t.tokenId >= listed) throw anchorError(ctx, 'IncorrectTokenId');
    if (seen.has(t.tokenId)) throw anchorError(ctx, 'AssetPool');
    if (t.weight > MAX_WEIGHT) throw anchorError(ctx, 'RuleWeightLimitError');
    seen.add(t.tokenId);
  }
}

const metadataText = (m: MetadataParams) => ({
  symbol: fitUtf8(m.symbol, SYMBOL_CAPACITY),
  name: fitUtf8(m.name, NAME_CAPACITY),
  uri: fitUtf8(m.uri, STATE_URI_BYTES),
});

/** The settings an edit may change, as the fund state keeps them. */
function settingsOf(args: BasketSettingsArgs) {
  return {
    managerFee: args.managerFee,
    rebalanceInterval: Number(args.rebalanceInterval),
    rebalanceThreshold: args.rebalanceThreshold,
    rebalanceSlippage: args.rebalanceSlippage,
    lpOffsetThreshold: args.lpOffsetThreshold,
    disableRebalance: args.disableRebalance,
    disableLp: args.disableLp,
  };
}

/** A System createAccount paid by `payer`, rent-exempt for `space`. */
function createAccountBy(ctx: ProgramContext, payer: PublicKey) {
  return (address: PublicKey, space: number, owner: PublicKey) =>
    SystemProgram.createAccount({
      fromPubkey: payer,
      newAccountPubkey: address,
      lamports: Number(ctx.rentExemptMinimum(space)),
      space,
      programId: owner,
    });
}

/** Creates the mint's Metaplex account as Metaplex's CreateMetadataAccountV3 would, paid by `payer`. */
function createMetaplex(ctx: ProgramContext, payer: PublicKey, mint: PublicKey): void {
  const seeds = [seedBytes('metadata'), TOKEN_METADATA_PROGRAM_ID.toBytes(), mint.toBytes()];
  const [address, bump] = PublicKey.findProgramAddressSync(seeds, TOKEN_METADATA_PROGRAM_ID);
  ctx.invoke(createAccountBy(ctx, payer)(address, MAX_METADATA_LEN, TOKEN_METADATA_PROGRAM_ID), [
    { seeds: [...seeds, Uint8Array.of(bump)], programId: TOKEN_METADATA_PROGRAM_ID.toBase58() },
  ]);
}

/** Writes the Metaplex account as Metaplex would (the sandbox has no Metaplex program). */
function writeMetaplex(ctx: ProgramContext, account: string, mint: string, m: MetadataParams) {
  ctx.log(
    'sandbox: Metaplex Token Metadata is not deployed; the program writes it as Metaplex would',
  );
  const current = ctx.account(account);
  if (!current) throw new Error(`no metadata account at ${account}`);
  const data = encodeMetaplexMetadata({
    updateAuthority: BASKETS_PROGRAM_PDA.toBase58(),
    mint,
    ...m,
  });
  ctx.write(account, { ...current, data });
}

export function createBasket(inv: Invocation, ctx: ProgramContext, args: CreateBasketArgs): void {
  ctx.log('Instruction: CreateBasket');
  const a = new Accounts(ctx, 'createBasket', inv);
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  const seed = a.key('seedPubkey').toBytes();
  const fundBump = a.seeds('fundState', [seedBytes('basket'), seed]);
  const mintBump = a.seeds('fundToken', [seedBytes('mint'), seed]);
  a.is('pdaAccount', BASKETS_PROGRAM_PDA);
  a.is('createFeeSweeper', CREATE_FEE_ACCOUNT);
  const mint = a.key('fundToken');
  a.is('metadataAccount', metadataAddress(mint), 'ConstraintSeeds');
  a.program('metadataProgram', TOKEN_METADATA_PROGRAM_ID);
  a.program('systemProgram', SystemProgram.programId);
  a.program('tokenProgram', TOKEN_PROGRAM_ID);
  a.sysvar('rent', SYSVAR_RENT_PUBKEY);
  checkMetadata(ctx, args.metadata);
  checkSettings(ctx, args, list.tokens.length);
  if (args.hostFee > MAX_BPS || args.basketType > 2)
    throw anchorError(ctx, 'InvalidInstructionData');

  const manager = a.key('manager');
  const create = createAccountBy(ctx, manager);
  ctx.invoke(create(a.key('fundState'), BASKET_STATE.size, BASKETS_PROGRAM_ID), [
    { seeds: [seedBytes('basket'), seed, Uint8Array.of(fundBump)] },
  ]);
  ctx.invoke(create(mint, MINT_SIZE, TOKEN_PROGRAM_ID), [
    { seeds: [seedBytes('mint'), seed, Uint8Array.of(mintBump)] },
  ]);
  ctx.invoke(createInitializeMint2Instruction(mint, BASKET_DECIMALS, BASKETS_PROGRAM_PDA, null));
  createMetaplex(ctx, manager, mint);
  writeMetaplex(ctx, metadataAddress(mint).toBase58(), mint.toBase58(), args.metadata);

  const fund: Fund = {
    version: 1,
    manager: manager.toBase58(),
    fundToken: mint.toBase58(),
    supplyOutstanding: 0n,
    activelyManaged: args.basketType,
    activeBuyStates: 0,
    sellState: 0,
    rebalanceSellState: 0,
    hostPubkey: a.address('host'),
    hostFee: args.hostFee,
    composition: [],
    weightSum: 0,
    fundWorth: 0n,
    lastUpdateTime: inv.unixTimestamp,
    allowMultiAssetContribution: false,
    feeDelegate: a.address('feeDelegate'),
    ...settingsOf(args),
    ...metadataText(args.metadata),
  };
  writeFund(ctx, a.address('fundState'), retarget(ctx, fund, args.composition));
}

export function editBasket(inv: Invocation, ctx: ProgramContext, args: BasketSettingsArgs): void {
  ctx.log('Instruction: EditBasket');
  const a = new Accounts(ctx, 'editBasket', inv);
  const fund = readFund(a, 'fundState');
  const list = readTokenList(a, 'tokenList', TOKEN_LIST_ADDRESS.toBase58());
  if (fund.sellState !== 0) throw anchorError(ctx, 'SellState', 'fundState');
  if (fund.manager !== a.address('manager')) throw anchorError(ctx, 'ConstraintHasOne', 'manager');
  if (fund.activelyManaged === 0) throw anchorError(ctx, 'NotActivelyManaged');
  checkSettings(ctx, args, list.tokens.length);
  const edited = retarget(ctx, fund, args.composition);
  writeFund(ctx, a.address('fundState'), {
    ...edited,
    ...settingsOf(args),
    feeDelegate: a.address('feeDelegate'),
    lastUpdateTime: inv.unixTimestamp,
  });
}

/** create- and updateFundTokenMintMetadata: the manager renames the basket token. */
export function setMetadata(
  inv: Invocation,
  ctx: ProgramContext,
  name: 'createFundTokenMintMetadata' | 'updateFundTokenMintMetadata',
  args: InstructionArgs[typeof name],
): void {
  ctx.log(`Instruction: ${name[0]!.toUpperCase()}${name.slice(1)}`);
  const a = new Accounts(ctx, name, inv);
  const fund = readFund(a, 'fundState');
  if (fund.sellState !== 0) throw anchorError(ctx, 'SellState', 'fundState');
  if (fund.manager !== a.address('manager')) throw anchorError(ctx, 'ConstraintHasOne', 'manager');
  a.is('fundToken', fund.fundToken, 'ConstraintHasOne');
  a.is('updateAuthority', BASKETS_PROGRAM_PDA);
  a.is('metadataAccount', metadataAddress(a.key('fundToken')), 'ConstraintSeeds');
  a.program('metadataProgram', TOKEN_METADATA_PROGRAM_ID);
  a.program('systemProgram', SystemProgram.programId);
  a.sysvar('rent', SYSVAR_RENT_PUBKEY);
  checkMetadata(ctx, args);
  if (!ctx.account(a.address('metadataAccount'))) {
    if (name === 'updateFundTokenMintMetadata') {
      throw anchorError(ctx, 'AccountNotInitialized', 'metadataAccount');
    }
    createMetaplex(ctx, a.key('manager'), a.key('fundToken'));
  }
  writeMetaplex(ctx, a.address('metadataAccount'), fund.fundToken, args);
  writeFund(ctx, a.address('fundState'), { ...fund, ...metadataText(args) });
}
