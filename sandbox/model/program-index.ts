// The index's reading of one confirmed, successful transaction: each Basket program instruction
// it carries (the program ran it, so its accounts are what they say), and the two create steps the
// program has no instruction of its own for. What the program logs of an instruction's result —
// the basket tokens mintFund minted, what claimToken moved — is read from its log lines, in order.
import { ASSOCIATED_TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { BASKETS_PROGRAM_ID } from '../../src/solana/basketsProgram/addresses';
import type { TransactionEvent } from '../chain/chain';
import type { ParsedInstruction } from '../../src/solana/basketsProgram/instructionArgs';
import { parseBasketsInstruction } from '../program/instructions';
import type { IndexTables } from './records';

const MINTED = /^Program log: Minted (\d+) basket token units for \d+ USDC units$/;
const CLAIMED = /^Program log: Claimed (\d+) units of token (\d+)$/;

interface Ix {
  programId: string;
  accounts: string[];
  data: Uint8Array;
}

function instructionsOf(event: TransactionEvent): Ix[] {
  const keys = event.accountKeys;
  return event.transaction.message.compiledInstructions.map((ix) => ({
    programId: keys[ix.programIdIndex] ?? '',
    accounts: ix.accountKeyIndexes.map((i) => keys[i] ?? ''),
    data: ix.data,
  }));
}

/** The results the program logged, in the order its instructions ran. */
function loggedResults(logs: readonly string[]) {
  const minted: bigint[] = [];
  const claimed: { tokenId: number; units: bigint }[] = [];
  for (const line of logs) {
    const m = MINTED.exec(line);
    if (m) minted.push(BigInt(m[1] ?? '0'));
    const c = CLAIMED.exec(line);
    if (c) claimed.push({ units: BigInt(c[1] ?? '0'), tokenId: Number(c[2]) });
  }
  return { minted, claimed };
}

/** Applies a transaction to the tables; true when it changed them. */
export function applyTransaction(tables: IndexTables, event: TransactionEvent): boolean {
  const instructions = instructionsOf(event);
  const feePayer = event.accountKeys[0] ?? '';
  const results = loggedResults(event.logs);
  let changed = false;
  for (const ix of instructions) {
    if (ix.programId === ASSOCIATED_TOKEN_PROGRAM_ID.toBase58()) {
      changed = composed(tables, ix, feePayer, event) || changed;
      continue;
    }
    if (ix.programId !== BASKETS_PROGRAM_ID.toBase58()) continue;
    const parsed = parseBasketsInstruction(
      BASKETS_PROGRAM_ID,
      ix.accounts.map((a) => new PublicKey(a)),
      ix.data,
    );
    if (parsed) changed = apply(tables, parsed, feePayer, event, results) || changed;
  }
  return changed;
}

/** The composition step: the creator opens its own account of the basket token. */
function composed(tables: IndexTables, ix: Ix, feePayer: string, event: TransactionEvent) {
  const [, , owner, mint] = ix.accounts;
  for (const b of tables.baskets.values()) {
    if (
      b.mint === mint &&
      b.creator === owner &&
      feePayer === b.creator &&
      b.status === 'created'
    ) {
      b.status = 'composed';
      b.signatures.composition = event.signature;
      return true;
    }
  }
  return false;
}

function apply(
  tables: IndexTables,
  ix: ParsedInstruction<PublicKey>,
  feePayer: string,
  event: TransactionEvent,
  results: ReturnType<typeof loggedResults>,
): boolean {
  const at = event.blockTime;
  switch (ix.name) {
    case 'createBasket': {
      const a = ix.accounts;
      const address = a.fundState.toBase58();
      if (tables.baskets.has(address)) return false;
      tables.baskets.set(address, {
        address,
        mint: a.fundToken.toBase58(),
        metadataAccount: a.metadataAccount.toBase58(),
        creator: a.manager.toBase58(),
        seed: a.seedPubkey.toBase58(),
        status: 'created',
        metadata: { ...ix.args.metadata },
        createdAt: at,
        signatures: { create: event.signature },
      });
      return true;
    }
    case 'updateCurrentWeights': {
      // The restructure step: the creator prices its basket once composed.
      const b = tables.baskets.get(ix.accounts.fundState.toBase58());
      if (!b || b.status !== 'composed' || feePayer !== b.creator) return false;
      b.status = 'active';
      b.signatures.restructure = event.signature;
      return true;
    }
    case 'createFundTokenMintMetadata':
    case 'updateFundTokenMintMetadata': {
      const b = tables.baskets.get(ix.accounts.fundState.toBase58());
      if (!b) return false;
      b.metadata = { ...ix.args };
      return true;
    }
    case 'buyFund':
      tables.deposits.set(event.signature, {
        signature: event.signature,
        basket: ix.accounts.fundState.toBase58(),
        user: ix.accounts.buyer.toBase58(),
        buyState: ix.accounts.buyState.toBase58(),
        amount: ix.args.amount,
        at,
      });
      return true;
    case 'mintFund': {
      const buyState = ix.accounts.buyState.toBase58();
      const minted = results.minted.shift();
      for (const d of tables.deposits.values()) {
        if (d.buyState === buyState) d.minted = minted ?? 0n;
      }
      return true;
    }
    case 'sellFund': {
      const address = ix.accounts.newFundState.toBase58();
      tables.withdrawals.set(address, {
        address,
        basket: ix.accounts.fundState.toBase58(),
        user: ix.accounts.seller.toBase58(),
        amount: ix.args.amount,
        claimed: new Map(),
        signature: event.signature,
        at,
      });
      return true;
    }
    case 'claimToken': {
      const w = tables.withdrawals.get(ix.accounts.fundState.toBase58());
      const result = results.claimed.shift();
      if (!w || !result) return false;
      w.claimed.set(result.tokenId, (w.claimed.get(result.tokenId) ?? 0n) + result.units);
      return true;
    }
    case 'editBasket':
    case 'singleTokenDeposit':
    case 'instantBurn':
    case 'withdrawBeforeRebalance':
    case 'depositAfterRebalance':
      // Their effects are the program's accounts, read from the chain when asked.
      return true;
  }
}
