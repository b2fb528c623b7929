// The app's error table pinned outside the app: the program's own errors are the IDL's `errors`
// (sandbox/program/fixtures/baskets-idl.json, copied from @symmetry-hq/baskets-sdk 0.0.45), and
// Anchor's are Anchor 0.29's own `LangErrorCode` and `LangErrorMessage` (@coral-xyz/anchor). A code,
// a name or a message that drifts from either fails here, not only in the sandbox that shares it.
import { readFileSync } from 'node:fs';
import { LangErrorCode, LangErrorMessage } from '@coral-xyz/anchor';
import { describe, expect, it } from 'vitest';
import {
  ANCHOR_ERRORS,
  BASKETS_ERRORS,
  programError,
  programErrorOf,
  type ProgramErrorName,
} from './programErrors';

interface IdlError {
  code: number;
  name: string;
  msg: string;
}
const idl = JSON.parse(
  readFileSync(
    new URL('../../../sandbox/program/fixtures/baskets-idl.json', import.meta.url),
    'utf8',
  ),
) as { errors: IdlError[] };

describe("the program's error table", () => {
  it("is the IDL's errors, every one, in order, with the IDL's codes, names and messages", () => {
    expect(idl.errors).toHaveLength(68);
    expect(BASKETS_ERRORS.map(([code, name, msg]) => ({ code, name, msg }))).toEqual(idl.errors);
  });

  it("names each Anchor error by Anchor 0.29's own code and message", () => {
    const codes: Record<string, number> = LangErrorCode;
    for (const [code, name, message] of ANCHOR_ERRORS) {
      expect(codes[name], name).toBe(code);
      expect(LangErrorMessage.get(code), name).toBe(message);
    }
  });

  it('finds each error by its code and by its name; an unknown code is not one', () => {
    for (const { code, name, msg } of idl.errors) {
      expect(programErrorOf(code)).toEqual({ code, name, message: msg });
      expect(programError(name as ProgramErrorName)).toEqual({ code, name, message: msg });
    }
    for (const [code, name] of ANCHOR_ERRORS) {
      expect(programErrorOf(code)?.name).toBe(name);
      expect(programError(name).code).toBe(code);
    }
    for (const code of [0, 1, 100, 5999, 6068, 7000]) expect(programErrorOf(code)).toBeUndefined();
    expect(() => programError('NoSuchError' as ProgramErrorName)).toThrow(
      'no program error NoSuchError',
    );
  });
});
