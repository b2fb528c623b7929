// A sandbox whose clock is held in the past (startHoursAgo): GET/POST /sandbox/clock move it
// forward through the past with the oracles at the price history's prices of each time, then back
// to real time at today's prices (./clock.ts); what it refuses, with the field that caused it.
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { oracleAddress, readPythPrice } from '../program/oracle';
import * as testing from './testing';

const HOURS_AGO = 10;
const sandbox = testing.sandboxForFile({ options: { startHoursAgo: HOURS_AGO } });
const jup = async () => {
  const tokens = await testing.call(sandbox().apiUrl, '/sandbox/tokens');
  const found = (tokens.body.tokens as { symbol: string; mint: string; price: number }[]).find(
    (t) => t.symbol === 'JUP',
  );
  if (!found) throw new Error('no JUP on the sandbox');
  return found;
};

/** JUP's oracle price in USD, as the program reads it. */
async function oracleUsd(mint: string): Promise<number> {
  const account = await sandbox().connection.getAccountInfo(oracleAddress(new PublicKey(mint)));
  const held = account && readPythPrice(account.data);
  if (!held) throw new Error('no oracle price');
  return Number(held.price) * 10 ** held.exponent;
}

/** The price chart's point at `time` (on the hour), as DefiLlama's shape gives it. */
async function chartPrice(mint: string, time: number): Promise<number | undefined> {
  const reply = await fetch(
    `${sandbox().apiUrl}/chart/solana:${mint}?start=${time}&span=1&period=1h`,
  );
  const body = (await reply.json()) as { coins: Record<string, { prices: { price: number }[] }> };
  return body.coins[`solana:${mint}`]?.prices[0]?.price;
}

describe('/sandbox/clock', () => {
  it('starts held hours ago, at that hour’s past prices', async () => {
    const state = await testing.call(sandbox().apiUrl, '/sandbox/clock');
    const now = Date.now() / 1000;
    expect(state.body.inPast).toBe(true);
    expect(Number(state.body.blockTime)).toBeGreaterThan(now - HOURS_AGO * 3600 - 120);
    expect(Number(state.body.blockTime)).toBeLessThan(now - HOURS_AGO * 3600 + 120);
    // What the program mints and trades at is the chart's price of that time, not today's.
    const { mint, price: today } = await jup();
    const then = await chartPrice(mint, Number(state.body.blockTime));
    expect(then).toBeDefined();
    expect(then).not.toBeCloseTo(today, 3);
    expect(await oracleUsd(mint)).toBeCloseTo(then ?? 0, 7);
  });

  it('moves forward through the past with the oracles at the chart’s price, then back to real time at today’s', async () => {
    const { mint, price: today } = await jup();
    const hour = Math.floor(Date.now() / 1000 / 3600) * 3600;
    const seen: number[] = [];
    for (const at of [hour - 6 * 3600, hour - 3 * 3600]) {
      const moved = await testing.call(sandbox().apiUrl, '/sandbox/clock', { at });
      expect(moved.body).toEqual({ success: true, blockTime: at, inPast: true });
      const then = await chartPrice(mint, at);
      expect(then).toBeDefined();
      // The oracle holds 8 decimals of the chart's price.
      expect(await oracleUsd(mint)).toBeCloseTo(then ?? 0, 7);
      seen.push(then ?? 0);
    }
    // The prices moved between the two hours and differ from today's: a test whose operations are
    // at those hours meets three prices.
    expect(new Set([...seen, today]).size).toBe(3);
    // Block times never go back.
    const back5h = await testing.call(sandbox().apiUrl, '/sandbox/clock', { at: hour - 5 * 3600 });
    expect([back5h.status, back5h.body.error?.field]).toEqual([400, 'at']);

    const back = await testing.call(sandbox().apiUrl, '/sandbox/clock', { realTime: true });
    expect(back.body.inPast).toBe(false);
    expect(Number(back.body.blockTime)).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await oracleUsd(mint)).toBeCloseTo(today, 7);

    // In real time the clock is the chain's own.
    const refused = await testing.call(sandbox().apiUrl, '/sandbox/clock', { at: hour - 3600 });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'CLOCK_IN_REAL_TIME']);
  });

  it.each([
    [{ at: 'soon' }, 'at'],
    [{ at: 1.5 }, 'at'],
    [{ realTime: false }, 'realTime'],
    [{ at: 1, realTime: true }, undefined],
    [{}, undefined],
    [{ when: 1 }, 'when'],
  ])('refuses %j with a message at %s', (body, field) =>
    testing.expectInvalidSetting(sandbox().apiUrl, '/sandbox/clock', body, field),
  );
});
