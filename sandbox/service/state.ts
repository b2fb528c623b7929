// The sandbox's indexed view of baskets, deposits, withdrawals and escrows. It changes only when
// a confirmed, successful transaction carries one of the model's memos (./memo.ts), so a response
// nobody signs changes nothing, and a restart rebuilds it from the replayed transactions.
import { PublicKey } from '@solana/web3.js';
import {
  SEED_ID_PATTERN,
  ata,
  basketSeeds,
  withdrawAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  USDC_MINT,
} from './addresses';
import type { SandboxKeys } from './keys';
import type { TransactionEvent } from '../chain/chain';
import { decodeInstructions, readMemos, type DecodedTransaction, type Memo } from './memo';

export interface BasketSettings {
  hostPlatform: string;
  hostPlatformFees: number;
  type: 0 | 1 | 2;
  depositFee: number;
  rebalanceInterval: number;
  rebalanceThreshold: number;
  slippage: number;
  lpOffsetThreshold: number;
  disableRebalance: 0 | 1;
  disableLp: 0 | 1;
}

export interface CompositionEntry {
  token: string;
  weight: number;
}

export type BasketStatus = 'created' | 'composed' | 'active';

export interface BasketRecord {
  address: string;
  mint: string;
  creator: string;
  /** Seed id shared by the basket's seed accounts. */
  id: string;
  status: BasketStatus;
  composition: CompositionEntry[];
  settings: BasketSettings | null;
  createdAt: number | null;
  signatures: { create: string; composition?: string; restructure?: string };
}

export interface DepositRecord {
  signature: string;
  basket: string;
  user: string;
  /** USDC base units. */
  amount: bigint;
  status: 'pending' | 'settled' | 'complete';
  /** After settlement: USDC left to buy the composition with, and the composition it buys. */
  net?: bigint;
  minted?: bigint;
  plan?: CompositionEntry[];
  bought: Set<string>;
  at: number | null;
}

export interface WithdrawRecord {
  address: string;
  id: string;
  basket: string;
  user: string;
  /** Basket token base units burned. */
  amount: bigint;
  status: 'pending' | 'ready' | 'claimed';
  escrows: Map<string, { account: string; amount: bigint }>;
  signature: string;
  at: number | null;
}

export interface EscrowRecord {
  address: string;
  kind: 'mint' | 'burn';
  basket: string;
  user: string;
  tokenMint: string;
  /** Mint: asset the user pays in; burn: basket tokens the user burns (base units). */
  amountIn: bigint;
  /** Mint: basket tokens in the escrow; burn: asset in the escrow (base units). */
  amountOut: bigint;
  status: 'open' | 'used' | 'closed';
  openedAt: number;
}

type Listener = () => void;

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function big(v: unknown): bigint | undefined {
  if (typeof v !== 'string' || !/^\d+$/.test(v)) return undefined;
  return BigInt(v);
}

function u64At(data: Uint8Array, offset: number): bigint {
  return Buffer.from(data).readBigUInt64LE(offset);
}

/** Amount of a `TransferChecked` (12) into `destination` inside the transaction, if any. */
function transferredInto(decoded: DecodedTransaction, destination: string): bigint | undefined {
  for (const ix of decoded.instructions) {
    const isToken =
      ix.programId.equals(TOKEN_PROGRAM_ID) || ix.programId.equals(TOKEN_2022_PROGRAM_ID);
    if (isToken && ix.data[0] === 12 && ix.accounts[2]?.toBase58() === destination) {
      return u64At(ix.data, 1);
    }
  }
  return undefined;
}

/** Amount of a Token-2022 `BurnChecked` (15) of `mint` inside the transaction, if any. */
function burnedOf(decoded: DecodedTransaction, mint: string): bigint | undefined {
  for (const ix of decoded.instructions) {
    if (
      ix.programId.equals(TOKEN_2022_PROGRAM_ID) &&
      ix.data[0] === 15 &&
      ix.accounts[1]?.toBase58() === mint
    ) {
      return u64At(ix.data, 1);
    }
  }
  return undefined;
}

