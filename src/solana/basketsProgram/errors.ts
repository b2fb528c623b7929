// What can be wrong with bytes that should be a baskets-program account. Decoders return these as
// values; they never throw on bad input.
import type { AccountName } from './layout';

export type DecodeError =
  | { readonly kind: 'wrong-owner'; readonly owner: string }
  | { readonly kind: 'wrong-size'; readonly expected: number; readonly actual: number }
  | { readonly kind: 'wrong-discriminator'; readonly expected: AccountName }
  /** A basket was asked for and this is a sell state, or the reverse. */
  | { readonly kind: 'wrong-kind'; readonly expected: string; readonly actual: string }
  /** A count, length or number the app uses is outside what the layout allows. */
  | { readonly kind: 'out-of-range'; readonly field: string; readonly value: bigint }
  /** A dataSlice answer did not hold a field the reading needs. */
  | { readonly kind: 'truncated'; readonly field: string };

export type Decoded<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DecodeError };

export const decoded = <T>(value: T): Decoded<T> => ({ ok: true, value });
export const failed = <T>(error: DecodeError): Decoded<T> => ({ ok: false, error });

const ACCOUNT_LABEL: Readonly<Record<AccountName, string>> = {
  basketState: 'basket state',
  buyState: 'buy state',
  tokenList: 'token list',
};

/** One sentence for people: what is wrong with the account. */
export function describeDecodeError(error: DecodeError): string {
  switch (error.kind) {
    case 'wrong-owner':
      return `The account belongs to another program (${error.owner}), not the baskets program.`;
    case 'wrong-size':
      return `The account holds ${error.actual} bytes; expected ${error.expected}.`;
    case 'wrong-discriminator':
      return `The account is not a ${ACCOUNT_LABEL[error.expected]} of the baskets program.`;
    case 'wrong-kind':
      return `The account is a ${error.actual}, not a ${error.expected}.`;
    case 'out-of-range':
      return `The account's ${error.field} is ${error.value}, outside what the program allows.`;
    case 'truncated':
      return `The bytes read do not include the account's ${error.field}.`;
  }
}

/** Thrown inside a decoder to end it with a DecodeError; caught at the decoder's boundary. */
export class DecodeFailure extends Error {
  readonly error: DecodeError;
  constructor(error: DecodeError) {
    super(describeDecodeError(error));
    this.error = error;
  }
}

/** Runs a decoder body, turning a DecodeFailure into a failed result (anything else is a bug). */
export function decodeWith<T>(body: () => T): Decoded<T> {
  try {
    return decoded(body());
  } catch (e) {
    if (e instanceof DecodeFailure) return failed(e.error);
    throw e;
  }
}
