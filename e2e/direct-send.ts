// How a test's own key gets a set-up transaction onto the sandbox's chain: as a wallet with its own
// node does on a real network (docs/real-service.md, "A real network"). A send may never be
// forwarded, so the same bytes go out again every ~2 s until they land or their blockhash expires;
// a preflight refused right after an earlier transaction confirmed may be a replica a slot or two
// behind, so it is tried again for a while before it counts. On the instant profile the first send
// lands and none of this happens.
import { SendTransactionError, type Connection, type TransactionError } from '@solana/web3.js';

const POLL_MS = 400;
const REBROADCAST_MS = 2_000;
/** How long a refused preflight is retried (the app's engine allows a lagging replica 30 s). */
const PREFLIGHT_RETRY_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends signed bytes and resolves with their signature once confirmed; throws when it failed. */
export async function sendUntilConfirmed(
  connection: Connection,
  raw: Uint8Array,
  blockhash: string,
): Promise<string> {
  const signature = await sendPastLaggingPreflight(connection, raw);
  let lastSent = Date.now();
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature], {
      searchTransactionHistory: true,
    });
    const status = value[0];
    if (status?.err) throw new Error(`${signature} failed on chain: ${errorText(status.err)}`);
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return signature;
    }
    if (!status && !(await connection.isBlockhashValid(blockhash)).value) {
      const late = (await connection.getSignatureStatuses([signature])).value[0];
      if (!late) throw new Error(`${signature} expired before it landed`);
    }
    if (!status && Date.now() - lastSent >= REBROADCAST_MS) {
      lastSent = Date.now();
      await connection.sendRawTransaction(raw, { skipPreflight: true });
    }
    await sleep(POLL_MS);
  }
}

async function sendPastLaggingPreflight(connection: Connection, raw: Uint8Array): Promise<string> {
  const started = Date.now();
  for (;;) {
    try {
      return await connection.sendRawTransaction(raw, { preflightCommitment: 'confirmed' });
    } catch (error) {
      const preflight = error instanceof SendTransactionError;
      if (!preflight || Date.now() - started > PREFLIGHT_RETRY_MS) throw error;
      await sleep(REBROADCAST_MS);
    }
  }
}

function errorText(err: TransactionError | string): string {
  return typeof err === 'string' ? err : JSON.stringify(err);
}
