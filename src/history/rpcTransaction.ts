// The JSON-RPC's answers the history reads, checked at the boundary: getSignaturesForAddress
// entries and getTransaction (encoding "json", maxSupportedTransactionVersion 0) — legacy and v0
// alike: a v0 transaction's loaded addresses follow its static keys (writable, then readonly), and
// instructions and token balances index that whole list, as a validator serves it.
import bs58 from 'bs58';
import * as z from 'zod/mini';
import { basketsInstructionAmounts, decodeBasketsInstruction } from '../solana/basketsInstructions';
import { decodeInstructionData } from '../solana/basketsProgram/instructionArgs';
import { BASKETS_PROGRAM_ID } from '../solana/programs';
import type { ChainTx, ProgramCall, TokenBalanceRow, TxError } from './types';

const txError = z.union([z.string(), z.record(z.string(), z.unknown())]);

export const signatureInfoSchema = z.object({
  signature: z.string(),
  slot: z.number(),
  err: z.nullable(txError),
  blockTime: z.optional(z.nullable(z.number())),
  confirmationStatus: z.optional(z.nullable(z.enum(['processed', 'confirmed', 'finalized']))),
});
export type SignatureInfo = z.infer<typeof signatureInfoSchema>;
export const signaturePageSchema = z.array(signatureInfoSchema);

const instruction = z.object({
  programIdIndex: z.number().check(z.int()),
  accounts: z.array(z.number().check(z.int())),
  data: z.string(),
});

const tokenBalance = z.object({
  accountIndex: z.number().check(z.int()),
  mint: z.string(),
  owner: z.optional(z.string()),
  uiTokenAmount: z.object({
    amount: z.string().check(z.regex(/^\d+$/)),
    decimals: z.number().check(z.int()),
  }),
});

export const rpcTransactionSchema = z.object({
  slot: z.number(),
  blockTime: z.optional(z.nullable(z.number())),
  transaction: z.object({
    signatures: z.array(z.string()).check(z.minLength(1)),
    message: z.object({
      accountKeys: z.array(z.string()),
      header: z.object({ numRequiredSignatures: z.number().check(z.int()) }),
      instructions: z.array(instruction),
    }),
  }),
  meta: z.nullable(
    z.object({
      err: z.nullable(txError),
      fee: z.number(),
      logMessages: z.nullish(z.array(z.string())),
      preTokenBalances: z.nullish(z.array(tokenBalance)),
      postTokenBalances: z.nullish(z.array(tokenBalance)),
      innerInstructions: z.nullish(
        z.array(z.object({ index: z.number().check(z.int()), instructions: z.array(instruction) })),
      ),
      loadedAddresses: z.nullish(
        z.object({ writable: z.array(z.string()), readonly: z.array(z.string()) }),
      ),
    }),
  ),
});
export type RpcTransaction = z.infer<typeof rpcTransactionSchema>;

/** Anchor's `… Error Message: <words>.` and a native program's `Program log: Error: <words>`. */
const ANCHOR_MESSAGE = /Error Message: (.+?)\.?$/;
const PROGRAM_ERROR = /^Program log: Error: (.+)$/;

/** The failing program's own words in the logs; null when none said anything. */
export function logReason(logs: readonly string[]): string | null {
  for (let i = logs.length - 1; i >= 0; i--) {
    const line = logs[i] ?? '';
    const words = ANCHOR_MESSAGE.exec(line)?.[1] ?? PROGRAM_ERROR.exec(line)?.[1];
    if (words) return words;
  }
  return null;
}

type RpcTokenBalance = z.infer<typeof tokenBalance>;

/** Pre and post balances joined by account (an account opened or closed has only one of them). */
function rows(
  keys: readonly string[],
  pre: readonly RpcTokenBalance[] | null | undefined,
  post: readonly RpcTokenBalance[] | null | undefined,
): TokenBalanceRow[] {
  type Entry = RpcTokenBalance;
  const byIndex = new Map<number, { pre?: Entry; post?: Entry }>();
  for (const e of pre ?? []) byIndex.set(e.accountIndex, { pre: e });
  for (const e of post ?? [])
    byIndex.set(e.accountIndex, { ...byIndex.get(e.accountIndex), post: e });
  const out: TokenBalanceRow[] = [];
  for (const [index, { pre: before, post: after }] of byIndex) {
    const entry = after ?? before;
    const account = keys[index];
    if (!entry || !account) continue;
    out.push({
      account,
      mint: entry.mint,
      owner: entry.owner ?? before?.owner ?? null,
      decimals: entry.uiTokenAmount.decimals,
      pre: BigInt(before?.uiTokenAmount.amount ?? '0'),
      post: BigInt(after?.uiTokenAmount.amount ?? '0'),
    });
  }
  return out;
}

function decodeCall(
  keys: readonly string[],
  ix: { programIdIndex: number; accounts: number[]; data: string },
): ProgramCall | null {
  if (keys[ix.programIdIndex] !== BASKETS_PROGRAM_ID) return null;
  let data: Uint8Array;
  try {
    data = bs58.decode(ix.data);
  } catch {
    return null;
  }
  const decoded = decodeBasketsInstruction(
    data,
    ix.accounts.map((i) => keys[i] ?? ''),
  );
  if (!decoded) return null;
  return {
    name: decoded.name,
    accounts: decoded.accounts,
    ...basketsInstructionAmounts(decoded.name, data),
    ...targetsOf(data),
  };
}

/** The targets a createBasket or editBasket sets: the slots with a weight (token ids, parts of the sum). */
function targetsOf(data: Uint8Array): Pick<ProgramCall, 'targets'> {
  const decoded = decodeInstructionData(data);
  if (decoded.kind !== 'ok') return {};
  if (decoded.name !== 'createBasket' && decoded.name !== 'editBasket') return {};
  return { targets: decoded.args.composition.filter((slot) => slot.weight > 0) };
}

/** The facts of one getTransaction answer; null for an answer without meta (nothing to read). */
export function chainTxOf(answer: RpcTransaction): ChainTx | null {
  const { meta, transaction } = answer;
  if (!meta) return null;
  const { message } = transaction;
  const keys = [
    ...message.accountKeys,
    ...(meta.loadedAddresses?.writable ?? []),
    ...(meta.loadedAddresses?.readonly ?? []),
  ];
  const inner = (meta.innerInstructions ?? []).flatMap((group) => group.instructions);
  const calls = [...message.instructions, ...inner].flatMap((ix) => decodeCall(keys, ix) ?? []);
  const err: TxError | null = meta.err;
  const programs = [...new Set(message.instructions.map((ix) => keys[ix.programIdIndex] ?? ''))];
  return {
    signature: transaction.signatures[0] ?? '',
    slot: answer.slot,
    blockTime: answer.blockTime ?? null,
    err,
    logReason: err === null ? null : logReason(meta.logMessages ?? []),
    feePayer: keys[0] ?? '',
    signers: message.accountKeys.slice(0, message.header.numRequiredSignatures),
    fee: meta.fee,
    touchesBaskets: keys.includes(BASKETS_PROGRAM_ID),
    programs,
    calls,
    tokens: rows(keys, meta.preTokenBalances, meta.postTokenBalances),
  };
}

/** The change of `mint`'s supply in the transaction (mints minus burns), base units. */
export function supplyChange(tx: ChainTx, mint: string): bigint {
  let sum = 0n;
  for (const row of tx.tokens) if (row.mint === mint) sum += row.post - row.pre;
  return sum;
}
