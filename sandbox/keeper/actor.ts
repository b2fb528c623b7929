// The keeper's hands: its keys and the one way it acts, a transaction it signs (as fee payer, with
// the market when a swap needs it), sends to the chain and indexes at once.
import { Transaction, type Keypair, type TransactionInstruction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { Chain } from '../chain/chain';
import type { TokenBook } from '../model/tokens';
import type { SandboxKeys } from '../model/keys';
import type { BasketIndex } from '../model/state';

/**
 * The keeper's transaction is one this block already holds, byte for byte (the same instructions
 * under the same blockhash, as when two deposits of one amount are invested in one block): a node
 * would refuse it as already processed. Built again in a later block, it is a new transaction.
 */
export class SameBlockError extends Error {
  constructor() {
    super('this block already holds the same keeper transaction');
  }
}

export class KeeperActor {
  constructor(
    readonly chain: Chain,
    readonly keys: SandboxKeys,
    readonly index: BasketIndex,
    readonly tokens: TokenBook,
  ) {}

  get keeper(): Keypair {
    return this.keys.keeper;
  }

  /**
   * Signs with the keeper (fee payer) and `signers`, sends, and returns the signature. Throws
   * SameBlockError when this block already holds the very same transaction.
   */
  send(instructions: TransactionInstruction[], signers: Keypair[] = []): string {
    const tx = this.signed(instructions, signers);
    const own = tx.signature;
    if (own && this.chain.getTransaction(bs58.encode(own))) throw new SameBlockError();
    const { signature } = this.chain.sendTransaction(tx.serialize());
    const record = this.chain.getTransaction(signature);
    if (record?.err) {
      throw new Error(
        `keeper transaction failed: ${JSON.stringify(record.err)}\n${record.logs.join('\n')}`,
      );
    }
    return signature;
  }

  private signed(instructions: TransactionInstruction[], signers: Keypair[]): Transaction {
    const keeper = this.keys.keeper;
    const tx = new Transaction({ feePayer: keeper.publicKey, ...this.chain.latestBlockhash() });
    tx.add(...instructions);
    tx.sign(keeper, ...signers);
    return tx;
  }
}
