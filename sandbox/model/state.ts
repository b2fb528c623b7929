// The sandbox's index of baskets, deposits and withdrawals. From confirmed, successful transactions
// it keeps what the chain's accounts do not hold (./records.ts, read by ./program-index.ts); what
// they do hold — settings, composition, holdings, supply, whether a buy or sell state is still open
// — it reads from the Basket program's accounts on the chain when asked, so the chain stays the one
// source of truth. A response nobody signs changes nothing; a restart rebuilds the index from the
// replayed transactions. Each change is told to `onChange` listeners (the keeper).
import { PublicKey } from '@solana/web3.js';
import { decodeBasketState, type BasketState } from '../../src/solana/basketsProgram/basketState';
import { BASKETS_PROGRAM_ID } from '../../src/solana/basketsProgram/addresses';
import type { Chain, TransactionEvent } from '../chain/chain';
import { applyTransaction } from './program-index';
import type { BasketRecord, DepositRecord, IndexTables, WithdrawRecord } from './records';

export type { BasketRecord, DepositRecord, WithdrawRecord } from './records';

type Listener = () => void;

export class BasketIndex implements IndexTables {
  readonly baskets = new Map<string, BasketRecord>();
  readonly deposits = new Map<string, DepositRecord>();
  readonly withdrawals = new Map<string, WithdrawRecord>();
  private readonly seen = new Set<string>();
  private readonly listeners = new Set<Listener>();

  constructor(private readonly chain: Chain) {}

  /** Called after a transaction changed the index (the keeper rescans its work). */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads one transaction; a signature is applied once however often it is delivered. */
  ingest(event: TransactionEvent): void {
    if (event.err !== null && event.err !== undefined) return;
    if (this.seen.has(event.signature)) return;
    this.seen.add(event.signature);
    let changed = false;
    try {
      changed = applyTransaction(this, event);
    } catch (e) {
      console.error(`[sandbox] could not index ${event.signature}:`, e);
    }
    if (changed) for (const l of this.listeners) l();
  }

  basketByMint(mint: string): BasketRecord | undefined {
    for (const b of this.baskets.values()) if (b.mint === mint) return b;
    return undefined;
  }

  /** A fund state (basket or sell state) as the program's account holds it now, or null. */
  fundState(address: string): BasketState | null {
    const account = this.chain.getRawAccount(new PublicKey(address));
    if (!account || account.owner !== BASKETS_PROGRAM_ID.toBase58()) return null;
    const decoded = decodeBasketState(account.data);
    return decoded.ok ? decoded.value : null;
  }

  /** The deposit's buy state is still open: mintFund has not run for it. */
  pending(d: DepositRecord): boolean {
    return this.chain.getRawAccount(new PublicKey(d.buyState)) !== null;
  }

  /** Deposits of the basket whose buy state is still open. */
  openBuyStates(basket: string): DepositRecord[] {
    return [...this.deposits.values()].filter((d) => d.basket === basket && this.pending(d));
  }
}
