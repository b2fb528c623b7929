// The network side of the engine's test doubles: a fake clock and a fake chain (transactions are
// real web3.js transactions; only the network is imitated).
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { Clock } from '../clock';
import {
  PreflightError,
  type ChainPort,
  type LandedTransaction,
  type SignatureStatusLike,
} from '../ports';

/** Time moves only when the engine sleeps; each sleep yields a macrotask so tests can observe. */
export class FakeClock implements Clock {
  t = 1_700_000_000_000;
  now = () => this.t;
  sleep = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        if (!signal?.aborted) this.t += ms;
        resolve();
      }, 0);
    });
}

export type Landing =
  | { kind: 'land' }
  | { kind: 'drop' }
  /** preflight: true fails the simulation; false passes it and fails on chain. */
  | { kind: 'fail'; err: unknown; logs: string[]; preflight: boolean };

/** A chain whose block height follows the fake clock (one block per 400 ms). */
export class FakeChain implements ChainPort {
  log: string[];
  down = false;
  /** The next N RPC calls fail like an unreachable node. */
  downFor = 0;
  /** Called after a transaction lands (e.g. the keeper minting after a deposit). */
  afterLand?: (signature: string) => void;
  /** What happens to the next transactions that reach the chain. */
  landing: Landing = { kind: 'land' };
  /** Preflight result for the first send (undefined = simulate like the landing says). */
  preflight?: PreflightError;
  wsEnabled = true;
  /** Set by tests that imitate an RPC making the app wait (HTTP 429). */
  onRateLimited?: (callback: (retryAfterMs: number) => void) => () => void;
  sent: { signature: string; skipPreflight: boolean }[] = [];
  landed = new Map<string, number>();
  private statuses = new Map<string, SignatureStatusLike>();
  private outcomes = new Map<string, { err: unknown; logs: string[] }>();
  /** Landed transactions by signature, newest last (getTransaction, getSignaturesForAddress). */
  readonly transactions = new Map<string, VersionedTransaction>();
  /** Accounts a landed transaction created (set by tests that need them), by signature. */
  created = new Map<string, string[]>();
  /** Owners of accounts (getOwners). */
  owners = new Map<string, string>();
  /** Reads of landed transactions return null this many more times (a lagging replica). */
  transactionReadsMissing = 0;
  private blockhashes = new Map<string, number>();
  private latest = '';
  private latestAt = -1;
  private sigListeners = new Map<string, ((err: unknown) => void)[]>();
  balances = new Map<string, bigint>();
  private balanceListeners: (() => void)[] = [];

  constructor(
    private readonly clock: FakeClock,
    log: string[],
    private readonly t0 = clock.now(),
  ) {
    this.log = log;
    this.newBlockhash();
  }

  height(): number {
    return 1_000 + Math.floor((this.clock.now() - this.t0) / 400);
  }

  /** A new latest blockhash valid for 150 blocks from now. */
  newBlockhash(): string {
    this.latest = Keypair.generate().publicKey.toBase58();
    this.latestAt = this.height();
    this.blockhashes.set(this.latest, this.latestAt + 150);
    return this.latest;
  }

  /** Makes every known blockhash invalid (the sandbox's expire-blockhashes). */
  expireBlockhashes(): void {
    for (const k of this.blockhashes.keys()) this.blockhashes.set(k, -1);
    this.newBlockhash();
  }

  private check() {
    if (this.downFor > 0) {
      this.downFor--;
      throw new Error('fetch failed');
    }
    if (this.down) throw new Error('fetch failed');
  }

