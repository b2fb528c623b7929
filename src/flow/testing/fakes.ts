// Test doubles for the flow engine: a fake clock, a fake chain (network only — transactions are
// real web3.js transactions), a fake API that builds real transactions, and a Keypair wallet.
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import type { Clock } from '../clock';
import { bytesToBase64 } from '../codec';
import { createJournal, memoryStorage } from '../journal';
import {
  PreflightError,
  type ApiResponse,
  type ChainPort,
  type LandedTransaction,
  type SignatureStatusLike,
  type WalletPort,
} from '../ports';
import { FlowRunner } from '../runner';
import { FlowStore } from '../store';
import { memoryTabLock, type TabLock } from '../tabLock';
import { FlowEngine } from '../engine';
import { signedOf } from '../machine';
import type { FactsPort } from '../ports';
import type { Flow } from '../types';

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

/**
 * What the wallet does at a prompt: sign as asked; reject; error; change what the transaction
 * does ('redirect', unsafe); or add a priority fee like Phantom ('phantom', safe).
 */
export type WalletMode = 'sign' | 'reject' | 'modify' | 'redirect' | 'phantom' | 'error';

/** Phantom's priority fee as the fake adds it: 200,000 CU at 100,000 µlamports = 20,000 lamports. */
export const FAKE_PRIORITY = { units: 200_000, microLamports: 100_000 };

/** The transaction with compute-budget instructions first, as Phantom adds them. */
export function withPriorityFee(tx: VersionedTransaction): VersionedTransaction {
  const message = TransactionMessage.decompile(tx.message);
  message.instructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: FAKE_PRIORITY.units }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: FAKE_PRIORITY.microLamports }),
    ...message.instructions,
  ];
  return new VersionedTransaction(
    tx.message.version === 'legacy'
      ? message.compileToLegacyMessage()
      : message.compileToV0Message(),
  );
}

/** The same transaction paying someone else: a change no wallet may make. */
function redirected(tx: VersionedTransaction): VersionedTransaction {
  const message = TransactionMessage.decompile(tx.message);
  const [first, ...rest] = message.instructions;
  if (!first) return tx;
  const keys = first.keys.map((k, i) =>
    i === 1 ? { ...k, pubkey: Keypair.generate().publicKey } : k,
  );
  message.instructions = [{ ...first, keys }, ...rest];
  return new VersionedTransaction(
    tx.message.version === 'legacy'
      ? message.compileToLegacyMessage()
      : message.compileToV0Message(),
  );
}

function rejection(): Error {
  const e = new Error('User rejected the request.') as Error & { error?: unknown };
  e.name = 'WalletSignTransactionError';
  e.error = { code: 4001, message: 'User rejected the request.' };
  return e;
}

export class FakeWallet implements Omit<WalletPort, 'address'> {
  readonly keypair = Keypair.generate();
  readonly address = this.keypair.publicKey.toBase58();
  mode: WalletMode = 'sign';
  /** Per-prompt modes, consumed in order; `mode` applies once it is empty. */
  script: WalletMode[] = [];
  signed: string[] = [];
  prompts = 0;
  /** Transactions per prompt, in order. */
  promptSizes: number[] = [];
  /** When set, a prompt waits for this promise before answering (a prompt left open). */
  hold?: Promise<void>;
  /** Several transactions in one approval: 'yes', 'no' (signAllTransactions absent), or 'refuse'. */
  multiSign: 'yes' | 'no' | 'refuse' = 'yes';
  /** The wallet can sign and send (signAndSend); what it does with what it signs. */
  sends: 'no' | 'send' | 'never' = 'no';
  /** Sends several in order, each confirmed first (signAndSendAllTransactions 'serial'). */
  serial = true;
  /** Set by createHarness: where a sending wallet broadcasts. */
  chain?: FakeChain;
  constructor(private readonly log: string[]) {}

  name = () => 'Fake Wallet';

  private async prompt(txs: VersionedTransaction[]): Promise<VersionedTransaction[]> {
    this.prompts++;
    this.promptSizes.push(txs.length);
    this.log.push('wallet:prompt');
    const mode = this.script.shift() ?? this.mode;
    if (this.hold) await this.hold;
    if (mode === 'reject') throw rejection();
    if (mode === 'error') throw new Error('Wallet is locked');
    return txs.map((original) => {
      let tx = original;
      if (mode === 'modify') tx.message.recentBlockhash = Keypair.generate().publicKey.toBase58();
      if (mode === 'redirect') tx = redirected(tx);
      if (mode === 'phantom') tx = withPriorityFee(tx);
      tx.sign([this.keypair]);
      const sig = bs58.encode(tx.signatures[0]!);
      this.signed.push(sig);
      this.log.push(`wallet:signed:${sig}`);
      return tx;
    });
  }

  signTransaction = async (tx: VersionedTransaction): Promise<VersionedTransaction> => {
    const [signed] = await this.prompt([tx]);
    return signed!;
  };

  get signAllTransactions() {
    if (this.multiSign === 'no') return undefined;
    return async (txs: VersionedTransaction[]) => {
      if (this.multiSign === 'refuse' && txs.length > 1) {
        throw new Error('This wallet signs one transaction at a time');
      }
      return this.prompt(txs);
    };
  }

  get signAndSendTransactions() {
    if (this.sends === 'no') return undefined;
    return async (txs: VersionedTransaction[]) => {
      const signed = await this.prompt(txs);
      const out: string[] = [];
      for (const tx of signed) {
        const sig = bs58.encode(tx.signatures[0]!);
        if (this.sends === 'send') {
          await this.chain?.sendRawTransaction(tx.serialize(), { skipPreflight: false });
          this.log.push(`wallet:sent:${sig}`);
        }
        out.push(sig);
      }
      return out;
    };
  }

