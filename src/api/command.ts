// One Basket API command's description: its path, schemas and transaction fields, and how a
// stored request is read back. Light (zod only) so that ./schemas.ts can hold the list of commands.
import type * as z from 'zod/mini';

export interface CommandSpec {
  /** Path segment after `{apiBase}/baskets/`. */
  path: string;
  request: z.ZodMiniType;
  /** Shape and base64 only: ./commands.ts adds "each transaction field decodes". */
  response: z.ZodMiniType<Record<string, unknown>>;
  /** Transaction fields of the success response, in the order they are signed and sent. */
  txFields: readonly string[];
}

export function command<
  const P extends string,
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType<Record<string, unknown>>,
  const F extends readonly string[],
>(
  path: P,
  request: Req,
  response: Res,
  txFields: F,
): CommandSpec & {
  path: P;
  request: Req;
  response: Res;
  txFields: F;
  readRequest(value: unknown): { op: P; request: z.output<Req> } | null;
} {
  return {
    path,
    request,
    response,
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
