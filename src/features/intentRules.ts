// What the operations' rule tables (src/features/<op>/intent.ts) share: the accounts every Basket
// program instruction names, the wallet's token accounts, the basket read from the chain, and the
// settings create and edit both send (docs/security.md, "The rules per command").
import type { Composition, CreateRequest, EditRequest } from '../api/schemas';
import type { Difference, IntentReads, OpenRule, Refused, Want } from '../flow/intent';
import { associatedAccount, isRefused, refuse } from '../flow/intent';
import { toBaseUnits, formatTokenAmount } from '../solana/amounts';
import type { BasketState } from '../solana/basketsProgram/basketState';
import type { BasketSettingsArgs, MetadataParams } from '../solana/basketsProgram/instructionArgs';
import type { TokenList, TokenListEntry } from '../solana/basketsProgram/tokenList';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  BASKETS_PROGRAM_PDA,
  BASKETS_TOKEN_LIST_ADDRESS,
  SYSTEM_PROGRAM_ID,
  SYSVAR_RENT_ID,
  TOKEN_METADATA_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '../solana/programs';
import { tokenLabel } from '../solana/tokens';
import { formatPercentFromBps, shortenAddress } from '../ui/format';

/** An account the instruction must name. */
export function is(address: string, what: string, differs?: Want['differs']) {
  return { kind: 'is' as const, address, is: what, ...(differs ? { differs } : {}) };
}

/** The fixed accounts of the program's instructions. */
export const FIXED = {
  tokenList: is(BASKETS_TOKEN_LIST_ADDRESS, 'the Basket program’s token list'),
  programAuthority: is(BASKETS_PROGRAM_PDA, 'the Basket program’s authority'),
  systemProgram: is(SYSTEM_PROGRAM_ID, 'the System program'),
  tokenProgram: is(TOKEN_PROGRAM_ID, 'the Token program'),
  associatedTokenProgram: is(ASSOCIATED_TOKEN_PROGRAM_ID, 'the Associated Token Account program'),
  metadataProgram: is(TOKEN_METADATA_PROGRAM_ID, 'the Token Metadata program'),
  rent: is(SYSVAR_RENT_ID, 'the rent sysvar'),
};

/** `owner`'s associated account of `mint`, as a rule. */
export function accountOf(owner: string, mint: string, what: string) {
  return is(associatedAccount(owner, mint), what);
}

/** A token account the step may open, paid by the wallet. */
export function opens(owner: string, mint: string, what: string): OpenRule {
  return { owner, mint, is: what };
}

/** Who the creator's deposit fees go to: the basket's fee delegate, else its creator (the SDK's rule). */
export function feeOwner(basket: Pick<BasketState, 'feeDelegate' | 'manager'>): string {
  return basket.feeDelegate === SYSTEM_PROGRAM_ID ? basket.manager : basket.feeDelegate;
}

export function tokenByMint(tokens: TokenList, mint: string): TokenListEntry | undefined {
  return tokens.tokens.find((t) => t.mint === mint);
}

export function tokenById(tokens: TokenList, id: number): TokenListEntry | undefined {
  return tokens.tokens.find((t) => t.id === id);
}

/** The basket the request names, and the token list, read from the chain. */
export interface BasketContext {
  basket: BasketState;
  tokens: TokenList;
}

/** The Basket program's token list, or why the answer cannot be checked without it. */
export async function tokenListOrRefusal(reads: IntentReads): Promise<TokenList | Refused> {
  return (
    (await reads.tokenList()) ??
    refuse(
      () =>
        'the Basket program’s token list is not on this network, so the answer cannot be checked against it',
    )
  );
}

export async function basketContext(
  address: string,
  reads: IntentReads,
): Promise<BasketContext | Refused> {
  const [basket, tokens] = await Promise.all([reads.basket(address), tokenListOrRefusal(reads)]);
  if (isRefused(tokens)) return tokens;
  if (!basket) {
    return refuse(
      () =>
        `the basket you chose (${shortenAddress(address)}) is not on this network, so the answer cannot be checked against it`,
    );
  }
  return { basket, tokens };
}

/** The basket, the token list, and the decimals of the basket's token (withdraw, redeem). */
export interface BasketTokenContext extends BasketContext {
  basketDecimals: number;
}

export async function basketTokenContext(
  address: string,
  reads: IntentReads,
): Promise<BasketTokenContext | Refused> {
  const context = await basketContext(address, reads);
  if (isRefused(context)) return context;
  const basketDecimals = await reads.mintDecimals(context.basket.fundToken);
  if (basketDecimals === null) {
    return refuse(
      () => 'the basket’s token is not on this network, so the amount cannot be checked',
    );
  }
  return { ...context, basketDecimals };
}

/** An amount as the program takes it: the request's display amount in the token's base units. */
export function baseAmount(amount: number, decimals: number): bigint | null {
  try {
    return toBaseUnits(amount, decimals);
  } catch {
    return null;
  }
}

