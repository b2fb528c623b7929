import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  type PublicKey,
} from '@solana/web3.js';

/**
 * Simple SOL transfers through the sandbox's JSON-RPC, each sent and then confirmed the way the
 * app's wallets do it (web3.js sendRawTransaction, then confirmTransaction at `confirmed`, which
 * listens on the WebSocket). Every transaction is distinct: each payer transfers an amount it never
 * used before.
 */
export class TransferLoad {
  readonly #connection: Connection;
  readonly #payers: Keypair[];
  readonly #recipient: PublicKey;
  #amount = 1_000;
  #blockhash: { blockhash: string; lastValidBlockHeight: number; at: number } | undefined;
  sent = 0;
  failed = 0;
  lastError: string | undefined;

  private constructor(connection: Connection, payers: Keypair[], recipient: PublicKey) {
    this.#connection = connection;
    this.#payers = payers;
    this.#recipient = recipient;
  }

  /** Funds `payers` keypairs (and a rent-exempt recipient) by airdrop. */
  static async prepare(rpcUrl: string, wsUrl: string, payers: number): Promise<TransferLoad> {
    const connection = new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: wsUrl });
    const keypairs = Array.from({ length: payers }, () => Keypair.generate());
    const recipient = Keypair.generate().publicKey;
    for (const key of [recipient, ...keypairs.map((k) => k.publicKey)]) {
      const signature = await connection.requestAirdrop(key, 100 * LAMPORTS_PER_SOL);
      const latest = await connection.getLatestBlockhash();
      await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
    }
    return new TransferLoad(connection, keypairs, recipient);
  }

  async #latestBlockhash() {
    // A block every ~400 ms; a blockhash stays valid for 150 of them. Refresh once a second.
    if (!this.#blockhash || performance.now() - this.#blockhash.at > 1_000) {
      const latest = await this.#connection.getLatestBlockhash();
      this.#blockhash = { ...latest, at: performance.now() };
    }
    return this.#blockhash;
  }

  async #one(payer: Keypair): Promise<void> {
    const { blockhash, lastValidBlockHeight } = await this.#latestBlockhash();
    const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: this.#recipient,
        lamports: this.#amount++,
      }),
    );
    tx.sign(payer);
    try {
      const signature = await this.#connection.sendRawTransaction(tx.serialize());
      const { value } = await this.#connection.confirmTransaction(
        { signature, blockhash, lastValidBlockHeight },
        'confirmed',
      );
      if (value.err) throw new Error(`landed with error ${JSON.stringify(value.err)}`);
      this.sent++;
    } catch (error) {
      this.failed++;
      this.lastError = error instanceof Error ? error.message : String(error);
    }
  }

  /**
   * Runs transactions with `inFlight` at a time until `count` are done or `maxMs` has passed;
   * returns how many finished (landed or failed) and how long they took.
   */
  async run(inFlight: number, count: number, maxMs: number): Promise<{ done: number; ms: number }> {
    const started = performance.now();
    let issued = 0;
    const worker = async (index: number) => {
      const payer = this.#payers[index % this.#payers.length]!;
      while (issued < count && performance.now() - started < maxMs) {
        issued++;
        await this.#one(payer);
      }
    };
    await Promise.all(Array.from({ length: inFlight }, (_, i) => worker(i)));
    return { done: issued, ms: performance.now() - started };
  }
}
