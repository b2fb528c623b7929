// What lands on an address from now on, without reading its past: the inbox watches each basket a
// wallet holds this way (docs/reports.md, "Word when something happens"). A basket's past holds
// every holder's deposits and withdrawals and every rebalance leg; reading all of it to learn what
// is new would cost the node a call per transaction on every visit, for nothing shown.
import type { RpcEndpoint } from '../solana/jsonRpc';
import { readTransactions, signaturePage, SIGNATURE_PAGE } from './reader';
import type { SignatureInfo } from './rpcTransaction';
import type { ChainTx } from './types';

/** Signatures listed at the start: what is there then is not news. */
export const START_PAGE = 50;
/**
 * Pages of signatures one read goes through at most: an address busier than this between two
 * reads has its oldest news left out rather than the node asked without end.
 */
export const MAX_PAGES = 5;

export class AddressWatch {
  /** The newest finalized signature seen: a read asks only for signatures above it. */
  private anchor: string | undefined;
  /** Signatures above the anchor already seen (confirmed, not yet finalized): not news twice. */
  private seen = new Set<string>();
  private started = false;
  private running: Promise<ChainTx[]> | null = null;

  constructor(
    readonly endpoint: RpcEndpoint,
    readonly address: string,
  ) {}

  /**
   * The first call marks what is there and returns nothing; each later one returns the
   * transactions that landed since the call before, oldest first. A call that fails changes
   * nothing (the next one asks again); a call while one runs waits for it and returns nothing.
   */
  async next(): Promise<ChainTx[]> {
    if (this.running) {
      await this.running.catch(() => undefined);
      return [];
    }
    this.running = this.read();
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async read(): Promise<ChainTx[]> {
    if (!this.started) {
      const page = await signaturePage(this.endpoint, this.address, { limit: START_PAGE });
      // No finalized signature among them (a very busy address): the oldest listed stands in.
      this.moveAnchor(page, page[page.length - 1]?.signature);
      this.started = true;
      return [];
    }
    const listed: SignatureInfo[] = [];
    for (let pages = 0, before: string | undefined; pages < MAX_PAGES; pages++) {
      const page = await signaturePage(this.endpoint, this.address, {
        limit: SIGNATURE_PAGE,
        before,
        until: this.anchor,
      });
      listed.push(...page);
      if (page.length < SIGNATURE_PAGE) break;
      before = page[page.length - 1]?.signature;
    }
    const fresh = listed.filter((s) => !this.seen.has(s.signature)).map((s) => s.signature);
    const txs = fresh.length === 0 ? [] : await readTransactions(this.endpoint, fresh);
    this.moveAnchor(listed, this.anchor);
    return txs.filter((tx): tx is ChainTx => tx !== null).reverse();
  }

  /** Moves the anchor to the newest finalized of `listed` (newest first); `otherwise` if none. */
  private moveAnchor(listed: readonly SignatureInfo[], otherwise: string | undefined): void {
    const at = listed.findIndex((s) => s.confirmationStatus === 'finalized');
    const above = at === -1 ? listed : listed.slice(0, at);
    this.anchor = at === -1 ? otherwise : listed[at]?.signature;
    // Below the anchor nothing is listed again: only what is above it needs remembering.
    this.seen = new Set([...(at === -1 ? this.seen : []), ...above.map((s) => s.signature)]);
  }
}