  get sendsInSeries() {
    return this.sends !== 'no' && this.serial;
  }
}

/** Builds a real transaction paying from `payer`, with one distinct instruction. */
export function buildTx(opts: {
  payer: PublicKey;
  blockhash: string;
  lamports: number;
  extraSigner?: PublicKey;
  v0?: boolean;
}): VersionedTransaction {
  const ix: TransactionInstruction[] = [
    SystemProgram.transfer({
      fromPubkey: opts.extraSigner ?? opts.payer,
      toPubkey: new PublicKey('4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG'),
      lamports: opts.lamports,
    }),
  ];
  const message = new TransactionMessage({
    payerKey: opts.payer,
    recentBlockhash: opts.blockhash,
    instructions: ix,
  });
  return new VersionedTransaction(
    opts.v0 ? message.compileToV0Message() : message.compileToLegacyMessage(),
  );
}

/** A fake Basket API: every POST builds fresh transactions at the chain's latest blockhash. */
export class FakeApi {
  posts: unknown[] = [];
  failWith?: unknown;
  /** Overrides the fee payer of built transactions (to test the pre-sign checks). */
  payer?: PublicKey;
  extraSigner?: PublicKey;
  /** Response fields left out (e.g. claim's createATAsTx when nothing is missing). */
  omit = new Set<string>();
  constructor(
    private readonly chain: FakeChain,
    private readonly wallet: FakeWallet,
    private readonly log: string[],
  ) {}

  post = async (flow: Flow): Promise<ApiResponse> => {
    this.posts.push(flow.request);
    this.log.push('api:post');
    if (this.failWith) throw this.failWith;
    const { blockhash } = await this.chain.getLatestBlockhash();
    const out: Record<string, unknown> = { success: true };
    flow.steps.forEach((s, i) => {
      if (s.kind !== 'tx' || this.omit.has(s.txField)) return;
      const tx = buildTx({
        payer: this.payer ?? this.wallet.keypair.publicKey,
        blockhash,
        lamports: 1_000 + i + this.posts.length * 10,
        extraSigner: this.extraSigner,
        v0: i % 2 === 1,
      });
      out[s.txField] = bytesToBase64(tx.serialize());
    });
    return out;
  };
}

/** The engine's wallet port over the fake wallet: its abilities are read at each use. */
export function walletPortOf(wallet: FakeWallet, address = () => wallet.address): WalletPort {
  return {
    address,
    name: wallet.name,
    signTransaction: wallet.signTransaction,
    get signAllTransactions() {
      return wallet.signAllTransactions;
    },
    get signAndSendTransactions() {
      return wallet.signAndSendTransactions;
    },
    get sendsInSeries() {
      return wallet.sendsInSeries;
    },
  };
}

export function createHarness(opts: { lock?: TabLock; facts?: FactsPort } = {}) {
  const log: string[] = [];
  const clock = new FakeClock();
  const chain = new FakeChain(clock, log);
  const wallet = new FakeWallet(log);
  wallet.chain = chain;
  const api = new FakeApi(chain, wallet, log);
  const storage = memoryStorage();
  const { facts } = opts;
  const tab = createTab({ log, clock, chain, wallet, api, storage, lock: opts.lock, facts });
  /** A reload: a new tab (fresh memory) over the same storage, chain, wallet and API. */
  const reload = (lock?: TabLock) =>
    createTab({ log, clock, chain, wallet, api, storage, lock, facts });
  return { log, clock, chain, wallet, api, storage, ...tab, reload };
}

function createTab(o: {
  log: string[];
  clock: FakeClock;
  chain: FakeChain;
  wallet: FakeWallet;
  api: FakeApi;
  storage: ReturnType<typeof memoryStorage>;
  lock?: TabLock;
  facts?: FactsPort;
}) {
  const { log, clock, chain, wallet, api, storage } = o;
  const base = createJournal(storage);
  // Logs each signature the moment its signed bytes are journaled (rule 1 checks the order).
  const journaled = new Set<string>();
  const journal = {
    ...base,
    save(flow: Flow) {
      base.save(flow);
      for (const step of flow.steps) {
        const signed = signedOf(step);
        if (signed?.base64 && !journaled.has(signed.signature)) {
          journaled.add(signed.signature);
          log.push(`journal:signed:${signed.signature}`);
        }
      }
    },
  };
  const cluster = 'http://127.0.0.1:18899';
  const store = new FlowStore(journal, wallet.address, cluster);
  const errors: unknown[] = [];
  const runner = new FlowRunner({
    store,
    clock,
    lock: o.lock ?? memoryTabLock(),
    chain,
    post: (f) => api.post(f),
    wallet: walletPortOf(wallet),
    facts: o.facts,
    onError: (_id, e) => errors.push(e),
  });
  let n = 0;
  const engine = new FlowEngine({
    store,
    runner,
    clock,
    apiBase: 'http://127.0.0.1:18787',
    newId: () => `flow-${++n}`,
  });
  return { journal, store, runner, engine, errors, cluster };
}

/** Lets the engine run until `predicate` holds (macrotask by macrotask; no wall-clock timing). */
export async function until(predicate: () => boolean, maxTurns = 5_000): Promise<void> {
  for (let i = 0; i < maxTurns; i++) {
    if (predicate()) return;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('The condition never held');
}
