// Jito's `simulateBundle` JSON-RPC method (offered by Jito's RPC and by RPC providers that carry
// Jito's methods; web3.js's Connection has none): a flow's transactions simulated in order, each on
// what the ones before it leave (docs/flow-engine.md rule 13). Request: `[{ encodedTransactions },
// { preExecutionAccountsConfigs, postExecutionAccountsConfigs, transactionEncoding, skipSigVerify,
// replaceRecentBlockhash }]`; answer: `{ context, value: { summary, transactionResults } }`,
// checked here at the boundary. A standard RPC answers "Method not found".
import type { VersionedTransaction } from '@solana/web3.js';
import { z } from 'zod';
import { bytesToBase64, base64ToBytes } from '../solana/base64';
import { RpcError, rpcRequest, type RpcEndpoint } from '../solana/jsonRpc';
import type { InOrderResult, RawAccount } from './simulationTypes';

const uiAccount = z.object({
  lamports: z.number().int().nonnegative(),
  owner: z.string(),
  data: z.tuple([z.string(), z.literal('base64')]),
});

const accounts = z.array(uiAccount.nullable()).nullable().optional();

const answer = z.object({
  value: z.object({
    summary: z.union([
      z.literal('succeeded'),
      z.object({ failed: z.object({ error: z.unknown(), tx_signature: z.string().nullish() }) }),
    ]),
    transactionResults: z.array(
      z.object({
        err: z.unknown(),
        logs: z.array(z.string()).nullish(),
        preExecutionAccounts: accounts,
        postExecutionAccounts: accounts,
        unitsConsumed: z.number().nullish(),
      }),
    ),
  }),
});

type UiAccount = z.infer<typeof uiAccount>;

/** A missing account is reported as an empty one (no lamports): null, as the review reads it. */
function rawAccount(account: UiAccount | null): RawAccount | null {
  if (!account || account.lamports === 0) return null;
  return {
    lamports: BigInt(account.lamports),
    owner: account.owner,
    data: base64ToBytes(account.data[0]),
  };
}

/** The failure in the RPC's words: `{ TransactionFailure: [signature, words] }`, or as sent. */
function failureWords(error: unknown): string {
  const words = z
    .object({ TransactionFailure: z.tuple([z.string(), z.string()]) })
    .safeParse(error);
  if (words.success) return words.data.TransactionFailure[1];
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/** A bundle holds at most five transactions (Jito's limit): a longer flow is simulated one at a time. */
export const MAX_BUNDLE_TRANSACTIONS = 5;

/** JSON-RPC's code for a method the server does not have. */
const METHOD_NOT_FOUND = -32601;

/**
 * Simulates `txs` in order, reporting `addresses[i]` before and after transaction i.
 * `'no-method'` when the RPC does not have the method ("Method not found"); `'refused'` when it
 * refused this bundle in another way (any other JSON-RPC error).
 */
export async function simulateBundle(
  endpoint: RpcEndpoint,
  txs: readonly VersionedTransaction[],
  addresses: readonly (readonly string[])[],
): Promise<InOrderResult | 'no-method' | 'refused'> {
  const configs = addresses.map((a) => ({ addresses: [...a], encoding: 'base64' }));
  let result: unknown;
  try {
    result = await rpcRequest(endpoint, 'simulateBundle', [
      { encodedTransactions: txs.map((tx) => bytesToBase64(tx.serialize())) },
      {
        preExecutionAccountsConfigs: configs,
        postExecutionAccountsConfigs: configs,
        transactionEncoding: 'base64',
        skipSigVerify: true,
        replaceRecentBlockhash: false,
      },
    ]);
  } catch (e) {
    // JSON-RPC codes are negative, HTTP statuses positive: the RPC answered, and refused.
    if (e instanceof RpcError && e.code !== null && e.code < 0) {
      return e.code === METHOD_NOT_FOUND ? 'no-method' : 'refused';
    }
    throw e;
  }
  const parsed = answer.safeParse(result);
  if (!parsed.success) {
    throw new RpcError('The RPC answered simulateBundle in a shape it does not have', null);
  }
  const { summary, transactionResults } = parsed.data.value;
  return {
    failure: summary === 'succeeded' ? null : failureWords(summary.failed.error),
    steps: transactionResults.map((r) => ({
      err: r.err ?? null,
      logs: r.logs ?? [],
      unitsConsumed: r.unitsConsumed ?? undefined,
      before: r.preExecutionAccounts ? r.preExecutionAccounts.map(rawAccount) : null,
      after: r.postExecutionAccounts ? r.postExecutionAccounts.map(rawAccount) : null,
    })),
  };
}
