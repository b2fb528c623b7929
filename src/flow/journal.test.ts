import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './codec';
import { createJournal, memoryStorage } from './journal';
import { createFlow, reduce } from './machine';
import { createDefinition } from './testing/definitions';
import { createHarness } from './testing/harness';

// Stored requests are read back with their command's schema: the wallets must be real addresses.
const WALLETS: Record<string, string> = Object.fromEntries(
  ['W', 'W1', 'W2'].map((name) => [name, Keypair.generate().publicKey.toBase58()]),
);
const make = (id: string, name: string, cluster: string, at: number) => {
  const wallet = WALLETS[name] ?? name;
  return createFlow(createDefinition(wallet), { id, wallet, cluster, apiBase: 'api', at });
};
const w = (name: string) => WALLETS[name] ?? name;

describe('journal', () => {
  it('keeps flows per wallet and cluster', () => {
    const storage = memoryStorage();
    const j = createJournal(storage);
    j.save(make('a', 'W1', 'rpc1', 1));
    j.save(make('b', 'W1', 'rpc2', 2));
    j.save(make('c', 'W2', 'rpc1', 3));
    expect(j.load(w('W1'), 'rpc1').map((f) => f.id)).toEqual(['a']);
    expect(j.load(w('W1'), 'rpc2').map((f) => f.id)).toEqual(['b']);
    expect(j.load(w('W2'), 'rpc1').map((f) => f.id)).toEqual(['c']);
    expect(j.get(w('W1'), 'rpc1', 'a')?.id).toBe('a');
    expect(storage.data.size).toBe(3);
  });

  it('updates a flow in place, newest first', () => {
    const j = createJournal(memoryStorage());
    j.save(make('a', 'W', 'r', 1));
    j.save(make('b', 'W', 'r', 2));
    j.save(reduce(make('a', 'W', 'r', 1), { type: 'dismissed', at: 5 }));
    expect(j.load(w('W'), 'r').map((f) => [f.id, !!f.dismissed])).toEqual([
      ['b', false],
      ['a', true],
    ]);
  });

  it('ignores corrupt entries instead of breaking', () => {
    const storage = memoryStorage();
    const j = createJournal(storage);
    storage.setItem(j.keyFor(w('W'), 'r'), '{not json');
    expect(j.load(w('W'), 'r')).toEqual([]);
    storage.setItem(j.keyFor(w('W'), 'r'), JSON.stringify([{ id: 1 }, make('ok', 'W', 'r', 1)]));
    expect(j.load(w('W'), 'r').map((f) => f.id)).toEqual(['ok']);
  });

  it('keeps every unfinished flow but only the latest 30 finished ones', () => {
    const j = createJournal(memoryStorage());
    j.save(make('open', 'W', 'r', 0));
    for (let i = 1; i <= 35; i++)
      j.save(reduce(make(`done${i}`, 'W', 'r', i), { type: 'dismissed', at: i }));
    const ids = j.load(w('W'), 'r').map((f) => f.id);
    expect(ids).toHaveLength(31);
    expect(ids).toContain('open');
    expect(ids).not.toContain('done1');
  });

  it('stores public data and signed bytes only — never the wallet’s secret key', async () => {
    const h = createHarness();
    const id = h.engine.start(createDefinition(h.wallet.address));
    await h.runner.settled(id);
    const stored = [...h.storage.data.values()].join('\n');
    const first = h.store.get(id)?.steps[0];
    expect(stored).toContain(
      first?.status === 'confirmed' ? first.signed.base64 : 'no signed bytes',
    );
    const secret = h.wallet.keypair.secretKey;
    for (const encoding of [
      bs58.encode(secret),
      bytesToBase64(secret),
      Array.from(secret.slice(0, 32), (b) => b.toString(16).padStart(2, '0')).join(''),
      bs58.encode(secret.slice(0, 32)),
    ]) {
      expect(stored).not.toContain(encoding);
    }
    expect(stored).not.toContain(JSON.stringify(Array.from(secret.slice(0, 8))).slice(1, -1));
    expect(Keypair.fromSecretKey(secret).publicKey.toBase58()).toBe(h.wallet.address);
  });
});
