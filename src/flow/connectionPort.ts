// The engine's ChainPort over a web3.js v1 Connection (commitment 'confirmed' throughout).
import {
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  PublicKey,
  SendTransactionError,
  VersionedTransaction,
  type Connection,
} from '@solana/web3.js';
import { PreflightError, type ChainPort } from './ports';

const COMMITMENT = 'confirmed' as const;

/** The structured error of a failed preflight (the send error only carries text). */
async function preflightError(
  connection: Connection,
  bytes: Uint8Array,
  e: SendTransactionError,
): Promise<PreflightError> {
  const sendLogs = e.logs ?? [];
  try {
    const sim = await connection.simulateTransaction(VersionedTransaction.deserialize(bytes), {
      sigVerify: false,
      commitment: COMMITMENT,
    });
    if (sim.value.err) {
      return new PreflightError(e.message, sim.value.err, sim.value.logs ?? sendLogs);
    }
  } catch {
    // Fall back to reading the send error's text.
  }
  const err = /blockhash not found/i.test(e.message)
    ? 'BlockhashNotFound'
    : /already been processed/i.test(e.message)
      ? 'AlreadyProcessed'
      : undefined;
  return new PreflightError(e.message, err, sendLogs);
}

export function connectionPort(connection: Connection): ChainPort {
  return {
    getLatestBlockhash: () => connection.getLatestBlockhash(COMMITMENT),
    getBlockHeight: () => connection.getBlockHeight(COMMITMENT),
    isBlockhashValid: async (blockhash) =>
      (await connection.isBlockhashValid(blockhash, { commitment: COMMITMENT })).value,
    async sendRawTransaction(bytes, opts) {
      try {
        return await connection.sendRawTransaction(bytes, {
          skipPreflight: opts.skipPreflight,
          maxRetries: opts.maxRetries,
          preflightCommitment: COMMITMENT,
        });
      } catch (e) {
        if (e instanceof SendTransactionError && !opts.skipPreflight) {
          throw await preflightError(connection, bytes, e);
        }
        throw e;
      }
    },
    async getSignatureStatus(signature) {
      const { value } = await connection.getSignatureStatuses([signature], {
        searchTransactionHistory: true,
      });
      return value[0] ?? null;
    },
    onSignature(signature, callback) {
      let fired = false;
      const id = connection.onSignature(
        signature,
        (result) => {
          fired = true; // web3.js removes a signature subscription after its notification
          callback(result.err);
        },
        COMMITMENT,
      );
      return () => {
        if (!fired) void connection.removeSignatureListener(id).catch(() => {});
      };
    },
    async getTransactionOutcome(signature) {
      const tx = await connection.getTransaction(signature, {
        commitment: COMMITMENT,
        maxSupportedTransactionVersion: 0,
      });
      if (!tx?.meta) return null;
      return { err: tx.meta.err, logs: tx.meta.logMessages ?? [] };
    },
    async getTokenBalance(owner, mint) {
      const { value } = await connection.getParsedTokenAccountsByOwner(
        new PublicKey(owner),
        { mint: new PublicKey(mint) },
        COMMITMENT,
      );
      let total = 0n;
      for (const { account } of value) {
        const amount = (account.data.parsed as { info?: { tokenAmount?: { amount?: string } } })
          ?.info?.tokenAmount?.amount;
        if (amount) total += BigInt(amount);
      }
      return total;
    },
    onTokenBalanceChange(owner, mint, callback) {
      // The balance lands in the owner's associated account, under either token program.
      const ids = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((program) =>
        connection.onAccountChange(
          getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner), true, program),
          () => callback(),
          { commitment: COMMITMENT },
        ),
      );
      return () => {
        for (const id of ids) void connection.removeAccountChangeListener(id).catch(() => {});
      };
    },
  };
}
