// A refusal of the intent check, in words; those that name a token or an account say it as the
// depositor knows it once the caller has read it (a look-alike is named as one: docs/security.md).
import type { Refused, Speech } from './types';

/** A refusal that names tokens (`mints`) or accounts: `say` gets the words for each. */
export function refuse(say: (speech: Speech) => string, mints: readonly string[] = []): Refused {
  return { refused: true, mints, say };
}

export type Refuse = typeof refuse;

export function isRefused<T>(value: T | Refused): value is Refused {
  return typeof value === 'object' && value !== null && 'refused' in value;
}
