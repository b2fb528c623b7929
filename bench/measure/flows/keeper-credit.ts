import type { Chain, TransactionEvent } from '../../../sandbox/chain/chain';
import { epochNow } from '../../support/epoch';

export interface Credit {
  signature: string;
  /** When the transaction landed, seen by a listener on the chain in this process. */
  at: number;
}

/**
 * Watches the sandbox chain for the keeper's delivery to a user: a landed transaction the user did
 * not sign in which a token balance the user owns rises (after a deposit, the basket tokens).
 */
export class KeeperCreditWatch {
  readonly #chain: Chain;
  readonly #user: string;
  readonly #credits: Credit[] = [];
  readonly #stop: () => void;

  constructor(chain: Chain, user: string) {
    this.#chain = chain;
    this.#user = user;
    this.#stop = chain.onTransaction((event) => this.#seen(event), { history: false });
  }

  #seen(event: TransactionEvent): void {
    const at = epochNow();
    if (event.err) return;
    const message = event.transaction.message;
    const signers = message.staticAccountKeys
      .slice(0, message.header.numRequiredSignatures)
      .map((key) => key.toBase58());
    if (signers.includes(this.#user)) return;
    const record = this.#chain.getTransaction(event.signature);
    if (!record) return;
    const before = new Map(
      record.preTokenBalances
        .filter((b) => b.owner === this.#user)
        .map((b) => [b.accountIndex, BigInt(b.uiTokenAmount.amount)]),
    );
    const rose = record.postTokenBalances.some(
      (b) =>
        b.owner === this.#user &&
        BigInt(b.uiTokenAmount.amount) > (before.get(b.accountIndex) ?? 0n),
    );
    if (rose) this.#credits.push({ signature: event.signature, at });
  }

  /** The first credit that landed after `since` (epoch ms), if any yet. */
  firstSince(since: number): Credit | undefined {
    return this.#credits.find((credit) => credit.at >= since);
  }

  stop(): void {
    this.#stop();
  }
}
