// The sandbox's indexed view of baskets, deposits, withdrawals and escrows. It changes only when
// a confirmed, successful transaction carries one of the Basket program's instructions
// (./program-index.ts) or one of the model's memos (./memo.ts), so a response nobody signs changes
// nothing, and a restart rebuilds it from the replayed transactions. Each change is told to
// `onApplied` listeners: the keeper, standing in for the program, writes the program's accounts.
import { PublicKey } from '@solana/web3.js';
import type { TransactionEvent } from '../chain/chain';
import { parseBasketsInstruction } from '../program/instructions';
import type { TokenBook } from './tokens';
import { ata, stagingAddress, USDC_MINT } from './addresses';
import type { SandboxKeys } from './keys';
import { decodeInstructions, readMemos, type DecodedTransaction, type Memo } from './memo';
import { applyProgramInstruction } from './program-index';
import type {
  Applied,
  BasketRecord,
  BasketSettings,
  CompositionEntry,
  EscrowRecord,
  IndexTables,
  WithdrawRecord,
  DepositRecord,
} from './records';

export type {
  Applied,
  BasketMetadata,
  BasketRecord,
  BasketSettings,
  BasketStatus,
  CompositionEntry,
  DepositRecord,
  EscrowRecord,
  WithdrawRecord,
} from './records';

type Listener = () => void;
type AppliedListener = (applied: Applied, event: TransactionEvent) => void;

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function big(v: unknown): bigint | undefined {
  if (typeof v !== 'string' || !/^\d+$/.test(v)) return undefined;
  return BigInt(v);
}

/** The edit memo's settings; what an edit cannot change (type, host) is kept by the caller. */
function parseEditedSettings(
  v: unknown,
): Omit<BasketSettings, 'type' | 'hostPlatform' | 'hostPlatformFees'> | null {
  if (!v || typeof v !== 'object') return null;
  const s = v as Record<string, unknown>;
  const num = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : 0);
  return {
    depositFee: num('depositFee'),
    rebalanceInterval: num('rebalanceInterval'),
    rebalanceThreshold: num('rebalanceThreshold'),
    slippage: num('slippage'),
    lpOffsetThreshold: num('lpOffsetThreshold'),
    disableRebalance: num('disableRebalance') === 1 ? 1 : 0,
    disableLp: num('disableLp') === 1 ? 1 : 0,
  };
}

function parseComposition(v: unknown): CompositionEntry[] | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const out: CompositionEntry[] = [];
  for (const e of v) {
    if (!Array.isArray(e) || typeof e[0] !== 'string' || typeof e[1] !== 'number') return null;
    out.push({ token: e[0], weight: e[1] });
  }
  return out;
}

export class BasketIndex implements IndexTables {
  readonly baskets = new Map<string, BasketRecord>();
  readonly deposits = new Map<string, DepositRecord>();
  readonly withdrawals = new Map<string, WithdrawRecord>();
  readonly escrows = new Map<string, EscrowRecord>();
  private readonly seen = new Set<string>();
  private readonly listeners = new Set<Listener>();
  private readonly appliedListeners = new Set<AppliedListener>();

  private readonly keeper: string;

  constructor(
    private readonly keys: SandboxKeys,
    /** Token ids of the Basket program's instructions resolve through the sandbox's token list. */
    readonly tokens: TokenBook,
    /** Rent-exempt minimum for an account of `size` bytes (the chain's). */
    readonly rent: (size: number) => number,
  ) {
    this.keeper = keys.keeper.publicKey.toBase58();
  }

  /** The USDC account deposits go to; its owner is derived from the basket by the sandbox. */
  depositVault(basket: string): PublicKey {
    return ata(this.keys.depositAuthority(new PublicKey(basket)).publicKey, USDC_MINT);
  }

  /** Called after any transaction changed the index (the keeper rescans its work). */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called with each change, in order, and the transaction that made it. */
  onApplied(listener: AppliedListener): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  basketByMint(mint: string): BasketRecord | undefined {
    for (const b of this.baskets.values()) if (b.mint === mint) return b;
    return undefined;
  }

  /** Reads one transaction; a signature is applied once however often it is delivered. */
  ingest(event: TransactionEvent): void {
    if (event.err !== null && event.err !== undefined) return;
    if (this.seen.has(event.signature)) return;
    this.seen.add(event.signature);
    const decoded = decodeInstructions(event.transaction);
    const applied: Applied[] = [];
    const attempt = (what: string, apply: () => Applied | null) => {
      try {
        const change = apply();
        if (change) applied.push(change);
      } catch (e) {
        console.error(`[sandbox] could not index ${what} in ${event.signature}:`, e);
      }
    };
    for (const ix of decoded.instructions) {
      const parsed = parseBasketsInstruction(ix.programId, ix.accounts, ix.data);
      if (parsed) attempt(parsed.name, () => applyProgramInstruction(this, parsed, decoded, event));
    }
    for (const memo of readMemos(decoded)) {
      attempt(memo.op, () => this.apply(memo, decoded, event));
    }
    if (applied.length === 0) return;
    for (const change of applied) {
      for (const l of this.appliedListeners) {
        try {
          l(change, event);
        } catch (e) {
          console.error(`[sandbox] a listener of ${change.kind} in ${event.signature} threw:`, e);
        }
      }
    }
    for (const l of this.listeners) l();
  }

