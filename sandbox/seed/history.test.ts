// The demo wallet's months of history on a new ledger started in the past, served by the
// JSON-RPC as a validator serves it: newest first, before/until/limit, block times, and the same
// after a restart (the ledger replays each transaction at its own time).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSandbox, tempDataDir, type TestSandbox } from '../service/testing';
import { HISTORY_DAYS } from './history';

interface SignatureEntry {
  signature: string;
  slot: number;
  blockTime: number;
  err: unknown;
  confirmationStatus: string;
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: unknown }).result;
}

// A ceiling for a busy machine, not a speed requirement: seeding months and replaying them after a
// restart is the slowest start the sandbox has.
const SEED_AND_RESTART = 180_000;

const dataDir = tempDataDir();
let sandbox: TestSandbox | undefined;
afterAll(async () => {
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function demoWallet(s: TestSandbox): Promise<string> {
  const listed = (await (await fetch(`${s.apiUrl}/sandbox/baskets`)).json()) as {
    baskets: { creator: string }[];
  };
  const creator = listed.baskets[0]?.creator;
  if (!creator) throw new Error('no demo basket');
  return creator;
}

describe('the demo wallet’s history', () => {
  it(
    'spans months, newest first, paged with before/until/limit, and survives a restart',
    async () => {
      sandbox = await startTestSandbox(20, dataDir, true, { history: true });
      const wallet = await demoWallet(sandbox);
      const all = (await rpc(sandbox.rpcUrl, 'getSignaturesForAddress', [
        wallet,
      ])) as SignatureEntry[];
      expect(all.length).toBeGreaterThan(30);
      const now = Date.now() / 1000;
      const times = all.map((s) => s.blockTime);
      expect(Math.min(...times)).toBeLessThan(now - (HISTORY_DAYS - 2) * 86_400);
      expect(Math.max(...times)).toBeLessThan(now - 86_400);
      // Newest first: slots and block times never increase down the list.
      for (let i = 1; i < all.length; i++) {
        expect(all[i]?.slot).toBeLessThanOrEqual(all[i - 1]?.slot ?? 0);
        expect(all[i]?.blockTime).toBeLessThanOrEqual(all[i - 1]?.blockTime ?? 0);
      }
      expect(all.filter((s) => s.err !== null)).toEqual([]);

      // Pages: limit, then before the last one, until an older one.
      const first = (await rpc(sandbox.rpcUrl, 'getSignaturesForAddress', [
        wallet,
        { limit: 5 },
      ])) as SignatureEntry[];
      expect(first.map((s) => s.signature)).toEqual(all.slice(0, 5).map((s) => s.signature));
      const next = (await rpc(sandbox.rpcUrl, 'getSignaturesForAddress', [
        wallet,
        { limit: 5, before: first[4]?.signature, until: all[8]?.signature },
      ])) as SignatureEntry[];
      expect(next.map((s) => s.signature)).toEqual(all.slice(5, 8).map((s) => s.signature));

      // getTransaction carries the same block time.
      const oldest = all.at(-1);
      const tx = (await rpc(sandbox.rpcUrl, 'getTransaction', [
        oldest?.signature,
        { encoding: 'json', maxSupportedTransactionVersion: 0 },
      ])) as { blockTime: number; slot: number };
      expect(tx).toMatchObject({ blockTime: oldest?.blockTime, slot: oldest?.slot });

      // A restart replays the ledger at each transaction's own time.
      await sandbox.close();
      sandbox = await startTestSandbox(20, dataDir, false, { history: true });
      const again = (await rpc(sandbox.rpcUrl, 'getSignaturesForAddress', [
        wallet,
      ])) as SignatureEntry[];
      expect(again.map((s) => [s.signature, s.blockTime])).toEqual(
        all.map((s) => [s.signature, s.blockTime]),
      );
      // And the chain runs in real time again.
      const slot = (await rpc(sandbox.rpcUrl, 'getSlot', [])) as number;
      const blockTime = (await rpc(sandbox.rpcUrl, 'getBlockTime', [slot])) as number | null;
      expect(Math.abs((blockTime ?? 0) - Date.now() / 1000)).toBeLessThan(120);
    },
    SEED_AND_RESTART,
  );
});
