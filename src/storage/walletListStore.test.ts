import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, SANDBOX_A, WALLET_B } from './testing';
import { createWalletListStore, networkKey } from './walletListStore';

const noteSchema = z.object({ id: z.string(), text: z.optional(z.string()), count: z.number() });
type Note = z.infer<typeof noteSchema>;
type NoteUpdate = { id: string; text?: string };

const notes = createWalletListStore('test.notes.v1', noteSchema, {
  idOf: (note: Note | NoteUpdate) => note.id,
  merge: (previous, update: NoteUpdate, now): Note => ({
    ...previous,
    ...update,
    count: (previous?.count ?? 0) + now,
  }),
});

describe('wallet list store', () => {
  it('keys lists by network and wallet; mainnet is one network whatever the RPC', () => {
    expect(networkKey({ cluster: 'mainnet', rpcUrl: 'https://a.example' })).toBe('mainnet');
    expect(networkKey({ cluster: 'sandbox', rpcUrl: 'http://127.0.0.1:8899' })).toBe(
      'sandbox:http://127.0.0.1:8899',
    );
    const storage = new MemoryStorage();
    notes.save(SANDBOX_A, { id: 'a' }, storage, 1);
    expect(notes.load({ ...SANDBOX_A, wallet: WALLET_B }, storage)).toEqual([]);
    expect(notes.load({ ...SANDBOX_A, network: 'mainnet' }, storage)).toEqual([]);
  });

  it('puts a saved entry first, merged with the one of the same id', () => {
    const storage = new MemoryStorage();
    notes.save(SANDBOX_A, { id: 'a', text: 'first' }, storage, 1);
    notes.save(SANDBOX_A, { id: 'b' }, storage, 1);
    const saved = notes.save(SANDBOX_A, { id: 'a' }, storage, 2);
    expect(saved).toEqual({ id: 'a', text: 'first', count: 3 });
    expect(notes.load(SANDBOX_A, storage).map((note) => note.id)).toEqual(['a', 'b']);
  });

  it('removes an entry and tells subscribers; removing a missing one writes nothing', () => {
    const storage = new MemoryStorage();
    let calls = 0;
    const unsubscribe = notes.subscribe(() => calls++);
    notes.save(SANDBOX_A, { id: 'a' }, storage, 1);
    notes.save(SANDBOX_A, { id: 'b' }, storage, 1);
    notes.remove(SANDBOX_A, 'a', storage);
    notes.remove(SANDBOX_A, 'a', storage);
    unsubscribe();
    notes.remove(SANDBOX_A, 'b', storage);
    expect(notes.load(SANDBOX_A, storage)).toEqual([]);
    expect(calls).toBe(3);
  });

  it('says when the list could not be stored, and tells no one', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    let calls = 0;
    const unsubscribe = notes.subscribe(() => calls++);
    expect(notes.write(SANDBOX_A, [{ id: 'a', count: 1 }], full)).toBe(false);
    unsubscribe();
    expect(calls).toBe(0);
  });
});
