import type { PendingClaim } from './pendingClaimsStore';
import type { SandboxWithdrawal } from './sandboxWithdrawalsApi';

export interface ClaimAsset {
  mint: string;
  symbol: string | null;
  /** Whole units. */
  amount: number;
}

export interface InboxItem {
  /** The withdraw account. */
  account: string;
  basket?: string;
  basketSymbol?: string;
  /** Basket tokens withdrawn. */
  amount?: number;
  /**
   * ready: claimable now; pending: the basket is still moving the assets (sandbox);
   * unknown: off the sandbox nothing tells, the claim request will.
   */
  status: 'ready' | 'pending' | 'unknown';
  /** What the account holds, when the sandbox tells. */
  assets?: ClaimAsset[];
  createdAt?: number;
}

/**
 * The inbox: claims saved by this browser merged with the sandbox's list for the wallet (which also
 * knows withdrawals made elsewhere). Claimed ones are left out; `claimed` names saved entries the
 * sandbox reports as claimed so the caller can forget them.
 */
export function mergeInbox(
  saved: readonly PendingClaim[],
  sandbox: readonly SandboxWithdrawal[] | undefined,
): { items: InboxItem[]; claimed: string[] } {
  const indexed = new Map((sandbox ?? []).map((w) => [w.address, w]));
  const items: InboxItem[] = [];
  const claimed: string[] = [];
  const seen = new Set<string>();
  for (const c of saved) {
    seen.add(c.account);
    const w = indexed.get(c.account);
    if (w?.status === 'claimed') {
      claimed.push(c.account);
      continue;
    }
    items.push({
      account: c.account,
      basket: c.basket ?? w?.basket,
      basketSymbol: c.basketSymbol,
      amount: c.amount ?? w?.amount,
      status: w ? w.status : 'unknown',
      ...(w
        ? { assets: w.assets.map(({ mint, symbol, amount }) => ({ mint, symbol, amount })) }
        : {}),
      createdAt: c.savedAt,
    });
  }
  for (const w of sandbox ?? []) {
    if (seen.has(w.address) || w.status === 'claimed') continue;
    items.push({
      account: w.address,
      basket: w.basket,
      amount: w.amount,
      status: w.status,
      assets: w.assets.map(({ mint, symbol, amount }) => ({ mint, symbol, amount })),
      createdAt: w.createdAt ?? undefined,
    });
  }
  items.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
  return { items, claimed };
}
