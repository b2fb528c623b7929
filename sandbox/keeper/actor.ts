// The keeper's hands: its keys and the one way it acts, a transaction it signs (as fee payer, with
// whichever derived authorities the instructions need), sends to the chain and indexes at once.
import { createAssociatedTokenAccountIdempotentInstruction } from '@solana/spl-token';
import {
  type Keypair,
  PublicKey,
  Transaction,
  type TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { Chain } from '../chain/chain';
import type { TokenBook } from '../model/tokens';
import { ata } from '../model/addresses';
import type { SandboxKeys } from '../model/keys';
import { accountExists } from '../model/ledger';
import type { BasketIndex, BasketRecord } from '../model/state';
import { basketPosition, type BasketPosition } from './holdings';

/** Token legs per keeper transaction: keeps each under the 1232-byte packet limit. */
export const LEGS_PER_TX = 2;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export class KeeperActor {
  constructor(
    readonly chain: Chain,
    readonly keys: SandboxKeys,
    readonly index: BasketIndex,
    readonly tokens: TokenBook,
  ) {}

  get publicKey(): PublicKey {
    return this.keys.keeper.publicKey;
  }

  /** Signs with the keeper (fee payer) and `signers`, sends, and indexes the result at once. */
  send(instructions: TransactionInstruction[], signers: Keypair[]): string {
    const keeper = this.keys.keeper;
    const { blockhash, lastValidBlockHeight } = this.chain.latestBlockhash();
    const tx = new Transaction({ feePayer: keeper.publicKey, blockhash, lastValidBlockHeight });
    tx.add(...instructions);
    const message = tx.compileMessage();
    const needed = new Set(
      message.accountKeys.slice(0, message.header.numRequiredSignatures).map((k) => k.toBase58()),
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

  basketAuthority(b: BasketRecord): Keypair {
    return this.keys.basketAuthority(new PublicKey(b.address));
  }

  /** The keeper's own account of `mint`: the market it trades against at sandbox prices. */
  reserve(mint: PublicKey): PublicKey {
    return ata(this.publicKey, mint);
  }

  position(b: BasketRecord): BasketPosition {
    return basketPosition(this.chain, this.keys, this.index, this.tokens, b);
  }

  /** The vaults of the basket's composition exist (the keeper pays for any still missing). */
  ensureVaults(b: BasketRecord): void {
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
}
