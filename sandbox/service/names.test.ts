// Names and symbols belong to baskets that exist on chain: a create response nobody sent reserves
// nothing; once its create transaction confirmed, the same name or symbol is refused (409) for
// create and set-metadata, while a basket may keep its own.
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  call,
  command,
  createRequest,
  signAndSend,
  startTestSandbox,
  type TestSandbox,
} from './testing';

let sb: TestSandbox;
const creator = Keypair.generate();
const other = Keypair.generate();

beforeAll(async () => {
  sb = await startTestSandbox();
  for (const kp of [creator, other]) {
    const funded = await call(sb.apiUrl, '/sandbox/faucet', { address: kp.publicKey.toBase58() });
    expect(funded.status).toBe(200);
  }
});

afterAll(async () => {
  await sb?.close();
});

function createRequestOf(who: Keypair, symbol: string, name: string) {
  return createRequest(who.publicKey.toBase58(), { symbol, name });
}

it('a create nobody sent reserves nothing; a confirmed create takes its name and symbol', async () => {
  const first = await command(sb.apiUrl, 'create', createRequestOf(creator, 'TAKEN', 'Taken Name'));
  // Not sent: the same name and symbol are still free.
  const second = await command(
    sb.apiUrl,
    'create',
    createRequestOf(creator, 'TAKEN', 'Taken Name'),
  );
  expect(second.basket).not.toBe(first.basket);

  // Only the create transaction confirms: the basket exists, and so does its name.
  await signAndSend(sb.connection, second.createTransaction, creator);
  const sameSymbol = await call(
    sb.apiUrl,
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
  const sameName = await call(
    sb.apiUrl,
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
  await signAndSend(sb.connection, first.createTransaction, creator);
});

it('set-metadata may keep the basket’s own name and symbol but not take another basket’s', async () => {
  const mine = await command(sb.apiUrl, 'create', createRequestOf(creator, 'MINE1', 'Mine One'));
  await signAndSend(sb.connection, mine.createTransaction, creator);
  const theirs = await command(sb.apiUrl, 'create', createRequestOf(other, 'THEIR1', 'Their One'));
  await signAndSend(sb.connection, theirs.createTransaction, other);

  const update = (symbol: string, name: string) => ({
    basket: mine.basket,
    creator: creator.publicKey.toBase58(),
    symbol,
    name,
    uri: 'https://example.com/mine.json',
  });
  const keep = await command(sb.apiUrl, 'set-metadata', update('MINE1', 'Mine One'));
  await signAndSend(sb.connection, keep.transaction, creator);

  const takeSymbol = await call(sb.apiUrl, '/baskets/set-metadata', update('THEIR1', 'Mine One'));
  expect([takeSymbol.status, takeSymbol.body.error?.code, takeSymbol.body.error?.field]).toEqual([
    409,
    'SYMBOL_TAKEN',
    'symbol',
  ]);
  const takeName = await call(sb.apiUrl, '/baskets/set-metadata', update('MINE1', 'their one'));
  expect([takeName.status, takeName.body.error?.code, takeName.body.error?.field]).toEqual([
    409,
    'NAME_TAKEN',
    'name',
  ]);

  // Once renamed, the old name is free again for everyone.
  const rename = await command(sb.apiUrl, 'set-metadata', update('MINE2', 'Mine Two'));
  await signAndSend(sb.connection, rename.transaction, creator);
  const reuse = await call(
    sb.apiUrl,
    '/baskets/create',
    createRequestOf(other, 'MINE1', 'Mine One'),
  );
  expect(reuse.status).toBe(200);
});
