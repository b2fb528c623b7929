// Node environment: deriving program addresses needs Node's own Uint8Array (jsdom's differs).
import { Keypair } from '@solana/web3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFlow } from '../flow/machine';
import { sdkCreateTransaction, sdkSellTransaction } from '../solana/testing/sdkShaped';
import { factsPort, loadEngines } from '../operations/engines';
import { OPERATIONS } from './operations';
import { createRequest } from '../flow/testing/definitions';
import { createOperation } from './create/operation';
import { withdrawOperation } from './withdraw/operation';

const W = Keypair.generate().publicKey.toBase58();
const BASKET = Keypair.generate().publicKey.toBase58();
const ctx = { id: 'f', cluster: 'rpc', apiBase: 'api', wallet: W, at: 1 };

beforeAll(() => loadEngines(OPERATIONS));

describe('facts the operations read', () => {
  const facts = factsPort(OPERATIONS);

  it('create reads the basket from the real service’s transaction and settles it on confirmation', () => {
    const sdk = sdkCreateTransaction(
      new Keypair().publicKey,
      Keypair.generate().publicKey.toBase58(),
    );
    const flow = createFlow(createOperation.declare(createRequest(W)), ctx);
    const read = facts.fromResponse(flow, new Map([['create', sdk.tx]]));
    expect(read).toEqual({
      basket: sdk.basket,
      basketMint: sdk.mint,
      metadataAccount: sdk.metadata,
    });
    const settled = facts.fromConfirmed({ ...flow, facts: read }, 'create', [
      { address: sdk.basket, owner: '2KehYt3KsEQR53jYcxjbQp2d2kCp4AkuQW68atufRwSr' },
    ]);
    expect(settled).toEqual({ basket: sdk.basket });
  });

  it('withdraw reads the withdraw account', () => {
    const sell = sdkSellTransaction(
      Keypair.generate().publicKey,
      Keypair.generate().publicKey,
      Keypair.generate().publicKey,
      Keypair.generate().publicKey.toBase58(),
    );
    const flow = createFlow(
      withdrawOperation.declare({ user: W, basket: BASKET, amount: 1 }, {}),
      ctx,
    );
    expect(facts.fromResponse(flow, new Map([['withdraw', sell.tx]])).withdrawAccount).toBe(
      sell.sellState,
    );
  });
});
