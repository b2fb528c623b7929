// The Basket API's commands as the client uses them: the list (./schemas.ts, light), the types
// derived from it, and the response check that each transaction field decodes to a legacy or v0
// transaction (this pulls in web3.js; ./schemas.ts stays light for the forms).
import * as z from 'zod/mini';
import { decodeTransaction } from '../solana/decode';
import { COMMANDS, TX_FIELDS, isStrictBase64 } from './schemas';

export { COMMANDS };

export type Command = keyof typeof COMMANDS;

/** Every command, in the spec's order. */
export const COMMAND_NAMES = Object.keys(COMMANDS) as Command[];

export type RequestOf<C extends Command> = z.infer<(typeof COMMANDS)[C]['request']>;
export type ResponseOf<C extends Command> = z.infer<(typeof COMMANDS)[C]['response']>;
export type TxFieldOf<C extends Command> = (typeof TX_FIELDS)[C][number];

export function isCommand(value: unknown): value is Command {
  return typeof value === 'string' && Object.hasOwn(COMMANDS, value);
}

/** Each transaction field decodes to a transaction; an issue names the field. */
function decodableTransactions(txFields: readonly string[]) {
  return z.superRefine<Record<string, unknown>>((value, ctx) => {
    for (const field of txFields) {
      // A field may hold one transaction or a list of them (claim's claimTokensTx).
      const texts = Array.isArray(value[field]) ? (value[field] as unknown[]) : [value[field]];
      texts.forEach((text, i) => {
        // Missing or non-base64 fields are already reported by the shape check.
        if (typeof text !== 'string' || !isStrictBase64(text)) return;
        try {
          decodeTransaction(text);
        } catch (e) {
          ctx.addIssue({
            code: 'custom',
            path: Array.isArray(value[field]) ? [field, i] : [field],
            message: e instanceof Error ? e.message : 'Not a transaction',
          });
        }
      });
    }
  });
}

/** A command's success response checked in full: its shape, then each transaction's decoding. */
export function checkResponse<C extends Command>(command: C, body: unknown) {
  const spec: (typeof COMMANDS)[C] = COMMANDS[command];
  return spec.response.check(decodableTransactions(spec.txFields)).safeParse(body);
}
