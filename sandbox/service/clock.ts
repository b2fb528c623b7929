// The chain's clock held in the past (a sandbox started with `startHoursAgo`, ../index.ts): GET
// /sandbox/clock says where it is; POST /sandbox/clock `{ at }` moves it forward to a past time and
// `{ realTime: true }` lets it run in real time again. The oracles follow: at the price history's
// prices of the time the clock shows (./price-history/walk.ts), today's in real time — so what the
// program mints and the keeper trades at a past hour is priced as the chart says it was then, and a
// test's operations hours apart meet prices that moved between them.
import { z } from 'zod';
import { describeIssue } from '../chain/network';
import { writeOracles } from '../program/genesis';
import { ApiFailure } from '../model/errors';
import type { ServiceContext } from './context';

const clockChangeSchema = z
  .strictObject({
    at: z
      .number({ error: 'at must be a unix time in seconds' })
      .int('at must be whole seconds')
      .optional(),
    realTime: z.literal(true, { error: 'realTime must be true' }).optional(),
  })
  .refine((c) => (c.at === undefined) !== (c.realTime === undefined), {
    error: 'Send { "at": <unix seconds> } or { "realTime": true }',
  });

/** Every oracle at the price history's price of `time` (a token it has no price of keeps today's). */
export function oraclesAtHistoryPrices(ctx: ServiceContext, time: number): void {
  writeOracles(
    ctx.chain,
    ctx.tokens.all,
    (token) => ctx.priceHistory.priceAt(token.mint.toBase58(), time) ?? token.price,
  );
}

export function clockState(ctx: ServiceContext) {
  return { success: true as const, blockTime: ctx.chain.blockTime(), inPast: ctx.chain.inPast };
}

export function changeClock(ctx: ServiceContext, body: unknown) {
  const change = clockChangeSchema.safeParse(body);
  if (!change.success) {
    const { message, field } = describeIssue(change.error);
    throw new ApiFailure(400, 'INVALID_FIELD', message, field);
  }
  const { chain } = ctx;
  if (change.data.realTime) {
    chain.resumeRealTime();
    writeOracles(chain, ctx.tokens.all);
    return clockState(ctx);
  }
  if (!chain.inPast) {
    throw new ApiFailure(
      409,
      'CLOCK_IN_REAL_TIME',
      'The clock runs in real time: only a sandbox started with its clock in the past (startHoursAgo) can move it',
    );
  }
  const at = change.data.at ?? chain.blockTime();
  const now = Math.floor(Date.now() / 1000);
  if (at < chain.blockTime() || at > now) {
    throw new ApiFailure(
      400,
      'INVALID_FIELD',
      `at must be between the current block's time (${chain.blockTime()}) and now (${now}): block times never go back`,
      'at',
    );
  }
  chain.runInPast(at);
  oraclesAtHistoryPrices(ctx, at);
  return clockState(ctx);
}
