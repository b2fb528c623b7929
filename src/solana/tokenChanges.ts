// What a confirmed transaction did to one wallet, read from the node's record of it
// (pre/post token balances): the honest answer to "what did I receive / spend".

/** The parts of a transaction's meta this reads (web3.js getTransaction's `meta`). */
export interface BalancesMeta {
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances?: TokenBalanceEntry[] | null;
  postTokenBalances?: TokenBalanceEntry[] | null;
}

interface TokenBalanceEntry {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string; decimals: number };
}

export interface TokenChange {
  mint: string;
  decimals: number;
  /** Base units; negative = left the wallet. */
  delta: bigint;
}

export interface WalletChanges {
  tokens: TokenChange[];
  /** Lamports the wallet gained or lost, not counting the transaction fee it paid. */
  lamportsBeforeFee: bigint;
}

/**
 * Token and SOL changes of `owner` in one transaction. `accountKeys` are the message's accounts in
 * order (static keys, then loaded ones), used for the SOL balance; the fee counts only when the
 * owner paid it (the first account).
 */
export function walletChanges(
  meta: BalancesMeta,
  accountKeys: readonly string[],
  owner: string,
): WalletChanges {
  const byMint = new Map<string, TokenChange>();
  const add = (entries: TokenBalanceEntry[] | null | undefined, sign: 1n | -1n) => {
    for (const e of entries ?? []) {
      if (e.owner !== owner || !/^\d+$/.test(e.uiTokenAmount.amount)) continue;
      const previous = byMint.get(e.mint);
      byMint.set(e.mint, {
        mint: e.mint,
        decimals: e.uiTokenAmount.decimals,
        delta: (previous?.delta ?? 0n) + sign * BigInt(e.uiTokenAmount.amount),
      });
    }
  };
  add(meta.preTokenBalances, -1n);
  add(meta.postTokenBalances, 1n);

  const index = accountKeys.indexOf(owner);
  let lamports = 0n;
  if (index >= 0) {
    lamports = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0);
    if (index === 0) lamports += BigInt(meta.fee);
  }
  return {
    tokens: [...byMint.values()].filter((c) => c.delta !== 0n),
    lamportsBeforeFee: lamports,
  };
}