/** "it deposits 2 USDC; you asked for 1 USDC", or null when equal. */
export function amountDiffers(
  verb: string,
  got: bigint,
  want: bigint | null,
  decimals: number,
  unit: string,
): Difference {
  if (want !== null && got === want) return null;
  const asked =
    want === null ? 'an amount this token cannot hold' : amountWords(want, decimals, unit);
  return `it ${verb} ${amountWords(got, decimals, unit)}; you asked for ${asked}`;
}

export function amountWords(units: bigint, decimals: number, unit: string): string {
  return `${formatTokenAmount(units, decimals, 'exact')} ${unit}`;
}

/** The weights as the program takes them: each one's share of the sum in parts of 1000, rounded down. */
function targetParts(composition: Composition): number[] {
  const sum = composition.reduce((n, e) => n + e.weight, 0);
  return composition.map((e) => (sum > 0 ? Math.floor((e.weight * 1000) / sum) : 0));
}

const percentOfParts = (parts: number) => `${(parts / 10).toLocaleString('en-US')} %`;

/** The first way the composition differs from the request, in words. */
function compositionDiffers(
  slots: BasketSettingsArgs['composition'],
  composition: Composition,
  tokens: TokenList,
): Difference {
  const wanted = new Map(
    composition.map((e, i) => [e.token, targetParts(composition)[i] ?? 0] as const),
  );
  const got = new Map<string, number>();
  for (const slot of slots) {
    const mint = tokenById(tokens, slot.tokenId)?.mint;
    if (!mint)
      return `its composition holds token #${slot.tokenId}, which the token list does not have`;
    if (got.has(mint)) return `its composition holds ${tokenLabel(mint)} twice`;
    got.set(mint, slot.weight);
  }
  for (const [mint, parts] of got) {
    const want = wanted.get(mint);
    if (want === undefined)
      return `its composition adds ${tokenLabel(mint)}, which you did not choose`;
    // One part in 1000 either way: another builder may round the shares differently.
    if (Math.abs(want - parts) > 1) {
      return `its composition gives ${tokenLabel(mint)} ${percentOfParts(parts)}; you chose ${percentOfParts(want)}`;
    }
  }
  for (const mint of wanted.keys()) {
    if (!got.has(mint)) return `its composition leaves out ${tokenLabel(mint)}, which you chose`;
  }
  return null;
}

/** The settings create and edit send, in the request's words. */
type SettingsRequest = Pick<
  EditRequest | CreateRequest,
  | 'depositFee'
  | 'rebalanceInterval'
  | 'rebalanceThreshold'
  | 'slippage'
  | 'lpOffsetThreshold'
  | 'disableRebalance'
  | 'disableLp'
  | 'composition'
>;

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** The first setting that differs from the request, in words; null when all are equal. */
export function settingsDiffer(
  args: BasketSettingsArgs,
  request: SettingsRequest,
  tokens: TokenList,
): Difference {
  const bps = (label: string, got: number, want: number) =>
    got === want
      ? null
      : `its ${label} is ${formatPercentFromBps(got)}; you chose ${formatPercentFromBps(want)}`;
  return (
    bps('deposit fee', args.managerFee, request.depositFee) ??
    (args.rebalanceInterval === BigInt(request.rebalanceInterval)
      ? null
      : `it rebalances every ${args.rebalanceInterval} s; you chose every ${request.rebalanceInterval} s`) ??
    bps('rebalance threshold', args.rebalanceThreshold, request.rebalanceThreshold) ??
    bps('slippage', args.rebalanceSlippage, request.slippage) ??
    (args.lpOffsetThreshold === request.lpOffsetThreshold
      ? null
      : `its liquidity pool threshold is ${args.lpOffsetThreshold}; you chose ${request.lpOffsetThreshold}`) ??
    (args.disableRebalance === (request.disableRebalance === 1)
      ? null
      : `it turns automatic rebalancing ${onOff(!args.disableRebalance)}; you turned it ${onOff(request.disableRebalance === 0)}`) ??
    (args.disableLp === (request.disableLp === 1)
      ? null
      : `it turns liquidity pools ${onOff(!args.disableLp)}; you turned them ${onOff(request.disableLp === 0)}`) ??
    compositionDiffers(args.composition, request.composition, tokens)
  );
}

/** The composition in a line: "SOL 60 %, JUP 40 %". */
export function compositionWords(composition: Composition): string {
  const parts = targetParts(composition);
  return composition
    .map((e, i) => `${tokenLabel(e.token)} ${percentOfParts(parts[i] ?? 0)}`)
    .join(', ');
}

/** The first text that differs from the request's, in words. */
export function metadataDiffers(
  got: MetadataParams,
  want: { name: string; symbol: string; uri: string },
): Difference {
  for (const field of ['name', 'symbol', 'uri'] as const) {
    if (got[field] !== want[field]) {
      return `it sets the token’s ${field} to “${got[field]}”; you chose “${want[field]}”`;
    }
  }
  return null;
}
