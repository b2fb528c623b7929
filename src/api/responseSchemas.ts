// The Basket API's answers (docs/api.md): each command's transaction fields, in the order they are
// signed and sent, checked for shape and base64 (./commands.ts adds the "decodes to a
// transaction" check). Kept light like ./schemas.ts, which re-exports it.
import * as z from 'zod/mini';
import { isStrictBase64 } from '../solana/base64';
import { typeError } from './typeError';

/** A serialized transaction as base64 text (shape only; see COMMANDS for the decode check). */
export const base64TransactionSchema = z
  .string({ error: typeError('Transaction must be base64 text', 'Transaction is missing') })
  .check(z.refine(isStrictBase64, { error: 'Transaction is not valid base64 text' }));

function successResponse<const K extends string>(txFields: readonly K[]) {
  const shape = Object.fromEntries(txFields.map((f) => [f, base64TransactionSchema])) as Record<
    K,
    typeof base64TransactionSchema
  >;
  // Unknown extra fields are kept (loose): the caller may want to show them.
  return z.looseObject({ success: z.literal(true), ...shape });
}

/** Each command's transaction fields, in the order they are signed and sent. */
export const TX_FIELDS = {
  create: ['createTransaction', 'compositionTransaction', 'restructureTransaction'],
  edit: ['editTransaction'],
  deposit: ['transaction'],
  withdraw: ['transaction'],
  claim: ['createATAsTx', 'claimTokensTx'],
  mint: ['transaction'],
  burn: ['transaction'],
  'set-metadata': ['transaction'],
} as const;

/**
 * Transaction fields the service may leave out (or send empty) when there is nothing to do: claim's
 * account creation when the user already has every token account. Whether the real service sends
 * it then is not known (docs/real-service.md, "The Basket service"): both are accepted.
 */
export const OPTIONAL_TX_FIELDS: Partial<Record<keyof typeof TX_FIELDS, readonly string[]>> = {
  claim: ['createATAsTx'],
};

export const createResponseSchema = successResponse(TX_FIELDS.create);
export const editResponseSchema = successResponse(TX_FIELDS.edit);
export const depositResponseSchema = successResponse(TX_FIELDS.deposit);
export const withdrawResponseSchema = successResponse(TX_FIELDS.withdraw);
/**
 * Claim: the spec's two transactions; `claimTokensTx` may also be a list, in the order they are
 * sent — one claimToken per token (as the SDK claims) may not fit one transaction. Whether the real
 * service ever sends a list is not known; the sandbox does only when one transaction cannot hold
 * every claim (docs/real-service.md, "The Basket service").
 */
export const claimResponseSchema = z.looseObject({
  success: z.literal(true),
  createATAsTx: z.union([z.optional(base64TransactionSchema), z.literal('')]),
  claimTokensTx: z.union(
    [
      base64TransactionSchema,
      z
        .array(base64TransactionSchema)
        .check(z.minLength(1, { error: 'The list of claim transactions is empty' })),
    ],
    {
      error: (issue) =>
        issue.input === undefined
          ? 'Transaction is missing'
          : 'Transaction must be base64 text, or a list of them',
    },
  ),
});
export const mintResponseSchema = successResponse(TX_FIELDS.mint);
export const burnResponseSchema = successResponse(TX_FIELDS.burn);
export const setMetadataResponseSchema = successResponse(TX_FIELDS['set-metadata']);
