// Assertions on zod schemas for the API's tests: what a value parses to, or which message refuses it.
import { expect } from 'vitest';
import type * as z from 'zod/mini';

/** Parses and returns the first issue's message, or undefined when valid. */
export function firstError(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function expectValid(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
}

export function expectInvalid(schema: z.ZodMiniType, value: unknown, message: RegExp) {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((i) => i.message).join(' | ')).toMatch(message);
}
