// Names and symbols belong to baskets that exist on chain: a create response nobody sent reserves
// nothing; once its create transaction confirmed, the same name or symbol is refused (409) for
// create and set-metadata, while a basket may keep its own.
import { Keypair } from '@solana/web3.js';
import { expect, it } from 'vitest';
import * as testing from './testing';

const creator = Keypair.generate();
const other = Keypair.generate();
const sandbox = testing.sandboxForFile({ funded: [creator, other] });

function createRequestOf(who: Keypair, symbol: string, name: string) {
  return testing.createRequest(who.publicKey.toBase58(), { symbol, name });
}

it('a create nobody sent reserves nothing; a confirmed create takes its name and symbol', async () => {
  const first = await testing.command(
    sandbox().apiUrl,
    'create',
    createRequestOf(creator, 'TAKEN', 'Taken Name'),
  );
  // Not sent: the same name and symbol are still free.
  const second = await testing.command(
    sandbox().apiUrl,
    'create',
    createRequestOf(creator, 'TAKEN', 'Taken Name'),
  );
  expect(second.basket).not.toBe(first.basket);

  // Only the create transaction confirms: the basket exists, and so does its name.
  await testing.signAndSend(sandbox().connection, second.createTransaction, creator);
  const sameSymbol = await testing.call(
    sandbox().apiUrl,
    '/baskets/create',
    createRequestOf(other, 'taken', 'A different name'),
  );
  expect(sameSymbol.status).toBe(409);
  expect(sameSymbol.body).toEqual({
    success: false,
    error: {
      code: 'SYMBOL_TAKEN',
      message: 'A basket with the symbol “TAKEN” already exists; choose another symbol',
      field: 'symbol',
    },
  });
  const sameName = await testing.call(
    sandbox().apiUrl,
    '/baskets/create',
    createRequestOf(other, 'FREE1', ' TAKEN name '),
  );
  expect(sameName.status).toBe(409);
  expect(sameName.body).toEqual({
    success: false,
    error: {
      code: 'NAME_TAKEN',
      message: 'A basket named “Taken Name” already exists; choose another name',
      field: 'name',
    },
  });

  // The earlier response, sent late, still lands: the check belongs to the API, not the chain.
  await testing.signAndSend(sandbox().connection, first.createTransaction, creator);
});

it('set-metadata may keep the basket’s own name and symbol but not take another basket’s', async () => {
  const mine = await testing.command(
    sandbox().apiUrl,
    'create',
    createRequestOf(creator, 'MINE1', 'Mine One'),
  );
  await testing.signAndSend(sandbox().connection, mine.createTransaction, creator);
  const theirs = await testing.command(
    sandbox().apiUrl,
    'create',
    createRequestOf(other, 'THEIR1', 'Their One'),
  );
  await testing.signAndSend(sandbox().connection, theirs.createTransaction, other);

  const update = (symbol: string, name: string) => ({
    basket: mine.basket,
    creator: creator.publicKey.toBase58(),
    symbol,
    name,
    uri: 'https://example.com/mine.json',
  });
  const keep = await testing.command(sandbox().apiUrl, 'set-metadata', update('MINE1', 'Mine One'));
  await testing.signAndSend(sandbox().connection, keep.transaction, creator);

  const takeSymbol = await testing.call(
    sandbox().apiUrl,
    '/baskets/set-metadata',
    update('THEIR1', 'Mine One'),
  );
  expect([takeSymbol.status, takeSymbol.body.error?.code, takeSymbol.body.error?.field]).toEqual([
    409,
    'SYMBOL_TAKEN',
    'symbol',
  ]);
  const takeName = await testing.call(
    sandbox().apiUrl,
    '/baskets/set-metadata',
    update('MINE1', 'their one'),
  );
  expect([takeName.status, takeName.body.error?.code, takeName.body.error?.field]).toEqual([
    409,
    'NAME_TAKEN',
    'name',
  ]);

  // Once renamed, the old name is free again for everyone.
  const rename = await testing.command(
    sandbox().apiUrl,
    'set-metadata',
    update('MINE2', 'Mine Two'),
  );
  await testing.signAndSend(sandbox().connection, rename.transaction, creator);
  const reuse = await testing.call(
    sandbox().apiUrl,
    '/baskets/create',
    createRequestOf(other, 'MINE1', 'Mine One'),
  );
  expect(reuse.status).toBe(200);
});
