// The sandbox's automation, acting only through signed transactions on the chain:
// - settles deposits after a delay: fees to the creator and host platform, basket tokens to the
//   user at the current NAV, then buys the composition (USDC to the keeper's reserve, assets from
//   the reserve into the vaults, at sandbox prices);
// - pays out withdrawals into escrows the user spends as delegate;
// - opens the short-lived escrows behind single-asset mint and burn, and reclaims unused ones;
// - opens vaults for new composition tokens and rebalances after an edit.
// Work runs one job at a time, so NAV is never read halfway through another job.
import {
  createApproveCheckedInstruction,
  createAssociatedTokenAccountIdempotentInstruction,
  createBurnCheckedInstruction,
  createCloseAccountInstruction,
  createInitializeAccount3Instruction,
  createMintToCheckedInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { randomBytes } from 'node:crypto';
import type { Chain } from '../chain/chain';
import type { TokenBook } from '../seed/tokens';
import {
  BASKET_DECIMALS,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  USDC_DECIMALS,
  USDC_MINT,
  addressWithSeed,
  ata,
} from '../service/addresses';
import { ApiFailure } from '../service/errors';
import type { SandboxKeys } from '../service/keys';
import { accountExists, tokenBalance } from '../service/ledger';
import { memoInstruction } from '../service/memo';
import type { BasketIndex, BasketRecord, DepositRecord, WithdrawRecord } from '../service/state';
import { basketPosition, vaultOf } from './holdings';
import {
  basketTokensFor,
  proRata,
  splitByWeight,
  splitDeposit,
  tokenUnitsFor,
  usdcUnitsFor,
} from './nav';

export const DEFAULT_KEEPER_DELAY_MS = 3_000;
/** The spec: basket tokens arrive within 3 minutes of a deposit. */
export const MAX_KEEPER_DELAY_MS = 180_000;
/** Unused single-asset escrows are reclaimed after this long (a blockhash lives ~60 s). */
export const DEFAULT_ESCROW_TTL_MS = 5 * 60_000;
const SWEEP_EVERY_MS = 5_000;
const RETRY_AFTER_MS = 2_000;
const MAX_ATTEMPTS = 5;
/** Token legs per keeper transaction: keeps each under the 1232-byte packet limit. */
const LEGS_PER_TX = 2;
const ACCOUNT_LEN = 165;

export interface KeeperOptions {
  chain: Chain;
  keys: SandboxKeys;
  index: BasketIndex;
  tokens: TokenBook;
  delayMs?: number;
  escrowTtlMs?: number;
}

export interface OpenedEscrow {
  escrow: PublicKey;
  amountOut: bigint;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class Keeper {
  readonly delayMs: number;
  readonly escrowTtlMs: number;
  private readonly chain: Chain;
  private readonly keys: SandboxKeys;
  private readonly index: BasketIndex;
  private readonly tokens: TokenBook;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly scheduled = new Set<string>();
  private readonly failures = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Composition each basket was last balanced to. */
  private readonly balancedTo = new Map<string, string>();
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(opts: KeeperOptions) {
    this.chain = opts.chain;
    this.keys = opts.keys;
    this.index = opts.index;
    this.tokens = opts.tokens;
    this.delayMs = Math.min(
      Math.max(opts.delayMs ?? DEFAULT_KEEPER_DELAY_MS, 0),
      MAX_KEEPER_DELAY_MS,
    );
    this.escrowTtlMs = opts.escrowTtlMs ?? DEFAULT_ESCROW_TTL_MS;
  }

  get publicKey(): PublicKey {
    return this.keys.keeper.publicKey;
  }

  start(): void {
    this.unsubscribe = this.index.onChange(() => this.scan());
    this.later(SWEEP_EVERY_MS, () => this.sweepLoop());
    this.scan();
  }

  close(): void {
    this.closed = true;
    this.unsubscribe?.();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Resolves when every job queued so far has run (tests and shutdown). */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  // ---------- scheduling ----------

  private later(ms: number, fn: () => void): void {
    if (this.closed) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.closed) fn();
    }, ms);
    t.unref();
    this.timers.add(t);
  }

  /** Runs `job` after the jobs before it; its errors reach the caller. */
  private enqueue<T>(job: () => T): Promise<T> {
    const run = this.queue.then(() => {
      if (this.closed) throw new Error('the sandbox keeper has stopped');
      return job();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Schedules a background job once per key; a failure is logged and retried. */
  private schedule(key: string, delay: number, job: () => void): void {
    if (this.scheduled.has(key) || this.closed) return;
    this.scheduled.add(key);
    this.later(delay, () => {
      this.enqueue(job)
        .then(() => {
          this.scheduled.delete(key);
          this.failures.delete(key);
        })
        .catch((e: unknown) => {
          const failures = (this.failures.get(key) ?? 0) + 1;
          this.failures.set(key, failures);
          if (failures >= MAX_ATTEMPTS) {
            // Stays in `scheduled`: not tried again until the sandbox restarts.
            console.error(`[sandbox keeper] ${key} failed ${failures} times; giving up:`, e);
            return;
          }
          console.error(`[sandbox keeper] ${key} failed, retrying:`, e);
          this.later(RETRY_AFTER_MS, () => {
            this.scheduled.delete(key);
            this.scan();
          });
        });
    });
  }

  private scan(): void {
    if (this.closed) return;
    for (const d of this.index.deposits.values()) {
      if (d.status === 'pending')
        this.schedule(`deposit:${d.signature}`, this.delayMs, () => this.settle(d));
      else if (d.status === 'settled') this.schedule(`buy:${d.signature}`, 0, () => this.buy(d));
    }
    for (const w of this.index.withdrawals.values()) {
      if (w.status === 'pending')
        this.schedule(`withdraw:${w.address}`, this.delayMs, () => this.fundWithdraw(w));
    }
    for (const b of this.index.baskets.values()) {
      if (b.status !== 'active') continue;
      const key = JSON.stringify(b.composition);
      if (this.balancedTo.get(b.address) !== key) {
        this.schedule(`balance:${b.address}:${key}`, 0, () => {
          this.ensureVaults(b);
          if (b.settings?.disableRebalance !== 1) this.rebalance(b);
          this.balancedTo.set(b.address, key);
        });
      }
    }
  }

  private sweepLoop(): void {
    this.enqueue(() => this.sweep())
      .catch((e: unknown) => console.error('[sandbox keeper] sweep failed:', e))
      .finally(() => this.later(SWEEP_EVERY_MS, () => this.sweepLoop()));
  }

  // ---------- sending ----------

  /** Signs with the keeper (fee payer) and `signers`, sends, and indexes the result at once. */
  private send(instructions: TransactionInstruction[], signers: Keypair[]): string {
    const keeper = this.keys.keeper;
    const { blockhash, lastValidBlockHeight } = this.chain.latestBlockhash();
    const tx = new Transaction({ feePayer: keeper.publicKey, blockhash, lastValidBlockHeight });
    tx.add(...instructions);
    const needed = new Set(
      tx
        .compileMessage()
        .accountKeys.slice(0, tx.compileMessage().header.numRequiredSignatures)
        .map((k) => k.toBase58()),
    );
    const unique = new Map([keeper, ...signers].map((k) => [k.publicKey.toBase58(), k]));
    tx.sign(...[...unique.values()].filter((k) => needed.has(k.publicKey.toBase58())));
    const raw = tx.serialize();
    const { signature } = this.chain.sendTransaction(raw);
    this.index.ingest({
      signature,
      slot: this.chain.slot(),
      blockTime: this.chain.blockTime(),
      transaction: VersionedTransaction.deserialize(raw),
      err: null,
      logs: [],
      replayed: false,
    });
    return signature;
  }

  private basketAuthority(b: BasketRecord): Keypair {
    return this.keys.basketAuthority(new PublicKey(b.address));
  }

  private reserve(mint: PublicKey): PublicKey {
    return ata(this.publicKey, mint);
  }

  /** The vaults of the basket's composition exist (the keeper pays their rent). */
  private ensureVaults(b: BasketRecord): void {
    const authority = this.basketAuthority(b).publicKey;
    const missing = b.composition
      .map((e) => new PublicKey(e.token))
      .filter((mint) => !accountExists(this.chain, ata(authority, mint)));
    for (const group of chunks(missing, 5)) {
      this.send(
        group.map((mint) =>
          createAssociatedTokenAccountIdempotentInstruction(
            this.publicKey,
            ata(authority, mint),
            authority,
            mint,
          ),
        ),
        [],
      );
    }
  }

  // ---------- deposits ----------

  private settle(d: DepositRecord): void {
    if (d.status !== 'pending') return;
    const b = this.index.baskets.get(d.basket);
    if (!b?.settings) return;
    const basket = new PublicKey(b.address);
    const depositAuthority = this.keys.depositAuthority(basket);
    const depositVault = ata(depositAuthority.publicKey, USDC_MINT);
    const authority = this.basketAuthority(b);
    const mint = new PublicKey(b.mint);
    const user = new PublicKey(d.user);

    const { creatorFee, hostFee, net } = splitDeposit(
      d.amount,
      b.settings.depositFee,
      b.settings.hostPlatformFees,
    );
    const position = basketPosition(this.chain, this.keys, this.index, this.tokens, b);
    const minted = basketTokensFor(Number(net), position.shares, position.value);

    const ixs: TransactionInstruction[] = [];
    const payFee = (to: string, amount: bigint) => {
      if (amount <= 0n) return;
      const owner = new PublicKey(to);
      const account = ata(owner, USDC_MINT, TOKEN_PROGRAM_ID);
      ixs.push(
        createAssociatedTokenAccountIdempotentInstruction(
          this.publicKey,
          account,
          owner,
          USDC_MINT,
        ),
        createTransferCheckedInstruction(
          depositVault,
          USDC_MINT,
          account,
          depositAuthority.publicKey,
          amount,
          USDC_DECIMALS,
        ),
      );
    };
    payFee(b.creator, creatorFee);
    payFee(b.settings.hostPlatform, hostFee);
    if (minted > 0n) {
      const holding = ata(user, mint, TOKEN_2022_PROGRAM_ID);
      ixs.push(
        createAssociatedTokenAccountIdempotentInstruction(
          this.publicKey,
          holding,
          user,
          mint,
          TOKEN_2022_PROGRAM_ID,
        ),
        createMintToCheckedInstruction(
          mint,
          holding,
          authority.publicKey,
          minted,
          BASKET_DECIMALS,
          [],
          TOKEN_2022_PROGRAM_ID,
        ),
      );
    }
    ixs.push(
      memoInstruction(this.publicKey, {
        op: 'keeper:settle',
        deposit: d.signature,
        net: net.toString(),
        minted: minted.toString(),
      }),
    );
    this.send(ixs, [depositAuthority, authority]);
    this.buy(d);
  }

  /** Turns a settled deposit's USDC into the composition it was settled with. */
  private buy(d: DepositRecord): void {
    if (d.status !== 'settled' || !d.plan || d.net === undefined) return;
    const b = this.index.baskets.get(d.basket);
    if (!b) return;
    const depositAuthority = this.keys.depositAuthority(new PublicKey(b.address));
    const depositVault = ata(depositAuthority.publicKey, USDC_MINT);
    this.ensureVaults({ ...b, composition: d.plan });
    const parts = splitByWeight(
      d.net,
      d.plan.map((e) => e.weight),
    );
    const legs = d.plan
      .map((e, i) => ({ token: this.tokens.must(e.token), usdc: parts[i] ?? 0n }))
      .filter((leg) => !d.bought.has(leg.token.mint.toBase58()));
    const groups = chunks(legs, LEGS_PER_TX);
    if (groups.length === 0) groups.push([]);
    for (const group of groups) {
      const ixs: TransactionInstruction[] = [];
      let toReserve = 0n;
      for (const leg of group) {
        const vault = vaultOf(this.keys, b.address, leg.token.mint);
        if (leg.token.mint.equals(USDC_MINT)) {
          if (leg.usdc > 0n) {
            ixs.push(
              createTransferCheckedInstruction(
                depositVault,
                USDC_MINT,
                vault,
                depositAuthority.publicKey,
                leg.usdc,
                USDC_DECIMALS,
              ),
            );
          }
          continue;
        }
        toReserve += leg.usdc;
        const units = tokenUnitsFor(Number(leg.usdc), leg.token.decimals, leg.token.price);
        if (units > 0n) {
          ixs.push(
            createTransferCheckedInstruction(
              this.reserve(leg.token.mint),
              leg.token.mint,
              vault,
              this.publicKey,
              units,
              leg.token.decimals,
            ),
          );
        }
      }
      if (toReserve > 0n) {
        ixs.unshift(
          createTransferCheckedInstruction(
            depositVault,
            USDC_MINT,
            this.reserve(USDC_MINT),
            depositAuthority.publicKey,
            toReserve,
            USDC_DECIMALS,
          ),
        );
      }
      ixs.push(
        memoInstruction(this.publicKey, {
          op: 'keeper:buy',
          deposit: d.signature,
          tokens:
            group.length > 0
              ? group.map((leg) => leg.token.mint.toBase58())
              : d.plan.map((e) => e.token),
        }),
      );
      this.send(ixs, [depositAuthority]);
    }
  }

  // ---------- withdrawals ----------

  private fundWithdraw(w: WithdrawRecord): void {
    if (w.status !== 'pending') return;
    const b = this.index.baskets.get(w.basket);
    if (!b) return;
    const authority = this.basketAuthority(b);
    const withdrawAuthority = this.keys.withdrawAuthority(new PublicKey(w.address));
    const user = new PublicKey(w.user);
    const position = basketPosition(this.chain, this.keys, this.index, this.tokens, b);
    const legs = position.holdings
      .filter((h) => !w.escrows.has(h.token.mint.toBase58()))
      .map((h) => ({ holding: h, amount: proRata(h.balance, w.amount, position.shares) }))
      .filter((leg) => leg.amount > 0n);
    const groups = chunks(legs, LEGS_PER_TX);
    if (groups.length === 0) groups.push([]);
    groups.forEach((group, i) => {
      const ixs: TransactionInstruction[] = [];
      const funded: [string, string, string][] = [];
      for (const { holding, amount } of group) {
        const { mint, decimals } = holding.token;
        const escrow = ata(withdrawAuthority.publicKey, mint);
        ixs.push(
          createAssociatedTokenAccountIdempotentInstruction(
            this.publicKey,
            escrow,
            withdrawAuthority.publicKey,
            mint,
          ),
          createTransferCheckedInstruction(
            holding.vault,
            mint,
            escrow,
            authority.publicKey,
            amount,
            decimals,
          ),
          createApproveCheckedInstruction(
            escrow,
            mint,
            user,
            withdrawAuthority.publicKey,
            amount,
            decimals,
          ),
        );
        funded.push([mint.toBase58(), escrow.toBase58(), amount.toString()]);
      }
      ixs.push(
        memoInstruction(this.publicKey, {
          op: 'keeper:fund-withdraw',
          withdraw: w.address,
          escrows: funded,
          done: i === groups.length - 1,
        }),
      );
      this.send(ixs, [authority, withdrawAuthority]);
    });
  }

  // ---------- single-asset escrows ----------

  /** Basket tokens for `amountIn` of `tokenMint`, minted into an escrow the user may spend. */
  openMintEscrow(
    b: BasketRecord,
    user: PublicKey,
    tokenMint: PublicKey,
    amountIn: bigint,
  ): Promise<OpenedEscrow> {
    return this.enqueue(() => {
      const token = this.tokens.must(tokenMint);
      const position = basketPosition(this.chain, this.keys, this.index, this.tokens, b);
      const usdc = (Number(amountIn) / 10 ** token.decimals) * token.price * 1_000_000;
      const amountOut = basketTokensFor(usdc, position.shares, position.value);
      if (amountOut <= 0n) {
        throw new ApiFailure(
          422,
          'AMOUNT_TOO_SMALL',
          'This amount is worth less than one unit of the basket token',
          'amount',
        );
      }
      const mint = new PublicKey(b.mint);
      const authority = this.basketAuthority(b);
      const escrow = this.newEscrowAccount('em', mint, TOKEN_2022_PROGRAM_ID, authority.publicKey);
      this.send(
        [
          ...escrow.create,
          createMintToCheckedInstruction(
            mint,
            escrow.address,
            authority.publicKey,
            amountOut,
            BASKET_DECIMALS,
            [],
            TOKEN_2022_PROGRAM_ID,
          ),
          createApproveCheckedInstruction(
            escrow.address,
            mint,
            user,
            authority.publicKey,
            amountOut,
            BASKET_DECIMALS,
            [],
            TOKEN_2022_PROGRAM_ID,
          ),
          this.escrowMemo('mint', b, user, tokenMint, escrow.address, amountIn, amountOut),
        ],
        [authority],
      );
      return { escrow: escrow.address, amountOut };
    });
  }

  /** `tokenMint` worth `basketTokens` at NAV, moved from the vault into an escrow the user may spend. */
  openBurnEscrow(
    b: BasketRecord,
    user: PublicKey,
    tokenMint: PublicKey,
    basketTokens: bigint,
  ): Promise<OpenedEscrow> {
    return this.enqueue(() => {
      const token = this.tokens.must(tokenMint);
      const position = basketPosition(this.chain, this.keys, this.index, this.tokens, b);
      const usdc = usdcUnitsFor(basketTokens, position.shares, position.value);
      const amountOut = tokenUnitsFor(usdc, token.decimals, token.price);
      const holding = position.holdings.find((h) => h.token.mint.equals(tokenMint));
      const available = holding?.balance ?? 0n;
      if (amountOut <= 0n) {
        throw new ApiFailure(
          422,
          'AMOUNT_TOO_SMALL',
          `This amount is worth less than one unit of ${token.symbol}`,
          'amount',
        );
      }
      if (!holding || available < amountOut) {
        throw new ApiFailure(
          422,
          'INSUFFICIENT_HOLDINGS',
          `The basket holds ${Number(available) / 10 ** token.decimals} ${token.symbol}, less than this redemption needs (${Number(amountOut) / 10 ** token.decimals})`,
          'amount',
        );
      }
      const authority = this.basketAuthority(b);
      const escrow = this.newEscrowAccount('eb', tokenMint, TOKEN_PROGRAM_ID, authority.publicKey);
      this.send(
        [
          ...escrow.create,
          createTransferCheckedInstruction(
            holding.vault,
            tokenMint,
            escrow.address,
            authority.publicKey,
            amountOut,
            token.decimals,
          ),
          createApproveCheckedInstruction(
            escrow.address,
            tokenMint,
            user,
            authority.publicKey,
            amountOut,
            token.decimals,
          ),
          this.escrowMemo('burn', b, user, tokenMint, escrow.address, basketTokens, amountOut),
        ],
        [authority],
      );
      return { escrow: escrow.address, amountOut };
    });
  }

  private newEscrowAccount(prefix: string, mint: PublicKey, program: PublicKey, owner: PublicKey) {
    const seed = prefix + randomBytes(12).toString('hex');
    const address = addressWithSeed(this.publicKey, seed, program);
    return {
      address,
      create: [
        SystemProgram.createAccountWithSeed({
          fromPubkey: this.publicKey,
          newAccountPubkey: address,
          basePubkey: this.publicKey,
          seed,
          lamports: this.chain.minimumBalanceForRentExemption(ACCOUNT_LEN),
          space: ACCOUNT_LEN,
          programId: program,
        }),
        createInitializeAccount3Instruction(address, mint, owner, program),
      ],
    };
  }

  private escrowMemo(
    kind: 'mint' | 'burn',
    b: BasketRecord,
    user: PublicKey,
    tokenMint: PublicKey,
    escrow: PublicKey,
    amountIn: bigint,
    amountOut: bigint,
  ): TransactionInstruction {
    return memoInstruction(this.publicKey, {
      op: 'keeper:escrow',
      kind,
      basket: b.address,
      user: user.toBase58(),
      tokenMint: tokenMint.toBase58(),
      escrow: escrow.toBase58(),
      amountIn: amountIn.toString(),
      amountOut: amountOut.toString(),
    });
  }

  // ---------- housekeeping ----------

  /** Reclaims expired single-asset escrows (unused ones go back) and emptied withdraw escrows. */
  sweep(now = Date.now()): void {
    for (const e of this.index.escrows.values()) {
      if (e.status === 'closed') continue;
      if (e.status === 'open' && now - e.openedAt < this.escrowTtlMs) continue;
      const b = this.index.baskets.get(e.basket);
      if (!b) continue;
      const authority = this.basketAuthority(b);
      const escrow = new PublicKey(e.address);
      const ixs: TransactionInstruction[] = [];
      const left = tokenBalance(this.chain, escrow) ?? 0n;
      if (e.kind === 'mint') {
        const mint = new PublicKey(b.mint);
        if (left > 0n) {
          ixs.push(
            createBurnCheckedInstruction(
              escrow,
              mint,
              authority.publicKey,
              left,
              BASKET_DECIMALS,
              [],
              TOKEN_2022_PROGRAM_ID,
            ),
          );
        }
        ixs.push(
          createCloseAccountInstruction(
            escrow,
            this.publicKey,
            authority.publicKey,
            [],
            TOKEN_2022_PROGRAM_ID,
          ),
        );
      } else {
        const token = this.tokens.must(e.tokenMint);
        if (left > 0n) {
          ixs.push(
            createTransferCheckedInstruction(
              escrow,
              token.mint,
              vaultOf(this.keys, b.address, token.mint),
              authority.publicKey,
              left,
              token.decimals,
            ),
          );
        }
        ixs.push(createCloseAccountInstruction(escrow, this.publicKey, authority.publicKey));
      }
      ixs.push(memoInstruction(this.publicKey, { op: 'keeper:escrow-closed', escrow: e.address }));
      this.send(ixs, [authority]);
    }
    for (const w of this.index.withdrawals.values()) {
      if (w.status !== 'claimed') continue;
      const withdrawAuthority = this.keys.withdrawAuthority(new PublicKey(w.address));
      const closable = [...w.escrows.values()]
        .map((e) => new PublicKey(e.account))
        .filter((a) => accountExists(this.chain, a) && tokenBalance(this.chain, a) === 0n);
      for (const group of chunks(closable, 4)) {
        this.send(
          group.map((a) =>
            createCloseAccountInstruction(a, this.publicKey, withdrawAuthority.publicKey),
          ),
          [withdrawAuthority],
        );
      }
    }
  }

  /** Moves value between the vaults and the reserve until holdings match the weights. */
  private rebalance(b: BasketRecord): void {
    const position = basketPosition(this.chain, this.keys, this.index, this.tokens, b);
    if (position.value <= 0) return;
    const authority = this.basketAuthority(b);
    const total = b.composition.reduce((s, e) => s + e.weight, 0);
    const legs: TransactionInstruction[][] = [];
    for (const h of position.holdings) {
      const weight = b.composition.find((e) => e.token === h.token.mint.toBase58())?.weight ?? 0;
      const target = tokenUnitsFor(
        (position.value * weight) / total,
        h.token.decimals,
        h.token.price,
      );
      const delta = target - h.owned;
      // Ignore dust worth under a cent.
      const deltaValue = (Math.abs(Number(delta)) / 10 ** h.token.decimals) * h.token.price;
      if (deltaValue < 0.01) continue;
      const { mint, decimals } = h.token;
      if (delta > 0n) {
        legs.push([
          createTransferCheckedInstruction(
            this.reserve(mint),
            mint,
            h.vault,
            this.publicKey,
            delta,
            decimals,
          ),
        ]);
      } else {
        const out = -delta > h.balance ? h.balance : -delta;
        if (out > 0n) {
          legs.push([
            createTransferCheckedInstruction(
              h.vault,
              mint,
              this.reserve(mint),
              authority.publicKey,
              out,
              decimals,
            ),
          ]);
        }
      }
    }
    for (const group of chunks(legs, 3)) {
      this.send(
        [
          ...group.flat(),
          memoInstruction(this.publicKey, { op: 'keeper:rebalance', basket: b.address }),
        ],
        [authority],
      );
    }
  }
}
