// One wallet's view of a transaction: which operation it was, which basket, what left the wallet
// and what reached it, from the baskets program's instruction and the transaction's token balance
// changes of the accounts the wallet owns — never from the sandbox's own extra instructions.
import type { BasketsInstructionName } from '../solana/basketsInstructions';
import { USDC_MINT } from '../solana/tokens';
import { isSetUpStep, linkSteps } from './steps';
import type { ChainTx, HistoryEvent, HistoryKind, ProgramCall, TokenAmount } from './types';

/**
 * The operation each user instruction is. The automation's (mintFund, the rebalance pair) are none:
 * their rows come from what moved. updateCurrentWeights, a create's last step, is a step (steps.ts).
 */
const KIND_OF_CALL: Partial<Record<BasketsInstructionName, HistoryKind>> = {
  createBasket: 'create',
  editBasket: 'edit',
  buyFund: 'deposit',
  singleTokenDeposit: 'mint',
  sellFund: 'withdraw',
  instantBurn: 'burn',
  claimToken: 'claim',
  createFundTokenMintMetadata: 'set-metadata',
  updateFundTokenMintMetadata: 'set-metadata',
};

/** The token changes of the accounts `keep` selects, by mint (base units; zero changes left out). */
export function tokenChanges(
  tx: ChainTx,
  keep: (row: ChainTx['tokens'][number]) => boolean,
): Map<string, TokenAmount> {
  const byMint = new Map<string, TokenAmount>();
  for (const row of tx.tokens) {
    if (!keep(row)) continue;
    const known = byMint.get(row.mint);
    byMint.set(row.mint, {
      mint: row.mint,
      decimals: row.decimals,
      amount: (known?.amount ?? 0n) + row.post - row.pre,
    });
  }
  for (const [mint, change] of byMint) if (change.amount === 0n) byMint.delete(mint);
  return byMint;
}

/** The wallet's token changes by mint (base units; zero changes left out). */
export function walletTokenChanges(tx: ChainTx, wallet: string): Map<string, TokenAmount> {
  return tokenChanges(tx, (row) => row.owner === wallet);
}

/** Changes as what went out (`paid`, positive amounts) and what came in (`received`). */
export function splitChanges(changes: ReadonlyMap<string, TokenAmount>) {
  const paid: TokenAmount[] = [];
  const received: TokenAmount[] = [];
  for (const c of changes.values()) {
    if (c.amount < 0n) paid.push({ ...c, amount: -c.amount });
    else received.push(c);
  }
  return { paid, received };
}

/**
 * The history row of `tx` for `wallet`, or null when the transaction is none of the wallet's basket
 * business. `basketMints` (basket token mint → basket) names the basket of a credit or transfer,
 * whose transaction need not name the basket itself.
 */
export function walletEvent(
  tx: ChainTx,
  wallet: string,
  basketMints: ReadonlyMap<string, string>,
): HistoryEvent | null {
  const signedByWallet = tx.signers.includes(wallet);
  const changes = walletTokenChanges(tx, wallet);
  const { paid, received } = splitChanges(changes);
  // The transaction's first baskets instruction says what it was (one per transaction in practice).
  const call: ProgramCall | undefined = tx.calls[0];
  const outcome: HistoryEvent['outcome'] =
    tx.err === null ? { ok: true } : { ok: false, err: tx.err, logReason: tx.logReason };
  const common = {
    signature: tx.signature,
    slot: tx.slot,
    blockTime: tx.blockTime,
    paid,
    received,
    outcome,
    signedByWallet,
    signers: tx.signers,
    step: null,
    buyState: tx.calls.find((c) => c.accounts.buyState)?.accounts.buyState ?? null,
    fee: tx.feePayer === wallet ? tx.fee : 0,
  };
  const callKind = call ? KIND_OF_CALL[call.name] : undefined;
  const basketOf = (c: ProgramCall | undefined) => {
    const basketMint = c?.accounts.basketMint ?? null;
    const basket =
      c?.accounts.basket ?? (basketMint ? (basketMints.get(basketMint) ?? null) : null);
    return { basket, basketMint };
  };
  if (call && callKind && signedByWallet) {
    return {
      ...common,
      ...basketOf(call),
      kind: callKind,
      withdrawAccount: call.accounts.withdrawAccount ?? null,
      asked: tx.err !== null ? askedOf(tx, call, wallet) : null,
    };
  }
  // Signed by the wallet but no user operation: a step of one (steps.ts says which), or 'other'.
  if (signedByWallet && (tx.touchesBaskets || isSetUpStep(tx, wallet))) {
    return { ...common, ...basketOf(call), kind: 'other', withdrawAccount: null, asked: null };
  }
  // Not the wallet's own instruction: basket tokens that reached or left it.
  const moved = [...changes.values()].find((c) => basketMints.has(c.mint));
  if (!moved || tx.err !== null) return null;
  let kind: HistoryKind = 'transfer-in';
  if (moved.amount < 0n) kind = 'transfer-out';
  else if (!signedByWallet && isMint(tx, moved.mint)) kind = 'credit';
  return {
    ...common,
    kind,
    basket: basketMints.get(moved.mint) ?? null,
    basketMint: moved.mint,
    withdrawAccount: null,
    asked: null,
  };
}