  async getLatestBlockhash() {
    this.check();
    if (this.height() !== this.latestAt) this.newBlockhash(); // every block has its own
    return { blockhash: this.latest, lastValidBlockHeight: this.blockhashes.get(this.latest)! };
  }
  async getBlockHeight() {
    this.check();
    return this.height();
  }
  async isBlockhashValid(blockhash: string) {
    this.check();
    const lv = this.blockhashes.get(blockhash);
    return lv !== undefined && this.height() <= lv;
  }
  async sendRawTransaction(bytes: Uint8Array, opts: { skipPreflight: boolean }) {
    this.check();
    const tx = VersionedTransaction.deserialize(bytes);
    const signature = bs58.encode(tx.signatures[0]!);
    this.log.push(`send:${signature}`);
    this.sent.push({ signature, skipPreflight: opts.skipPreflight });
    if (!opts.skipPreflight && this.preflight) throw this.preflight;
    if (this.landed.has(signature)) {
      if (!opts.skipPreflight)
        throw new PreflightError('already processed', 'AlreadyProcessed', []);
      return signature;
    }
    const lv = this.blockhashes.get(tx.message.recentBlockhash);
    if (lv === undefined || this.height() > lv) {
      if (!opts.skipPreflight)
        throw new PreflightError('Blockhash not found', 'BlockhashNotFound', []);
      return signature;
    }
    const landing = this.landing;
    if (landing.kind === 'fail' && landing.preflight && !opts.skipPreflight) {
      throw new PreflightError('Transaction simulation failed', landing.err, landing.logs);
    }
    if (landing.kind === 'drop') return signature;
    this.land(signature, landing.kind === 'fail' ? landing : { err: null, logs: ['ok'] }, tx);
    return signature;
  }
  /** Puts a transaction on chain (exactly once per signature). */
  land(signature: string, outcome: { err: unknown; logs: string[] }, tx?: VersionedTransaction) {
    if (tx) this.transactions.set(signature, tx);
    this.landed.set(signature, (this.landed.get(signature) ?? 0) + 1);
    this.statuses.set(signature, { confirmationStatus: 'confirmed', err: outcome.err });
    this.outcomes.set(signature, outcome);
    if (this.wsEnabled) for (const cb of this.sigListeners.get(signature) ?? []) cb(outcome.err);
    this.afterLand?.(signature);
  }
  async getSignatureStatus(signature: string) {
    this.log.push(`status:${signature}`);
    this.check();
    return this.statuses.get(signature) ?? null;
  }
  onSignature(signature: string, callback: (err: unknown) => void) {
    const list = this.sigListeners.get(signature) ?? [];
    list.push(callback);
    this.sigListeners.set(signature, list);
    return () => {
      this.sigListeners.set(
        signature,
        (this.sigListeners.get(signature) ?? []).filter((c) => c !== callback),
      );
    };
  }
  async getTransaction(signature: string): Promise<LandedTransaction | null> {
    this.check();
    const tx = this.transactions.get(signature);
    const outcome = this.outcomes.get(signature);
    if (!tx || !outcome) return null;
    if (this.transactionReadsMissing > 0) {
      this.transactionReadsMissing--;
      return null;
    }
    return {
      message: tx.message,
      err: outcome.err,
      logs: outcome.logs,
      created: this.created.get(signature) ?? [],
    };
  }
  async getOwners(addresses: string[]) {
    this.check();
    return addresses.map((a) => this.owners.get(a) ?? null);
  }
  async getSignaturesForAddress(address: string, opts: { until?: string; limit: number }) {
    this.check();
    const newestFirst = [...this.transactions.entries()].reverse();
    const out: { signature: string; err: unknown }[] = [];
    for (const [signature, tx] of newestFirst) {
      if (signature === opts.until || out.length >= opts.limit) break;
      if (tx.message.staticAccountKeys.some((k) => k.toBase58() === address)) {
        out.push({ signature, err: this.outcomes.get(signature)?.err ?? null });
      }
    }
    return out;
  }
  async getTokenBalance(owner: string, mint: string) {
    this.check();
    return this.balances.get(`${owner}:${mint}`) ?? 0n;
  }
  onTokenBalanceChange(_owner: string, _mint: string, callback: () => void) {
    this.balanceListeners.push(callback);
    return () => {
      this.balanceListeners = this.balanceListeners.filter((c) => c !== callback);
    };
  }
  setBalance(owner: string, mint: string, amount: bigint) {
    this.balances.set(`${owner}:${mint}`, amount);
    for (const cb of this.balanceListeners) cb();
  }
}
