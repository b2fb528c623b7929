// The real Basket program's instructions that name the accounts users care about, and where those
// accounts sit. Source: the IDL in @symmetry-hq/baskets-sdk 0.0.45 (basketsIDL.ts; account order is
// the IDL's, which Anchor keeps). The program creates the basket, its mint, a buy state or a sell
// state (the withdraw account) inside its own instruction — there is no top-level create to read —
// so a transaction of the real service names them only by position.
import type { VersionedTransaction } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID } from './programs';

/** Account positions per instruction (IDL names in comments). */
const INSTRUCTIONS = {
  // manager, tokenList, fundState, pdaAccount, fundToken, createFeeSweeper, metadataAccount, …
  createBasket: { basket: 2, basketMint: 4, metadataAccount: 6 },
  // manager, fundState, tokenList, feeDelegate
  editBasket: { basket: 1 },
  // buyer, fundState, fundToken, tokenList, pdaAccount, …, buyerFundTokenAccount (10), buyState (11), …
  buyFund: { basket: 1, basketMint: 2, basketTokenAccount: 10, buyState: 11 },
  // authority, fundState, fundToken, buyerTokenAccount, buyerFundTokenAccount, …
  singleTokenDeposit: { basket: 1, basketMint: 2, basketTokenAccount: 4 },
  // seller, fundState, pdaAccount, newFundState (the sell state), sellerFundTokenAccount, fundToken, …
  sellFund: { basket: 1, withdrawAccount: 3, basketTokenAccount: 4, basketMint: 5 },
  // seller, pdaAccount, fundState, fundToken, sellerFundTokenAccount, …
  instantBurn: { basket: 2, basketMint: 3, basketTokenAccount: 4 },
  // signer, manager, fundState (the sell state being claimed), …
  claimToken: { withdrawAccount: 2 },
  // manager, fundToken, fundState, updateAuthority, metadataAccount, …
  createFundTokenMintMetadata: { basketMint: 1, basket: 2, metadataAccount: 4 },
  updateFundTokenMintMetadata: { basketMint: 1, basket: 2, metadataAccount: 4 },
  // The automation's: signer, buyer, fundState, tokenList, buyState, …, fundToken (8)
  mintFund: { buyer: 1, basket: 2, buyState: 4, basketMint: 8 },
  // fundState, tokenList, oracleSol, then each token's oracle
  updateCurrentWeights: { basket: 0 },
  // signer, basketState, tokenList, … (a rebalance's two halves, a swap between them)
  withdrawBeforeRebalance: { basket: 1 },
  depositAfterRebalance: { basket: 1 },
} as const satisfies Record<string, Partial<Record<BasketsAccountRole, number>>>;

export type BasketsAccountRole =
  | 'basket'
  | 'basketMint'
  | 'metadataAccount'
  | 'buyState'
  | 'withdrawAccount'
  /** The wallet a deposit's basket tokens are minted for (mintFund). */
  | 'buyer'
  /** The signer's own basket-token account, which the instruction debits or credits. */
  | 'basketTokenAccount';

export type BasketsInstructionName = keyof typeof INSTRUCTIONS;

/**
 * Anchor's instruction discriminators: the first 8 bytes of sha256("global:<snake_case name>"),
 * hex (checked against node:crypto in basketsInstructions.test.ts).
 */
export const BASKETS_DISCRIMINATORS: Record<BasketsInstructionName, string> = {
  createBasket: '2f699b940fa9cad3',
  editBasket: '26781720134983b1',
  buyFund: 'fb329e3eaef8a5c5',
  singleTokenDeposit: 'c50cef531c042561',
  sellFund: '4efd168526b06e05',
  instantBurn: '22e797f82001207d',
  claimToken: '74ce1bbfa6130049',
  createFundTokenMintMetadata: '03e5737e90828707',
  updateFundTokenMintMetadata: 'd121c90b0c7c2236',
  mintFund: 'ef966d4937a026a2',
  updateCurrentWeights: 'ed6c619d00dd0b51',
  withdrawBeforeRebalance: 'c3ca2593944e2d91',
  depositAfterRebalance: '0e490df9f100c507',
};

const BY_DISCRIMINATOR = new Map(
  Object.entries(BASKETS_DISCRIMINATORS).map(([name, hex]) => [
    hex,
    name as BasketsInstructionName,
  ]),
);

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export interface BasketsInstruction {
  name: BasketsInstructionName;
  /** The accounts it names by role. */
  accounts: Partial<Record<BasketsAccountRole, string>>;
}

