// Test controls on the Basket API port: the network profile's counters and settings
// (GET/POST /sandbox/network) and the answer shapes of the service (GET/POST /sandbox/behaviour).
// Both take `{ "reset": true }` to go back to what the sandbox started with.
import { z } from 'zod';
import { describeIssue, networkUpdateSchema } from '../chain/network';
import type { ServiceBehaviour } from './behaviour';
import type { ServiceContext } from './context';
import { ApiFailure } from '../model/errors';

const behaviourUpdateSchema = z.strictObject({
  computeBudget: z.boolean({ error: 'computeBudget must be true or false' }).optional(),
  claimAccountsTx: z
    .enum(['always', 'when-needed'], { error: "claimAccountsTx must be 'always' or 'when-needed'" })
    .optional(),
  transactions: z
    .enum(['legacy', 'v0'], { error: "transactions must be 'legacy' or 'v0'" })
    .optional(),
  reset: z.literal(true, { error: 'reset must be true' }).optional(),
});

function invalid(error: z.ZodError): ApiFailure {
  const { message, field } = describeIssue(error);
  return new ApiFailure(400, 'INVALID_FIELD', message, field);
}

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiFailure(400, 'INVALID_BODY', 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function networkOf(ctx: ServiceContext) {
  if (!ctx.network) {
    throw new ApiFailure(404, 'NOT_FOUND', 'This sandbox serves no JSON-RPC, so it has no network');
  }
  return ctx.network;
}

export function networkState(ctx: ServiceContext) {
  return { success: true as const, ...networkOf(ctx).snapshot() };
}

export function changeNetwork(ctx: ServiceContext, body: unknown) {
  const network = networkOf(ctx);
  const change = networkUpdateSchema.safeParse(bodyObject(body));
  if (!change.success) throw invalid(change.error);
  network.update(change.data);
  return { success: true as const, ...network.snapshot() };
}

export function behaviourState(ctx: ServiceContext) {
  return { success: true as const, behaviour: { ...ctx.behaviour } };
}

export function changeBehaviour(ctx: ServiceContext, initial: ServiceBehaviour, body: unknown) {
  const change = behaviourUpdateSchema.safeParse(bodyObject(body));
  if (!change.success) throw invalid(change.error);
  const { reset, ...rest } = change.data;
  if (reset) Object.assign(ctx.behaviour, initial);
  if (rest.computeBudget !== undefined) ctx.behaviour.computeBudget = rest.computeBudget;
  if (rest.claimAccountsTx !== undefined) ctx.behaviour.claimAccountsTx = rest.claimAccountsTx;
  if (rest.transactions !== undefined) ctx.behaviour.transactions = rest.transactions;
  return behaviourState(ctx);
}