function parseSettings(v: unknown): BasketSettings | null {
  if (!v || typeof v !== 'object') return null;
  const s = v as Record<string, unknown>;
  const num = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : 0);
  return {
    hostPlatform: str(s.hostPlatform) ?? PublicKey.default.toBase58(),
    hostPlatformFees: num('hostPlatformFees'),
    type: ([0, 1, 2].includes(num('type')) ? num('type') : 1) as 0 | 1 | 2,
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

export class BasketIndex {
  readonly baskets = new Map<string, BasketRecord>();
  readonly deposits = new Map<string, DepositRecord>();
  readonly withdrawals = new Map<string, WithdrawRecord>();
  readonly escrows = new Map<string, EscrowRecord>();
  private readonly seen = new Set<string>();
  private readonly listeners = new Set<Listener>();

  private readonly keeper: string;

  constructor(private readonly keys: SandboxKeys) {
    this.keeper = keys.keeper.publicKey.toBase58();
  }

  /** The USDC account deposits go to; its owner is derived from the basket by the sandbox. */
  depositVault(basket: string): PublicKey {
    return ata(this.keys.depositAuthority(new PublicKey(basket)).publicKey, USDC_MINT);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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
    const memos = readMemos(decoded);
    let changed = false;
    for (const memo of memos) {
      try {
        changed = this.apply(memo, decoded, event) || changed;
      } catch (e) {
        console.error(`[sandbox] could not index ${memo.op} in ${event.signature}:`, e);
      }
    }
    if (changed) for (const l of this.listeners) l();
  }

  private apply(memo: Memo, decoded: DecodedTransaction, event: TransactionEvent): boolean {
    const p = memo.payload;
    const signer = memo.signers[0];
    if (!signer) return false;
    const keys = new Set(decoded.keys.map((k) => k.toBase58()));
    if (memo.op.startsWith('keeper:') && signer !== this.keeper) return false;

    switch (memo.op) {
      case 'create': {
        const id = str(p.id);
        if (!id || !SEED_ID_PATTERN.test(id)) return false;
        const seeds = basketSeeds(new PublicKey(signer), id);
        const address = seeds.basket.toBase58();
        if (!keys.has(address) || !keys.has(seeds.mint.toBase58())) return false;
        if (this.baskets.has(address)) return false;
        this.baskets.set(address, {
          address,
          mint: seeds.mint.toBase58(),
          creator: signer,
          id,
          status: 'created',
          composition: [],
          settings: null,
          createdAt: event.blockTime,
          signatures: { create: event.signature },
        });
        return true;
      }
      case 'composition': {
        const b = this.baskets.get(str(p.basket) ?? '');
        const composition = parseComposition(p.composition);
        if (!b || b.creator !== signer || b.status !== 'created' || !composition) return false;
        if (!keys.has(basketSeeds(new PublicKey(b.creator), b.id).staging.toBase58())) return false;
        b.composition = composition;
        b.status = 'composed';
        b.signatures.composition = event.signature;
        return true;
      }
      case 'activate': {
        const b = this.baskets.get(str(p.basket) ?? '');
        const settings = parseSettings(p.settings);
        if (!b || b.creator !== signer || b.status !== 'composed' || !settings) return false;
        if (!keys.has(basketSeeds(new PublicKey(b.creator), b.id).staging.toBase58())) return false;
        b.settings = settings;
        b.status = 'active';
        b.signatures.restructure = event.signature;
        return true;
      }
      case 'edit': {
        const b = this.baskets.get(str(p.basket) ?? '');
        const composition = parseComposition(p.composition);
        const edited = parseSettings(p.settings);
        if (!b || !b.settings || b.creator !== signer || b.settings.type === 0) return false;
        if (!composition || !edited) return false;
        b.settings = {
          ...edited,
          type: b.settings.type,
          hostPlatform: b.settings.hostPlatform,
          hostPlatformFees: b.settings.hostPlatformFees,
        };
        b.composition = composition;
        return true;
      }
      case 'deposit': {
        const b = this.baskets.get(str(p.basket) ?? '');
        if (!b || b.status !== 'active') return false;
        const amount = transferredInto(decoded, this.depositVault(b.address).toBase58());
        if (amount === undefined || amount === 0n) return false;
        this.deposits.set(event.signature, {
          signature: event.signature,
          basket: b.address,
          user: signer,
          amount,
          status: 'pending',
          bought: new Set(),
          at: event.blockTime,
        });
        return true;
      }
      case 'withdraw': {
        const b = this.baskets.get(str(p.basket) ?? '');
        const id = str(p.id);
        if (!b || !id || !SEED_ID_PATTERN.test(id)) return false;
        const address = withdrawAddress(new PublicKey(signer), id).toBase58();
        const amount = burnedOf(decoded, b.mint);
        if (!keys.has(address) || amount === undefined || amount === 0n) return false;
        this.withdrawals.set(address, {
          address,
          id,
          basket: b.address,
          user: signer,
          amount,
          status: 'pending',
          escrows: new Map(),
          signature: event.signature,
          at: event.blockTime,
        });
        return true;
      }
      case 'claim': {
        // The withdraw account is named in the memo, or is the account the claim refunds.
        const named = str(p.withdraw);
        const w = named
          ? this.withdrawals.get(named)
          : [...this.withdrawals.values()].find(
              (x) => x.user === signer && x.status === 'ready' && keys.has(x.address),
            );
        if (!w || w.user !== signer || w.status !== 'ready') return false;
        w.status = 'claimed';
        return true;
      }
      case 'mint':
      case 'burn': {
        const e = this.escrows.get(str(p.escrow) ?? '');
        if (!e || e.user !== signer || e.kind !== memo.op || e.status !== 'open') return false;
        e.status = 'used';
        return true;
      }
      case 'keeper:settle': {
        const d = this.deposits.get(str(p.deposit) ?? '');
        const net = big(p.net);
        const minted = big(p.minted);
        const basket = d ? this.baskets.get(d.basket) : undefined;
        if (!d || !basket || d.status !== 'pending' || net === undefined || minted === undefined) {
          return false;
        }
        // The composition at settlement is what the deposit buys (replay reaches the same point).
        const plan = basket.composition.map((e) => ({ ...e }));
        d.status = 'settled';
        d.net = net;
        d.minted = minted;
        d.plan = plan;
        return true;
      }
      case 'keeper:buy': {
        const d = this.deposits.get(str(p.deposit) ?? '');
        if (!d || d.status !== 'settled' || !Array.isArray(p.tokens)) return false;
        for (const t of p.tokens) if (typeof t === 'string') d.bought.add(t);
        if (d.plan && d.plan.every((e) => d.bought.has(e.token))) d.status = 'complete';
        return true;
      }
      case 'keeper:fund-withdraw': {
        const w = this.withdrawals.get(str(p.withdraw) ?? '');
        if (!w || w.status !== 'pending' || !Array.isArray(p.escrows)) return false;
        for (const e of p.escrows) {
          if (!Array.isArray(e)) continue;
          const [mint, account, amount] = e as unknown[];
          const a = big(amount);
          if (typeof mint === 'string' && typeof account === 'string' && a !== undefined) {
            w.escrows.set(mint, { account, amount: a });
          }
        }
        if (p.done === true) w.status = 'ready';
        return true;
      }
      case 'keeper:escrow': {
        const address = str(p.escrow);
        const kind = p.kind === 'mint' || p.kind === 'burn' ? p.kind : undefined;
        const amountIn = big(p.amountIn);
        const amountOut = big(p.amountOut);
        if (!address || !kind || amountIn === undefined || amountOut === undefined) return false;
        this.escrows.set(address, {
          address,
          kind,
          basket: str(p.basket) ?? '',
          user: str(p.user) ?? '',
          tokenMint: str(p.tokenMint) ?? '',
          amountIn,
          amountOut,
          status: 'open',
          openedAt: (event.blockTime ?? Math.floor(Date.now() / 1000)) * 1000,
        });
        return true;
      }
      case 'keeper:escrow-closed': {
        const e = this.escrows.get(str(p.escrow) ?? '');
        if (!e) return false;
        e.status = 'closed';
        return true;
      }
      default:
        return false;
    }
  }

  /** Basket tokens that burned in a withdrawal the keeper has not paid out yet (base units). */
  pendingWithdrawBurns(basket: string): bigint {
    let sum = 0n;
    for (const w of this.withdrawals.values()) {
      if (w.basket === basket && w.status === 'pending') sum += w.amount;
    }
    return sum;
  }

  openEscrows(basket: string): EscrowRecord[] {
    return [...this.escrows.values()].filter((e) => e.basket === basket && e.status === 'open');
  }
}
