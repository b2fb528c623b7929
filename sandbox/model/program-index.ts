// The index's reading of the Basket program's instructions in a confirmed transaction: the
// requests that the instruction carries whole (create, deposit, withdraw, claim, set-metadata),
// checked as the real program would check them — the named signer signed, the accounts are the
// seed's PDAs, the rent for each new account was paid in the same transaction, and the tokens
// moved. Edit, composition, activation and single-asset swaps are read from the sandbox's memos
// beside the instruction (./state.ts): they carry what the instruction does not (exact weights,
// the escrow).
import { MINT_SIZE } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import { buyStateAddress, sellStateAddress } from '../../src/solana/basketsProgram/addresses';
import { BASKET_STATE, BUY_STATE } from '../../src/solana/basketsProgram/layout';
import type { TransactionEvent } from '../chain/chain';
import type { ParsedInstruction } from '../program/instructions';
import { MAX_METADATA_LEN } from '../program/metaplex';
import { basketAccounts } from './addresses';
import type { DecodedTransaction } from './memo';
import type { Applied, BasketRecord, CompositionEntry, IndexTables } from './records';
import { burnedOf, lamportsSentTo, transferredInto } from './tx-reading';

type Parsed<N extends ParsedInstruction['name']> = Extract<ParsedInstruction, { name: N }>;

interface Reading {
  index: IndexTables;
  decoded: DecodedTransaction;
  event: TransactionEvent;
}

const signed = (r: Reading, key: PublicKey) => r.decoded.signers.has(key.toBase58());

/** The transaction itself paid `address` the rent of an account of `size` bytes. */
const rentPaid = (r: Reading, address: PublicKey, size: number) =>
  lamportsSentTo(r.decoded, address.toBase58()) >= BigInt(r.index.rent(size));

function basketType(value: number): 0 | 1 | 2 | null {
  return value === 0 || value === 1 || value === 2 ? value : null;
}

function created(r: Reading, { accounts: a, args }: Parsed<'createBasket'>): Applied | null {
  if (!signed(r, a.manager)) return null;
  const seeds = basketAccounts(a.seedPubkey);
  if (
    !a.fundState.equals(seeds.basket) ||
    !a.fundToken.equals(seeds.mint) ||
    !a.metadataAccount.equals(seeds.metadata)
  ) {
    return null;
  }
  const address = seeds.basket.toBase58();
  const type = basketType(args.basketType);
  if (r.index.baskets.has(address) || type === null) return null;
  if (
    !rentPaid(r, seeds.basket, BASKET_STATE.size) ||
    !rentPaid(r, seeds.mint, MINT_SIZE) ||
    !rentPaid(r, seeds.metadata, MAX_METADATA_LEN)
  ) {
    return null;
  }
  const composition: CompositionEntry[] = [];
  for (const slot of args.composition) {
    const token = r.index.tokens.byId(slot.tokenId);
    if (!token) return null;
    composition.push({ token: token.mint.toBase58(), weight: slot.weight });
  }
  if (composition.length === 0) return null;
  const basket: BasketRecord = {
    address,
    mint: seeds.mint.toBase58(),
    metadataAccount: seeds.metadata.toBase58(),
    creator: a.manager.toBase58(),
    seed: a.seedPubkey.toBase58(),
    status: 'created',
    // The target until the composition transaction records the weights as asked.
    composition,
    settings: {
      hostPlatform: a.host.toBase58(),
      hostPlatformFees: args.hostFee,
      type,
      depositFee: args.managerFee,
      rebalanceInterval: Number(args.rebalanceInterval),
      rebalanceThreshold: args.rebalanceThreshold,
      slippage: args.rebalanceSlippage,
      lpOffsetThreshold: args.lpOffsetThreshold,
      disableRebalance: args.disableRebalance ? 1 : 0,
      disableLp: args.disableLp ? 1 : 0,
    },
    metadata: { ...args.metadata },
    createdAt: r.event.blockTime,
    signatures: { create: r.event.signature },
  };
  r.index.baskets.set(address, basket);
  return { kind: 'basket-created', basket };
}

