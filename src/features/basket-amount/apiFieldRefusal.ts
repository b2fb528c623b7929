// The Basket API's refusal of one field of a request, to show at that field of the form. The spec
// leaves error bodies open; the sandbox (and services shaped like it) name the field as
// { error: { code, message, field } }. Anything else is shown whole by the flow panel only.
import type { Flow } from '../../flow';

export interface FieldRefusal {
  field: 'basket' | 'tokenMint' | 'amount';
  /** The service's words, with its code when it gave one. */
  message: string;
}

const FIELDS: readonly string[] = ['basket', 'tokenMint', 'amount'];

export function apiFieldRefusal(
  flow: Pick<Flow, 'apiError'> | undefined,
): FieldRefusal | undefined {
  const body = flow?.apiError?.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { field, message, code } = error as Record<string, unknown>;
  if (typeof field !== 'string' || !FIELDS.includes(field)) return undefined;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return {
    field: field as FieldRefusal['field'],
    message: `The Basket API refused this: ${message.trim()}${typeof code === 'string' ? ` (${code})` : ''}`,
  };
}
