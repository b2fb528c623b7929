// The Basket API's refusal of one field of a request, to show at that field of the form. The spec
// leaves error bodies open; the sandbox (and services shaped like it) name the field as
// { error: { code, message, field } }. Anything else is shown whole by the flow panel only.
import * as z from 'zod/mini';
import type { Flow } from '../../flow';

export interface FieldRefusal {
  field: 'basket' | 'tokenMint' | 'amount';
  /** The service's words, with its code when it gave one. */
  message: string;
}

/** The refusal's shape; `code` is shown only when it is text. */
const refusalBody = z.object({
  error: z.object({
    field: z.enum(['basket', 'tokenMint', 'amount']),
    message: z.string().check(z.trim(), z.minLength(1)),
    code: z.unknown(),
  }),
});

export function apiFieldRefusal(
  flow: Pick<Flow, 'apiError'> | undefined,
): FieldRefusal | undefined {
  const parsed = refusalBody.safeParse(flow?.apiError?.body);
  if (!parsed.success) return undefined;
  const { field, message, code } = parsed.data.error;
  return {
    field,
    message: `The Basket API refused this: ${message}${typeof code === 'string' ? ` (${code})` : ''}`,
  };
}