/**
 * What a failed instruction asked the wallet to pay: a deposit's USDC, a withdrawal's or
 * redemption's basket tokens, a single-asset deposit's token (the wallet's one other token account
 * in the transaction). The decimals come from the wallet's token account in the transaction.
 */
function askedOf(tx: ChainTx, call: ProgramCall, wallet: string): TokenAmount | null {
  if (call.amount === undefined) return null;
  const own = tx.tokens.filter((row) => row.owner === wallet);
  const basketMint = call.accounts.basketMint;
  let row;
  if (call.name === 'buyFund') row = own.find((r) => r.mint === USDC_MINT);
  else if (call.name === 'sellFund' || call.name === 'instantBurn')
    row = own.find((r) => r.mint === basketMint);
  else if (call.name === 'singleTokenDeposit') {
    const others = own.filter((r) => r.mint !== basketMint);
    row = others.length === 1 ? others[0] : undefined;
  }
  if (!row)
    return call.name === 'buyFund' ? { mint: USDC_MINT, decimals: 6, amount: call.amount } : null;
  return { mint: row.mint, decimals: row.decimals, amount: call.amount };
}

/** The mint's supply grew in the transaction: basket tokens were minted, not handed over. */
function isMint(tx: ChainTx, mint: string): boolean {
  let change = 0n;
  for (const row of tx.tokens) if (row.mint === mint) change += row.post - row.pre;
  return change > 0n;
}

/**
 * The basket of every basket token mint and withdraw account that the wallet's own rows name
 * (a deposit names the basket and its mint; a withdrawal the basket and its withdraw account).
 */
export function basketLinks(txs: readonly ChainTx[]): {
  mints: Map<string, string>;
  withdrawAccounts: Map<string, string>;
} {
  const mints = new Map<string, string>();
  const withdrawAccounts = new Map<string, string>();
  for (const tx of txs) {
    for (const call of tx.calls) {
      const { basket, basketMint, withdrawAccount } = call.accounts;
      if (!basket) continue;
      if (basketMint) mints.set(basketMint, basket);
      if (withdrawAccount && call.name === 'sellFund')
        withdrawAccounts.set(withdrawAccount, basket);
    }
  }
  return { mints, withdrawAccounts };
}

/**
 * Each transaction's row as last derived, and for which wallet and basket mints. A history is read
 * a step at a time and its rows derived again after each: with a cache, a transaction already read
 * is not read again while those stay the same (a ChainTx never changes).
 */
export type RowCache = WeakMap<
  ChainTx,
  { wallet: string; mintsKey: string; event: HistoryEvent | null }
>;

/**
 * The wallet's rows, newest first: each transaction's row, claims named by the basket of the
 * withdrawal they draw from, duplicates (the same transaction read through two addresses) once.
 */
export function walletEvents(
  txs: readonly ChainTx[],
  wallet: string,
  extraMints: ReadonlyMap<string, string> = new Map(),
  cache?: RowCache,
): HistoryEvent[] {
  const links = basketLinks(txs);
  const mints = new Map([...extraMints, ...links.mints]);
  const mintsKey = [...mints].map(([mint, basket]) => `${mint}:${basket}`).join(',');
  const seen = new Map<string, ChainTx>();
  const out: HistoryEvent[] = [];
  for (const tx of txs) {
    if (seen.has(tx.signature)) continue;
    seen.set(tx.signature, tx);
    let derived = cache?.get(tx);
    if (derived?.wallet !== wallet || derived.mintsKey !== mintsKey) {
      derived = { wallet, mintsKey, event: walletEvent(tx, wallet, mints) };
      cache?.set(tx, derived);
    }
    const { event } = derived;
    if (!event) continue;
    const basket =
      event.basket ??
      (event.withdrawAccount ? (links.withdrawAccounts.get(event.withdrawAccount) ?? null) : null);
    const basketMint =
      event.basketMint ?? (basket ? ([...mints].find(([, b]) => b === basket)?.[0] ?? null) : null);
    out.push({ ...event, basket, basketMint });
  }
  // Stable: within a slot, the order the node listed them in (newest first) stays.
  return linkSteps(
    out.sort((a, b) => b.slot - a.slot),
    seen,
    wallet,
  );
}