/**
 * Accounts each instruction creates inside the program (so no top-level System instruction shows
 * them): the basket state, its token mint and the mint's Metaplex metadata; a buy state; a sell
 * state, the withdraw account (baskets-sdk 0.0.45 basketsIDL.ts: `init` accounts of each).
 */
const CREATES: Partial<Record<BasketsInstructionName, readonly BasketsAccountRole[]>> = {
  createBasket: ['basket', 'basketMint', 'metadataAccount'],
  buyFund: ['buyState'],
  sellFund: ['withdrawAccount'],
};

/** One Basket program instruction, from its data and its accounts in order; null if unknown. */
export function decodeBasketsInstruction(
  data: Uint8Array,
  accounts: readonly string[],
): (BasketsInstruction & { creates: string[] }) | null {
  const name = BY_DISCRIMINATOR.get(hex(data.slice(0, 8)));
  if (!name) return null;
  const named: BasketsInstruction['accounts'] = {};
  for (const [role, position] of Object.entries(INSTRUCTIONS[name])) {
    const address = accounts[position];
    if (address) named[role as BasketsAccountRole] = address;
  }
  const creates = (CREATES[name] ?? []).flatMap((role) => named[role] ?? []);
  return { name, accounts: named, creates };
}

/**
 * The Basket program's instructions in a transaction that this app knows, with their accounts by
 * role. Static account keys only: the service's legacy transactions have no lookup tables.
 */
export function basketsInstructions(
  tx: Pick<VersionedTransaction, 'message'>,
): BasketsInstruction[] {
  const keys = tx.message.staticAccountKeys;
  const out: BasketsInstruction[] = [];
  for (const ix of tx.message.compiledInstructions) {
    if (keys[ix.programIdIndex]?.toBase58() !== BASKETS_PROGRAM_ID) continue;
    const addresses = ix.accountKeyIndexes.map((index) => keys[index]?.toBase58() ?? '');
    const decoded = decodeBasketsInstruction(ix.data, addresses);
    if (decoded) out.push({ name: decoded.name, accounts: decoded.accounts });
  }
  return out;
}

/**
 * The token ids the transaction's claimToken instructions claim, in order (the argument is a u64 after
 * the discriminator: baskets-sdk 0.0.45 basketsIDL.ts).
 */
export function claimedTokenIds(tx: Pick<VersionedTransaction, 'message'>): number[] {
  const keys = tx.message.staticAccountKeys;
  const discriminator = BASKETS_DISCRIMINATORS.claimToken;
  return tx.message.compiledInstructions.flatMap((ix) => {
    if (keys[ix.programIdIndex]?.toBase58() !== BASKETS_PROGRAM_ID) return [];
    if (hex(ix.data.slice(0, 8)) !== discriminator || ix.data.length < 16) return [];
    const id = new DataView(ix.data.buffer, ix.data.byteOffset + 8, 8).getBigUint64(0, true);
    return [Number(id)];
  });
}

/** The first account with `role` that the transaction's Basket program instructions name. */
export function basketsAccount(
  tx: Pick<VersionedTransaction, 'message'>,
  role: BasketsAccountRole,
): string | undefined {
  for (const ix of basketsInstructions(tx)) {
    const address = ix.accounts[role];
    if (address) return address;
  }
  return undefined;
}

/** The amounts an instruction asks for (IDL arguments after the discriminator, Borsh). */
export interface BasketsInstructionAmounts {
  /** USDC (buyFund) or asset (singleTokenDeposit) base units paid in; basket-token base units burned (sellFund, instantBurn). */
  amount?: bigint;
  /** The token list id of the asset (singleTokenDeposit, instantBurn, claimToken). */
  tokenId?: number;
}

function u64At(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

/**
 * buyFund `amount: u64`; singleTokenDeposit `tokenId: u8, amount: u64`; sellFund `amount: u64, …`;
 * instantBurn `burnAmount: u64, tokenId: u8`; claimToken `tokenId: u64` (baskets-sdk 0.0.45 IDL).
 */
export function basketsInstructionAmounts(
  name: BasketsInstructionName,
  data: Uint8Array,
): BasketsInstructionAmounts {
  const at = 8;
  switch (name) {
    case 'buyFund':
    case 'sellFund':
      return { amount: u64At(data, at) };
    case 'singleTokenDeposit':
      return data.length > at ? { tokenId: data[at], amount: u64At(data, at + 1) } : {};
    case 'instantBurn':
      return { amount: u64At(data, at), tokenId: data[at + 8] };
    case 'claimToken': {
      const id = u64At(data, at);
      return id === undefined ? {} : { tokenId: Number(id) };
    }
    default:
      return {};
  }
}
