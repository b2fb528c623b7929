// Jito's `simulateBundle` (its RPC's bundle simulation, also served by RPC providers with Jito's
// methods): the transactions of `params[0].encodedTransactions` simulated in order, each against
// what the ones before it left, nothing kept. The config (`params[1]`) names, per transaction, the
// accounts to report before and after it (`preExecutionAccountsConfigs`,
// `postExecutionAccountsConfigs`: `{ addresses, encoding }` or null), `skipSigVerify`,
// `replaceRecentBlockhash` and `transactionEncoding`. The answer is `{ context, value: { summary,
// transactionResults } }`: `summary` is "succeeded" or `{ failed: { error, tx_signature } }`, and
// there is one result per transaction that ran, up to and including the one that failed.
import { invalidParams } from '../errors';
import type { RawAccount } from '../raw-account';
import type { BundleTransaction } from '../types';
import { decodeTransaction, signatureOf } from '../wire';
import type { RpcBackend } from './backend';
import { closedAccount, encodeAccount } from './encoding';
import { config, pubkeyParam, transactionBytes, withContext } from './params';

/** A Jito bundle holds at most five transactions. */
const MAX_BUNDLE_TRANSACTIONS = 5;

interface AccountsConfig {
  addresses?: unknown;
  encoding?: unknown;
}

interface BundleConfig {
  preExecutionAccountsConfigs?: unknown;
  postExecutionAccountsConfigs?: unknown;
  transactionEncoding?: string;
  skipSigVerify?: boolean;
  replaceRecentBlockhash?: boolean;
}

/** One list of per-transaction account configs: absent or empty means none asked for. */
function accountLists(value: unknown, count: number, field: string): (string[] | undefined)[] {
  if (value === undefined || value === null) return Array.from({ length: count }, () => undefined);
  if (!Array.isArray(value)) throw invalidParams(`Invalid params: \`${field}\` must be an array`);
  if (value.length === 0) return Array.from({ length: count }, () => undefined);
  if (value.length !== count) {
    throw invalidParams(
      `Invalid params: \`${field}\` must have one entry per transaction (${count}), not ${value.length}`,
    );
  }
  return value.map((entry: unknown) => {
    if (entry === null) return undefined;
    const cfg = config<AccountsConfig>(entry);
    if (cfg.encoding !== undefined && cfg.encoding !== null && cfg.encoding !== 'base64') {
      throw invalidParams('Invalid params: only base64 account encoding is supported');
    }
    if (!Array.isArray(cfg.addresses)) {
      throw invalidParams('Invalid params: missing field `addresses`.');
    }
    return cfg.addresses.map(pubkeyParam);
  });
}

export function simulateBundle(chain: RpcBackend, params: unknown[]): unknown {
  const request = config<{ encodedTransactions?: unknown }>(params[0]);
  const encoded = request.encodedTransactions;
  if (!Array.isArray(encoded)) {
    throw invalidParams('Invalid params: missing field `encodedTransactions`.');
  }
  if (encoded.length === 0 || encoded.length > MAX_BUNDLE_TRANSACTIONS) {
    throw invalidParams(
      `Invalid params: a bundle holds 1 to ${MAX_BUNDLE_TRANSACTIONS} transactions, not ${encoded.length}`,
    );
  }
  const cfg = config<BundleConfig>(params[1]);
  const before = accountLists(
    cfg.preExecutionAccountsConfigs,
    encoded.length,
    'preExecutionAccountsConfigs',
  );
  const after = accountLists(
    cfg.postExecutionAccountsConfigs,
    encoded.length,
    'postExecutionAccountsConfigs',
  );
  const bundle: BundleTransaction[] = encoded.map((tx: unknown, i) => ({
    raw: transactionBytes(tx, cfg.transactionEncoding ?? 'base64'),
    before: before[i],
    after: after[i],
  }));
  const results = chain.simulateBundle(bundle, {
    sigVerify: cfg.skipSigVerify !== true,
    replaceRecentBlockhash: cfg.replaceRecentBlockhash === true,
  });
  const encode = (addresses: string[] | undefined, accounts: (RawAccount | null)[] | null) =>
    addresses && accounts
      ? accounts.map(
          (account, j) =>
            encodeAccount(chain, addresses[j] ?? '', account, { encoding: 'base64' }) ??
            closedAccount('base64'),
        )
      : null;
  const failedAt = results.findIndex((r) => r.failure !== null);
  const failed = results[failedAt];
  const signature = failed
    ? signatureOf(decodeTransaction(bundle[failedAt]?.raw ?? new Uint8Array()))
    : '';
  return withContext(chain, {
    summary: failed?.failure
      ? {
          failed: {
            error: { TransactionFailure: [signature, failed.failure.message] },
            tx_signature: signature,
          },
        }
      : 'succeeded',
    transactionResults: results.map((r, i) => ({
      err: r.failure?.json ?? null,
      logs: r.logs,
      preExecutionAccounts: encode(before[i], r.before),
      postExecutionAccounts: encode(after[i], r.after),
      unitsConsumed: r.unitsConsumed,
      returnData: r.returnData,
    })),
  });
}