function deposited(r: Reading, { accounts: a }: Parsed<'buyFund'>): Applied | null {
  if (!signed(r, a.buyer)) return null;
  const b = r.index.baskets.get(a.fundState.toBase58());
  if (!b || b.status !== 'active' || a.fundToken.toBase58() !== b.mint) return null;
  if (!a.buyState.equals(buyStateAddress(a.seedPubkey))) return null;
  if (!rentPaid(r, a.buyState, BUY_STATE.size)) return null;
  const amount = transferredInto(r.decoded, r.index.depositVault(b.address).toBase58());
  if (amount === undefined || amount === 0n) return null;
  const deposit = {
    signature: r.event.signature,
    basket: b.address,
    user: a.buyer.toBase58(),
    buyState: a.buyState.toBase58(),
    amount,
    status: 'pending' as const,
    bought: new Set<string>(),
    at: r.event.blockTime,
  };
  r.index.deposits.set(deposit.signature, deposit);
  return { kind: 'deposit-opened', deposit };
}

function withdrew(r: Reading, { accounts: a }: Parsed<'sellFund'>): Applied | null {
  if (!signed(r, a.seller)) return null;
  const b = r.index.baskets.get(a.fundState.toBase58());
  if (!b || a.fundToken.toBase58() !== b.mint) return null;
  if (!a.newFundState.equals(sellStateAddress(a.seedPubkey))) return null;
  if (!rentPaid(r, a.newFundState, BASKET_STATE.size)) return null;
  const address = a.newFundState.toBase58();
  const amount = burnedOf(r.decoded, b.mint);
  if (r.index.withdrawals.has(address) || amount === undefined || amount === 0n) return null;
  const withdraw = {
    address,
    seed: a.seedPubkey.toBase58(),
    basket: b.address,
    user: a.seller.toBase58(),
    amount,
    status: 'pending' as const,
    escrows: new Map<string, { account: string; amount: bigint }>(),
    signature: r.event.signature,
    at: r.event.blockTime,
  };
  r.index.withdrawals.set(address, withdraw);
  return { kind: 'withdraw-opened', withdraw };
}

function claimed(r: Reading, { accounts: a }: Parsed<'claimToken'>): Applied | null {
  if (!signed(r, a.signer)) return null;
  const w = r.index.withdrawals.get(a.fundState.toBase58());
  if (!w || w.user !== a.signer.toBase58() || w.status !== 'ready') return null;
  w.status = 'claimed';
  return { kind: 'withdraw-claimed', withdraw: w };
}

function renamed(r: Reading, { accounts: a, args }: Parsed<'updateFundTokenMintMetadata'>) {
  if (!signed(r, a.manager)) return null;
  const b = r.index.baskets.get(a.fundState.toBase58());
  if (!b || b.creator !== a.manager.toBase58()) return null;
  if (a.fundToken.toBase58() !== b.mint || a.metadataAccount.toBase58() !== b.metadataAccount) {
    return null;
  }
  b.metadata = { ...args };
  return { kind: 'metadata-changed', basket: b } satisfies Applied;
}

/** Applies one Basket program instruction of a confirmed transaction; null when it changes nothing. */
export function applyProgramInstruction(
  index: IndexTables,
  ix: ParsedInstruction,
  decoded: DecodedTransaction,
  event: TransactionEvent,
): Applied | null {
  const r: Reading = { index, decoded, event };
  switch (ix.name) {
    case 'createBasket':
      return created(r, ix);
    case 'buyFund':
      return deposited(r, ix);
    case 'sellFund':
      return withdrew(r, ix);
    case 'claimToken':
      return claimed(r, ix);
    case 'updateFundTokenMintMetadata':
      return renamed(r, ix);
    case 'editBasket':
    case 'singleTokenDeposit':
    case 'instantBurn':
      return null;
  }
}
