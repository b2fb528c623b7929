import type { SellState } from '../../solana/basketsProgram/basketState';
import type { BuyState } from '../../solana/basketsProgram/buyState';
import type { Keyed } from '../../solana/basketsProgram/queries';
import { tokenById, type TokenList } from '../../solana/basketsProgram/tokenList';
import type { PendingClaim } from './pendingClaimsStore';

export interface ClaimAsset {
  mint: string;
  /** Whole units. */
  amount: number;
}

export interface InboxItem {
  /** The withdraw account (sell state). */
  account: string;
  basket?: string;
  basketSymbol?: string;
  /** Basket tokens withdrawn (whole units), when this browser saved the withdrawal. */
  amount?: number;
  /**
   * ready: the sell state holds assets to claim; pending: it holds none yet (the service is still
   * moving them); unknown: not found among the wallet's open sell states (claimed already, or
   * not visible to the node yet): the claim request will tell.
   */
  status: 'ready' | 'pending' | 'unknown';
  /** What the sell state holds, when read from the chain. */
  assets?: ClaimAsset[];
  /** The mint of each token id the sell state names, held or not (a claim names tokens by id). */
  tokenMints?: Record<string, string>;
  /** Unix ms, for ordering. */
  createdAt?: number;
}

const wholeUnits = (amount: bigint, decimals: number): number => Number(amount) / 10 ** decimals;

/** What a sell state holds: its slots with a positive amount, named by the token list. */
export function sellStateAssets(state: SellState, list: TokenList | null): ClaimAsset[] {
  return state.composition.flatMap((slot) => {
    const token = list ? tokenById(list, slot.tokenId) : null;
    if (!token || slot.amount === 0n) return [];
    return [{ mint: token.mint, amount: wholeUnits(slot.amount, token.decimals) }];
  });
}

/**
 * The inbox: the wallet's open sell states read from the chain, then the claims this browser saved
 * that the chain does not show (yet). A saved entry adds what only it knows (basket, amount).
 */
export function mergeInbox(
  saved: readonly PendingClaim[],
  sellStates: readonly Keyed<SellState>[] | undefined,
  list: TokenList | null,
): InboxItem[] {
  const savedByAccount = new Map(saved.map((c) => [c.account, c]));
  const items: InboxItem[] = (sellStates ?? []).map(({ address, account }) => {
    const c = savedByAccount.get(address);
    const assets = sellStateAssets(account, list);
    const tokenMints = Object.fromEntries(
      account.composition.flatMap((slot) => {
        const token = list ? tokenById(list, slot.tokenId) : null;
        return token ? [[String(slot.tokenId), token.mint]] : [];
      }),
    );
    return {
      account: address,
      tokenMints,
      basket: c?.basket,
      basketSymbol: c?.basketSymbol ?? (account.symbol || undefined),
      amount: c?.amount,
      status: assets.length > 0 ? 'ready' : 'pending',
      assets,
      createdAt: c?.savedAt ?? account.lastUpdateTime * 1000,
    };
  });
  const onChain = new Set(items.map((i) => i.account));
  for (const c of saved) {
    if (onChain.has(c.account)) continue;
    items.push({
      account: c.account,
      basket: c.basket,
      basketSymbol: c.basketSymbol,
      amount: c.amount,
      status: 'unknown',
      createdAt: c.savedAt,
    });
  }
  items.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
  return items;
}

/** The service mints basket tokens for a deposit "within 3 minutes" (Basket API spec). */
export const DEPOSIT_AUTOMATION_SECONDS = 180;

export interface PendingDeposit {
  /** The buy state. */
  account: string;
  basket: string;
  /** USDC, whole units. */
  usdc: number;
  /** USDC not spent yet, whole units. */
  usdcLeft: number;
  /** Unix seconds. */
  createdAt: number;
  /** Seconds until the service's 3 minutes are up; 0 once they are (it is then late). */
  secondsLeft: number;
}

const USDC_DECIMALS = 6;

/** The wallet's buy states as pending deposits, newest first, at `nowSeconds`. */
export function pendingDeposits(
  buyStates: readonly Keyed<BuyState>[],
  nowSeconds: number,
): PendingDeposit[] {
  return buyStates
    .map(({ address, account }) => ({
      account: address,
      basket: account.fund,
      usdc: wholeUnits(account.usdcContributed, USDC_DECIMALS),
      usdcLeft: wholeUnits(account.usdcLeft, USDC_DECIMALS),
      createdAt: account.creationTimestamp,
      secondsLeft: Math.max(0, account.creationTimestamp + DEPOSIT_AUTOMATION_SECONDS - nowSeconds),
    }))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * How long a saved withdraw account may be missing from the chain before the inbox concludes it
 * was claimed elsewhere: longer than a lagging node takes to show a new account.
 */
export const CLOSED_AFTER_MS = 5 * 60_000;

/**
 * Saved claims to forget: not among the wallet's open sell states, their account gone from the
 * chain (`exists` false: closed by a claim, which refunds its rent), and saved long enough ago that
 * a node lagging behind the withdrawal cannot explain it.
 */
export function claimedElsewhere(
  saved: readonly PendingClaim[],
  exists: ReadonlyMap<string, boolean>,
  nowMs: number,
): string[] {
  return saved
    .filter((c) => exists.get(c.account) === false && nowMs - c.savedAt > CLOSED_AFTER_MS)
    .map((c) => c.account);
}
