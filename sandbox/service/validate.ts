// Request validation with the app's own zod schemas (src/api): one source of truth for every limit.
import { COMMANDS, type Command, type RequestOf } from '../../src/api/commands';
import { ApiFailure } from '../model/errors';

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = body;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/**
 * The create request's host fee arrives as `hostPlatformFees` (the spec's parameter list) or
 * `hostPlatformFee` (its sample and public callers); both are accepted and must agree.
 */
function normaliseHostFee(body: Record<string, unknown>): Record<string, unknown> {
  const plural = body.hostPlatformFees;
  const singular = body.hostPlatformFee;
  if (singular === undefined) return body;
  if (plural !== undefined && plural !== singular) {
    throw new ApiFailure(
      400,
      'INVALID_FIELD',
      'hostPlatformFee and hostPlatformFees are both given and differ; send one value',
      'hostPlatformFee',
    );
  }
  const { hostPlatformFee: _dropped, ...rest } = body;
  return { ...rest, hostPlatformFees: singular };
}

export function validateRequest<C extends Command>(command: C, body: unknown): RequestOf<C> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiFailure(400, 'INVALID_BODY', 'The request body must be a JSON object');
  }
  const input = command === 'create' ? normaliseHostFee(body as Record<string, unknown>) : body;
  const result = COMMANDS[command].request.safeParse(input);
  if (result.success) return result.data as RequestOf<C>;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  let field = path.map(String).join('.');
  // Name the host fee the way the caller spelled it.
  const raw = body as Record<string, unknown>;
  if (
    field === 'hostPlatformFees' &&
    raw.hostPlatformFees === undefined &&
    raw.hostPlatformFee !== undefined
  ) {
    field = 'hostPlatformFee';
  }
  const missing = path.length > 0 && valueAt(input, path) === undefined;
  throw new ApiFailure(
    400,
    missing ? 'MISSING_FIELD' : 'INVALID_FIELD',
    issue?.message ?? 'The request is not valid',
    field === '' ? undefined : field,
  );
}
