// getTransaction's answer: the transaction (json / base64 / base58) and its meta, as a node writes it.
import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import { ChainRpcError, RPC_ERROR, invalidParams } from '../errors';
import type { TransactionRecord } from '../ledger-index';
import { parsedInstructionJson } from './parsed-instructions';

export interface GetTransactionConfig {
  encoding?: string;
  maxSupportedTransactionVersion?: number;
}

function messageJson(tx: VersionedTransaction): Record<string, unknown> {
  const m = tx.message;
  const json: Record<string, unknown> = {
    accountKeys: m.staticAccountKeys.map((k) => k.toBase58()),
    header: m.header,
    instructions: m.compiledInstructions.map((ix) => ({
      accounts: ix.accountKeyIndexes,
      data: bs58.encode(ix.data),
      programIdIndex: ix.programIdIndex,
      stackHeight: null,
    })),
    recentBlockhash: m.recentBlockhash,
  };
  if (tx.version !== 'legacy') {
    json.addressTableLookups = m.addressTableLookups.map((l) => ({
      accountKey: l.accountKey.toBase58(),
      readonlyIndexes: l.readonlyIndexes,
      writableIndexes: l.writableIndexes,
    }));
  }
  return json;
}

function parsedMessageJson(
  tx: VersionedTransaction,
  r: TransactionRecord,
): Record<string, unknown> {
  const m = tx.message;
  const staticCount = m.staticAccountKeys.length;
  const accountKeys = r.accountKeys.map((pubkey, i) => ({
    pubkey,
    signer: i < m.header.numRequiredSignatures,
    source: i < staticCount ? 'transaction' : 'lookupTable',
    writable:
      i < staticCount
        ? m.isAccountWritable(i)
        : i < staticCount + r.loadedAddresses.writable.length,
  }));
  return {
    accountKeys,
    instructions: m.compiledInstructions.map((ix) =>
      parsedInstructionJson({
        programId: r.accountKeys[ix.programIdIndex] ?? '',
        accounts: ix.accountKeyIndexes.map((i) => r.accountKeys[i] ?? ''),
        data: ix.data,
        stackHeight: null,
      }),
    ),
    recentBlockhash: m.recentBlockhash,
    ...(tx.version !== 'legacy'
      ? { addressTableLookups: messageJson(tx).addressTableLookups as unknown }
      : {}),
  };
}

/** The full getTransaction result (or throws the node's version error). */
export function transactionResponse(
  r: TransactionRecord,
  config: GetTransactionConfig = {},
): Record<string, unknown> {
  const tx = VersionedTransaction.deserialize(r.raw);
  const max = config.maxSupportedTransactionVersion;
  if (tx.version !== 'legacy' && (max === undefined || tx.version > max)) {
    throw new ChainRpcError(
      RPC_ERROR.unsupportedTransactionVersion,
      `Transaction version (${tx.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${tx.version}`,
    );
  }
  const encoding = config.encoding ?? 'json';
  let transaction: unknown;
  const signatures = tx.signatures.map((s) => bs58.encode(s));
  if (encoding === 'json') transaction = { message: messageJson(tx), signatures };
  else if (encoding === 'jsonParsed')
    transaction = { message: parsedMessageJson(tx, r), signatures };
  else if (encoding === 'base64') transaction = [Buffer.from(r.raw).toString('base64'), 'base64'];
  else if (encoding === 'base58') transaction = [bs58.encode(r.raw), 'base58'];
  else throw invalidParams(`Invalid params: unknown variant \`${encoding}\``);

  const meta: Record<string, unknown> = {
    computeUnitsConsumed: r.computeUnitsConsumed,
    err: r.err,
    fee: r.fee,
    innerInstructions:
      encoding === 'jsonParsed'
        ? r.innerInstructions.map((group) => ({
            index: group.index,
            instructions: group.instructions.map((ix) =>
              parsedInstructionJson({
                programId: r.accountKeys[ix.programIdIndex] ?? '',
                accounts: ix.accounts.map((i) => r.accountKeys[i] ?? ''),
                data: bs58.decode(ix.data),
                stackHeight: ix.stackHeight,
              }),
            ),
          }))
        : r.innerInstructions,
    loadedAddresses: r.loadedAddresses,
    logMessages: r.logs,
    postBalances: r.postBalances,
    postTokenBalances: r.postTokenBalances,
    preBalances: r.preBalances,
    preTokenBalances: r.preTokenBalances,
    rewards: [],
    status: r.err === null ? { Ok: null } : { Err: r.err },
  };
  if (r.returnData) meta.returnData = r.returnData;
  const out: Record<string, unknown> = { blockTime: r.blockTime, meta, slot: r.slot, transaction };
  if (max !== undefined) out.version = tx.version;
  return out;
}