  private apply(memo: Memo, decoded: DecodedTransaction, event: TransactionEvent): Applied | null {
    const p = memo.payload;
    const signer = memo.signers[0];
    if (!signer) return null;
    const keys = new Set(decoded.keys.map((k) => k.toBase58()));
    if (memo.op.startsWith('keeper:') && signer !== this.keeper) return null;
    const staging = (b: BasketRecord) =>
      stagingAddress(new PublicKey(b.creator), new PublicKey(b.seed)).toBase58();

    switch (memo.op) {
      case 'composition': {
        const b = this.baskets.get(str(p.basket) ?? '');
        const composition = parseComposition(p.composition);
        if (!b || b.creator !== signer || b.status !== 'created' || !composition) return null;
        if (!keys.has(staging(b))) return null;
        b.composition = composition;
        b.status = 'composed';
        b.signatures.composition = event.signature;
        return { kind: 'basket-changed', basket: b };
      }
      case 'activate': {
        const b = this.baskets.get(str(p.basket) ?? '');
        if (!b || b.creator !== signer || b.status !== 'composed') return null;
        if (!keys.has(staging(b))) return null;
        b.status = 'active';
        b.signatures.restructure = event.signature;
        return { kind: 'basket-changed', basket: b };
      }
      case 'edit': {
        const b = this.baskets.get(str(p.basket) ?? '');
        const composition = parseComposition(p.composition);
        const edited = parseEditedSettings(p.settings);
        if (!b || b.status !== 'active' || b.creator !== signer || b.settings.type === 0) {
          return null;
        }
        if (!composition || !edited) return null;
        b.settings = { ...b.settings, ...edited };
        b.composition = composition;
        return { kind: 'basket-changed', basket: b };
      }
      case 'mint':
      case 'burn': {
        const e = this.escrows.get(str(p.escrow) ?? '');
        if (!e || e.user !== signer || e.kind !== memo.op || e.status !== 'open') return null;
        e.status = 'used';
        return this.changed(e.basket);
      }
      case 'keeper:settle': {
        const d = this.deposits.get(str(p.deposit) ?? '');
        const net = big(p.net);
        const minted = big(p.minted);
        const basket = d ? this.baskets.get(d.basket) : undefined;
        if (!d || !basket || d.status !== 'pending' || net === undefined || minted === undefined) {
          return null;
        }
        // The composition at settlement is what the deposit buys (replay reaches the same point).
        d.plan = basket.composition.map((e) => ({ ...e }));
        d.status = 'settled';
        d.net = net;
        d.minted = minted;
        return { kind: 'deposit-settled', deposit: d };
      }
      case 'keeper:buy': {
        const d = this.deposits.get(str(p.deposit) ?? '');
        if (!d || d.status !== 'settled' || !Array.isArray(p.tokens)) return null;
        for (const t of p.tokens) if (typeof t === 'string') d.bought.add(t);
        if (d.plan && d.plan.every((e) => d.bought.has(e.token))) d.status = 'complete';
        return this.changed(d.basket);
      }
      case 'keeper:rebalance':
        return this.changed(str(p.basket) ?? '');
      case 'keeper:fund-withdraw': {
        const w = this.withdrawals.get(str(p.withdraw) ?? '');
        if (!w || w.status !== 'pending' || !Array.isArray(p.escrows)) return null;
        for (const e of p.escrows) {
          if (!Array.isArray(e)) continue;
          const [mint, account, amount] = e as unknown[];
          const a = big(amount);
          if (typeof mint === 'string' && typeof account === 'string' && a !== undefined) {
            w.escrows.set(mint, { account, amount: a });
          }
        }
        if (p.done === true) w.status = 'ready';
        return { kind: 'withdraw-funded', withdraw: w };
      }
      case 'keeper:escrow': {
        const address = str(p.escrow);
        const kind = p.kind === 'mint' || p.kind === 'burn' ? p.kind : undefined;
        const amountIn = big(p.amountIn);
        const amountOut = big(p.amountOut);
        const basket = str(p.basket) ?? '';
        if (!address || !kind || amountIn === undefined || amountOut === undefined) return null;
        this.escrows.set(address, {
          address,
          kind,
          basket,
          user: str(p.user) ?? '',
          tokenMint: str(p.tokenMint) ?? '',
          amountIn,
          amountOut,
          status: 'open',
          openedAt: (event.blockTime ?? Math.floor(Date.now() / 1000)) * 1000,
        });
        return this.changed(basket);
      }
      case 'keeper:escrow-closed': {
        const e = this.escrows.get(str(p.escrow) ?? '');
        if (!e) return null;
        e.status = 'closed';
        return this.changed(e.basket);
      }
      default:
        return null;
    }
  }

  private changed(address: string): Applied | null {
    const basket = this.baskets.get(address);
    return basket ? { kind: 'basket-changed', basket } : null;
  }

  /** Basket tokens that burned in a withdrawal the keeper has not paid out yet (base units). */
  pendingWithdrawBurns(basket: string): bigint {
    let sum = 0n;
    for (const w of this.withdrawals.values()) {
      if (w.basket === basket && w.status === 'pending') sum += w.amount;
    }
    return sum;
  }

  /** Deposits of the basket whose buy state is still open (the keeper has not minted yet). */
  openBuyStates(basket: string): number {
    let count = 0;
    for (const d of this.deposits.values()) {
      if (d.basket === basket && d.status === 'pending') count++;
    }
    return count;
  }

  openEscrows(basket: string): EscrowRecord[] {
    return [...this.escrows.values()].filter((e) => e.basket === basket && e.status === 'open');
  }
}
