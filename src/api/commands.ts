// The eight Basket API commands: path, request and response schemas, and the transaction fields
// in signing order. The response schemas here also require each transaction field to decode to a
// legacy or v0 transaction (this pulls in web3.js; ./schemas.ts stays light for the forms).
import * as z from 'zod/mini';
import { decodeTransaction } from '../solana/decode';
import {
  TX_FIELDS,
  isStrictBase64,
  burnRequestSchema,
  burnResponseSchema,
  claimRequestSchema,
  claimResponseSchema,
  createRequestSchema,
  createResponseSchema,
  depositRequestSchema,
  depositResponseSchema,
  editRequestSchema,
  editResponseSchema,
  mintRequestSchema,
  mintResponseSchema,
  setMetadataRequestSchema,
  setMetadataResponseSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
} from './schemas';

export type Command =
  'create' | 'edit' | 'deposit' | 'withdraw' | 'claim' | 'mint' | 'burn' | 'set-metadata';

export interface CommandSpec {
  /** Path segment after `{apiBase}/baskets/`. */
  path: string;
  request: z.ZodMiniType;
  response: z.ZodMiniType;
  /** Transaction fields of the success response, in the order they are signed and sent. */
  txFields: readonly string[];
}

/** Adds "each tx field decodes to a transaction" to a response schema; issues name the field. */
function withDecodableTransactions<S extends z.ZodMiniType<Record<string, unknown>>>(
  schema: S,
  txFields: readonly string[],
): S {
  const decodable = z.superRefine<Record<string, unknown>>((value, ctx) => {
    for (const field of txFields) {
      const text = value[field];
      // Missing or non-base64 fields are already reported by the shape check.
      if (typeof text !== 'string' || !isStrictBase64(text)) continue;
      try {
        decodeTransaction(text);
      } catch (e) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: e instanceof Error ? e.message : 'Not a transaction',
        });
      }
    }
  });
  return schema.check(decodable);
}

function command<
  const P extends Command,
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType<Record<string, unknown>>,
>(path: P, request: Req, response: Res) {
  const txFields = TX_FIELDS[path];
  return {
    path,
    request,
    response: withDecodableTransactions(response, txFields),
    txFields,
    /**
     * A stored request read back: the command and its request as one value, so a union of them
     * stays correlated (the flow journal revives flows with it, without a switch per command).
     */
    readRequest(value: unknown): { op: P; request: z.output<Req> } | null {
      const parsed = request.safeParse(value);
      return parsed.success ? { op: path, request: parsed.data } : null;
    },
  };
}

export const COMMANDS = {
  create: command('create', createRequestSchema, createResponseSchema),
  edit: command('edit', editRequestSchema, editResponseSchema),
  deposit: command('deposit', depositRequestSchema, depositResponseSchema),
  withdraw: command('withdraw', withdrawRequestSchema, withdrawResponseSchema),
  claim: command('claim', claimRequestSchema, claimResponseSchema),
  mint: command('mint', mintRequestSchema, mintResponseSchema),
  burn: command('burn', burnRequestSchema, burnResponseSchema),
  'set-metadata': command('set-metadata', setMetadataRequestSchema, setMetadataResponseSchema),
} as const satisfies Record<Command, CommandSpec>;

/** Every command, in the spec's order. */
export const COMMAND_NAMES = Object.keys(COMMANDS) as Command[];

export type RequestOf<C extends Command> = z.infer<(typeof COMMANDS)[C]['request']>;
export type ResponseOf<C extends Command> = z.infer<(typeof COMMANDS)[C]['response']>;
export type TxFieldOf<C extends Command> = (typeof TX_FIELDS)[C][number];

export function isCommand(value: unknown): value is Command {
  return typeof value === 'string' && Object.hasOwn(COMMANDS, value);
}
