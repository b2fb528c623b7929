// The engine's ChainPort over a web3.js v1 Connection (commitment 'confirmed' throughout).
import {
  PublicKey,
  SendTransactionError,
  VersionedTransaction,
  type Connection,
} from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../solana/programs';
import type { RateLimitedFetch } from '../solana/rateLimitedFetch';
import { associatedAccount } from './intent/accountWords';
import { PreflightError, type ChainPort, type LandedTransaction } from './ports';

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

/**
 * The engine's chain over a Connection. `rateLimits`: the Connection's fetch (when it is the
 * app's rate-limit-aware one), so the engine can say why it waits.
 */
export function connectionPort(
  connection: Connection,
  rateLimits?: Pick<RateLimitedFetch, 'onRateLimited'>,
): ChainPort {
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
    async getTransaction(signature): Promise<LandedTransaction | null> {
      const tx = await connection.getTransaction(signature, {
        commitment: COMMITMENT,
        maxSupportedTransactionVersion: 0,
      });
      if (!tx?.meta) return null;
      const { meta } = tx;
      const loaded = meta.loadedAddresses;
      const keys = [
        ...tx.transaction.message.staticAccountKeys.map((k) => k.toBase58()),
        ...(loaded?.writable ?? []).map((k) => k.toBase58()),
        ...(loaded?.readonly ?? []).map((k) => k.toBase58()),
      ];
      // Created by this transaction: no lamports before it, some after.
      const created = keys.filter(
        (_, i) => (meta.preBalances[i] ?? 0) === 0 && (meta.postBalances[i] ?? 0) > 0,
      );
      return {
        message: tx.transaction.message,
        err: meta.err,
        logs: meta.logMessages ?? [],
        created,
        ...(loaded
          ? {
              loadedAddresses: {
                writable: loaded.writable.map((k) => k.toBase58()),
                readonly: loaded.readonly.map((k) => k.toBase58()),
              },
            }
          : {}),
      };
    },
    async getOwners(addresses) {
      const infos = await connection.getMultipleAccountsInfo(
        addresses.map((a) => new PublicKey(a)),
        COMMITMENT,
      );
      return infos.map((info) => info?.owner.toBase58() ?? null);
    },
    async getSignaturesForAddress(address, opts) {
      const list = await connection.getSignaturesForAddress(
        new PublicKey(address),
        { limit: opts.limit, ...(opts.until ? { until: opts.until } : {}) },
        COMMITMENT,
      );
      return list.map((s) => ({ signature: s.signature, err: s.err }));
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
    onRateLimited: rateLimits ? (callback) => rateLimits.onRateLimited(callback) : undefined,
    onTokenBalanceChange(owner, mint, callback) {
      // The balance lands in the owner's associated account, under either token program.
      const ids = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((program) =>
        connection.onAccountChange(
          new PublicKey(associatedAccount(owner, mint, program)),
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
