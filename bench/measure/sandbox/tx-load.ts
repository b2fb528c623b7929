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
 * listens on the WebSocket). Every transaction is distinct: no amount is used twice.
 */
export class TransferLoad {
  readonly #connection: Connection;
  readonly #payers: Keypair[];
  readonly #recipient: PublicKey;
  #amount = 1_000;
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

  /** Signs `count` distinct transfers on the latest blockhash, spread over the payers. */
  async #sign(
    count: number,
  ): Promise<{ raw: Buffer; blockhash: string; lastValidBlockHeight: number }[]> {
    const { blockhash, lastValidBlockHeight } = await this.#connection.getLatestBlockhash();
    return Array.from({ length: count }, (_, i) => {
      const payer = this.#payers[i % this.#payers.length]!;
      const tx = new Transaction({
        feePayer: payer.publicKey,
        blockhash,
        lastValidBlockHeight,
      }).add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: this.#recipient,
          lamports: this.#amount++,
        }),
      );
      tx.sign(payer);
      return { raw: tx.serialize(), blockhash, lastValidBlockHeight };
    });
  }

  async #sendAndConfirm(tx: { raw: Buffer; blockhash: string; lastValidBlockHeight: number }) {
    try {
      const signature = await this.#connection.sendRawTransaction(tx.raw);
      const { value } = await this.#connection.confirmTransaction(
        { signature, blockhash: tx.blockhash, lastValidBlockHeight: tx.lastValidBlockHeight },
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
   * Sends and confirms transactions, `inFlight` at a time, until `count` are done or `maxMs` of
   * sending time has passed. Signing happens in batches with the clock stopped: the figure is the
   * RPC's, not this client's ed25519 speed. Returns how many finished and the time they took.
   */
  async run(inFlight: number, count: number, maxMs: number): Promise<{ done: number; ms: number }> {
    let done = 0;
    let ms = 0;
    while (done < count && ms < maxMs) {
      const batch = await this.#sign(Math.min(count - done, inFlight * 25));
      const started = performance.now();
      let next = 0;
      const worker = async () => {
        while (next < batch.length) await this.#sendAndConfirm(batch[next++]!);
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      ms += performance.now() - started;
      done += batch.length;
    }
    return { done, ms };
  }
}
