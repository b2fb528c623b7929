// The keeper's hands: its keys and the one way it acts, a transaction it signs (as fee payer, with
// the market when a swap needs it), sends to the chain and indexes at once.
import { Transaction, type Keypair, type TransactionInstruction } from '@solana/web3.js';
import type { Chain } from '../chain/chain';
import type { TokenBook } from '../model/tokens';
import type { SandboxKeys } from '../model/keys';
import type { BasketIndex } from '../model/state';

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

  /** Signs with the keeper (fee payer) and `signers`, sends, and returns the signature. */
  send(instructions: TransactionInstruction[], signers: Keypair[] = []): string {
    const keeper = this.keys.keeper;
    const tx = new Transaction({ feePayer: keeper.publicKey, ...this.chain.latestBlockhash() });
    tx.add(...instructions);
    tx.sign(keeper, ...signers);
    const { signature } = this.chain.sendTransaction(tx.serialize());
    const record = this.chain.getTransaction(signature);
    if (record?.err) {
      throw new Error(
        `keeper transaction failed: ${JSON.stringify(record.err)}\n${record.logs.join('\n')}`,
      );
    }
    return signature;
  }
}
