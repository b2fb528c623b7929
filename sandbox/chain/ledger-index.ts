// What the chain remembers about landed transactions: status by signature, history by address.
import type { TransactionErrorJson } from './errors';
import type { TokenBalance } from './token-balances';
import type { LoadedAddresses } from './wire';

/** Slots after which a transaction counts as finalized (a node's 32 confirmations). */
export const FINALIZATION_DEPTH = 32;
/** Slots a node's status cache spans; older statuses need `searchTransactionHistory`. */
export const STATUS_CACHE_SLOTS = 300;

export interface InnerInstructionsJson {
  index: number;
  instructions: {
    programIdIndex: number;
    accounts: number[];
    data: string;
    stackHeight: number;
  }[];
}

/** Everything getTransaction and getSignatureStatuses report about one landed transaction. */
export interface TransactionRecord {
  signature: string;
  slot: number;
  blockTime: number;
  /** Wire bytes as sent. */
  raw: Uint8Array;
  err: TransactionErrorJson | null;
  logs: string[];
  fee: number;
  computeUnitsConsumed: number;
  /** Static keys, then lookup-table writable, then lookup-table readonly (a node's order). */
  accountKeys: string[];
  loadedAddresses: LoadedAddresses;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  innerInstructions: InnerInstructionsJson[];
  returnData: { programId: string; data: [string, 'base64'] } | null;
  /** Memo program texts, formatted as a node's getSignaturesForAddress `memo`. */
  memo: string | null;
}

export type ConfirmationStatus = 'processed' | 'confirmed' | 'finalized';

export interface SignatureStatus {
  slot: number;
  confirmations: number | null;
  err: TransactionErrorJson | null;
  status: { Ok: null } | { Err: TransactionErrorJson };
  confirmationStatus: ConfirmationStatus;
}

export class LedgerIndex {
  private readonly bySignature = new Map<string, TransactionRecord>();
  private readonly byAddress = new Map<string, TransactionRecord[]>();
  /** Landed transactions in ledger order. */
  readonly ordered: TransactionRecord[] = [];

  add(record: TransactionRecord): void {
    this.bySignature.set(record.signature, record);
    this.ordered.push(record);
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key);
      if (list) list.push(record);
      else this.byAddress.set(key, [record]);
    }
  }

  has(signature: string): boolean {
    return this.bySignature.has(signature);
  }

  get(signature: string): TransactionRecord | undefined {
    return this.bySignature.get(signature);
  }

  get count(): number {
    return this.ordered.length;
  }

  /** Newest first, like getSignaturesForAddress. */
  forAddress(
    address: string,
    opts: { limit: number; before?: string; until?: string },
  ): TransactionRecord[] {
    const list = this.byAddress.get(address) ?? [];
    const out: TransactionRecord[] = [];
    let started = opts.before === undefined;
    for (let i = list.length - 1; i >= 0 && out.length < opts.limit; i--) {
      const r = list[i]!;
      if (!started) {
        if (r.signature === opts.before) started = true;
        continue;
      }
      if (r.signature === opts.until) break;
      out.push(r);
    }
    return out;
  }

  static status(record: TransactionRecord, currentSlot: number): SignatureStatus {
    const depth = currentSlot - record.slot;
    const finalized = depth >= FINALIZATION_DEPTH;
    return {
      slot: record.slot,
      confirmations: finalized ? null : depth,
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      // One node and no forks: a landed transaction cannot be rolled back, so it is confirmed at once.
      confirmationStatus: finalized ? 'finalized' : 'confirmed',
    };
  }
}
