// `--transactions v0` (behaviour `transactions: 'v0'`): create's and edit's transactions carrying
// the program's createBasket and editBasket are v0 against the program's lookup table, as the SDK
// builds them; they land, the accounts they load come from the table, and the app's readers find
// the created basket in them as in a legacy one. The default stays legacy.
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { createFacts } from '../../src/solana/txFacts';
import { BASKETS_LOOKUP_TABLE } from '../program/lookup-table';
import * as testing from './testing';

const creator = Keypair.generate();
const sandbox = testing.sandboxForFile({
  funded: [creator],
  options: { transactions: 'v0' },
});

const decoded = (base64: unknown) =>
  VersionedTransaction.deserialize(Buffer.from(String(base64), 'base64'));

describe('create and edit as v0 transactions with the program’s lookup table', () => {
  it('land, load accounts from the table, and name the created basket', async () => {
    const request = testing.createRequest(creator.publicKey.toBase58(), { symbol: 'VZERO' });
    const created = await testing.command(sandbox().apiUrl, 'create', request);
    const createTx = decoded(created.createTransaction);
    expect(createTx.version).toBe(0);
    expect(createTx.message.addressTableLookups.map((l) => l.accountKey.toBase58())).toEqual([
      BASKETS_LOOKUP_TABLE.toBase58(),
    ]);
    // The sandbox's own composition and restructure transactions stay legacy.
    expect(decoded(created.compositionTransaction).version).toBe('legacy');
    // The app reads the basket and its mint from it as from a legacy one.
    expect(createFacts(createTx)).toMatchObject({
      basket: created.basket,
      basketMint: created.mint,
    });
    for (const field of testing.CREATE_TRANSACTIONS) {
      await testing.signAndSend(sandbox().connection, created[field], creator);
    }
    const landed = await sandbox().connection.getTransaction(
      await testing.signAndSend(
        sandbox().connection,
        (
          await testing.command(sandbox().apiUrl, 'edit', {
            ...request,
            basket: created.basket,
            depositFee: 40,
          })
        ).editTransaction,
        creator,
      ),
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    );
    expect(landed?.version).toBe(0);
    expect(landed?.meta?.err).toBeNull();
    expect(landed?.meta?.loadedAddresses?.readonly.length).toBeGreaterThan(0);
    const state = await testing.call(
      sandbox().apiUrl,
      `/sandbox/baskets/${String(created.basket)}`,
    );
    expect(state.body).toMatchObject({
      basket: { status: 'active', settings: { depositFee: 40 } },
    });
  });

  it('the sandbox answers legacy unless asked for v0', async () => {
    await testing.call(sandbox().apiUrl, '/sandbox/behaviour', { transactions: 'legacy' });
    const created = await testing.command(
      sandbox().apiUrl,
      'create',
      testing.createRequest(creator.publicKey.toBase58(), { symbol: 'LEGACY', name: 'Legacy' }),
    );
    expect(decoded(created.createTransaction).version).toBe('legacy');
  });
});
