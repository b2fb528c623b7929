// The checks every way of setting the network goes through (options, CLI flags, POST
// /sandbox/network): one schema, messages in words.
import { z } from 'zod';
import { MAX_REPLICA_LAG_SLOTS } from './profiles';

export const rateLimitSchema = z.object(
  {
    requests: z
      .number({ error: 'requests must be a number' })
      .int({ error: 'requests must be a whole number' })
      .min(1, { error: 'requests must be at least 1' }),
    windowMs: z
      .number({ error: 'windowMs must be a number' })
      .int({ error: 'windowMs must be a whole number of milliseconds' })
      .min(1, { error: 'windowMs must be at least 1 ms' }),
  },
  { error: 'rateLimit must be { requests, windowMs } or null' },
);

export const networkUpdateSchema = z.strictObject({
  dropRate: z
    .number({ error: 'dropRate must be a number from 0 to 1' })
    .min(0, { error: 'dropRate must be from 0 to 1' })
    .max(1, { error: 'dropRate must be from 0 to 1' })
    .optional(),
  replicaLagSlots: z
    .number({ error: 'replicaLagSlots must be a number' })
    .int({ error: 'replicaLagSlots must be a whole number of slots' })
    .min(0, { error: `replicaLagSlots must be from 0 to ${MAX_REPLICA_LAG_SLOTS}` })
    .max(MAX_REPLICA_LAG_SLOTS, {
      error: `replicaLagSlots must be from 0 to ${MAX_REPLICA_LAG_SLOTS}`,
    })
    .optional(),
  rateLimit: rateLimitSchema.nullable().optional(),
  /** The next n RPC requests are answered 429 whatever the rate. */
  rateLimitNext: z
    .number({ error: 'rateLimitNext must be a number' })
    .int({ error: 'rateLimitNext must be a whole number' })
    .min(0, { error: 'rateLimitNext must be 0 or more' })
    .optional(),
  /** Seed of the drop decisions: the same seed, the same decisions in the same order. */
  seed: z
    .number({ error: 'seed must be a number' })
    .int({ error: 'seed must be a whole number' })
    .min(0, { error: 'seed must be from 0 to 4294967295' })
    .max(4_294_967_295, { error: 'seed must be from 0 to 4294967295' })
    .optional(),
  /** Back to the settings and seed the sandbox started with, counters at zero (applied first). */
  reset: z.literal(true, { error: 'reset must be true' }).optional(),
});

export type NetworkUpdate = z.infer<typeof networkUpdateSchema>;

/** The first problem of an invalid update, in words, with the field it is about. */
export function describeIssue(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  if (issue?.code === 'unrecognized_keys') {
    return { message: `Unknown setting: ${issue.keys.join(', ')}`, field: issue.keys[0] };
  }
  return { message: issue?.message ?? 'Invalid network settings', field };
}
