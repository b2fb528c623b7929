// What the story tests share (./story.test.ts, ./trades.test.ts, ./basket-value-backward.test.ts,
// ./rebalance-log.test.ts): their wallets and sandbox, the story's basket request, the signers of a
// returned transaction, the sandbox's view of a basket, and an address's transactions as the app's
// history reader decodes them.
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { expect } from 'vitest';
import { chainTxOf, rpcTransactionSchema } from '../src/history/rpcTransaction';
import type { ChainTx } from '../src/history/types';
import { KNOWN_TOKENS } from '../src/solana/tokens';
import * as testing from './service/testing';

export const mintOf = (symbol: string) => {
  const t = KNOWN_TOKENS.find((k) => k.symbol === symbol);
  if (!t) throw new Error(symbol);
  return new PublicKey(t.mint);
};
export const USDC = mintOf('USDC');
export const WSOL = mintOf('wSOL');
export const JUP = mintOf('JUP');
export const BONK = mintOf('BONK');
export const ata = (owner: PublicKey, mint: PublicKey) =>
  getAssociatedTokenAddressSync(mint, owner, true);

/**
 * The story's wallets — a creator and a user, both funded, and a host platform — and the sandbox
 * of the test file that calls it.
 */
export function storyCast() {
  const creator = Keypair.generate();
  const user = Keypair.generate();
  const host = Keypair.generate().publicKey;
  const sandbox = testing.sandboxForFile({ funded: [creator, user] });
  return { creator, user, host, sandbox };
}

/** The story's basket: three tokens, a host platform and fees; `overrides` replaces any field. */
export function storyRequest(
  creator: Keypair,
  host: PublicKey,
  overrides: Record<string, unknown> = {},
) {
  return testing.createRequest(creator.publicKey.toBase58(), {
    symbol: 'STORY',
    name: 'Story Basket',
    uri: 'https://example.com/story.json',
    hostPlatform: host.toBase58(),
    hostPlatformFees: 50,
    hostPlatformFee: 50,
    depositFee: 100,
    composition: [
      { token: WSOL.toBase58(), weight: 50 },
      { token: JUP.toBase58(), weight: 30 },
      { token: USDC.toBase58(), weight: 20 },
    ],
    ...overrides,
  });
}

export const decodeTx = (base64: unknown) =>
  VersionedTransaction.deserialize(Buffer.from(base64 as string, 'base64'));

/** The fee payer and every required signer of a returned transaction. */
export function signersOf(base64: unknown): string[] {
  const tx = decodeTx(base64);
  return tx.message.staticAccountKeys
    .slice(0, tx.message.header.numRequiredSignatures)
    .map((k) => k.toBase58());
}

export interface BasketView {
  status: string;
  creator: string;
  mint: string;
  type: number;
  name: string;
  symbol: string;
  uri: string;
  supply: number;
  composition: { token: string; weight: number }[];
  settings: Record<string, unknown>;
  holdings: { mint: string; amount: number; vault: string }[];
}

export async function basketState(sandbox: testing.TestSandbox, address: string) {
  const reply = await testing.call(sandbox.apiUrl, `/sandbox/baskets/${address}`);
  expect(reply.status).toBe(200);
  return reply.body.basket as BasketView;
}

/** Every landed and failed transaction naming `address`, decoded as the app's history reader does. */
export async function transactionsOf(
  sandbox: testing.TestSandbox,
  address: string,
): Promise<ChainTx[]> {
  const { connection } = sandbox;
  const signatures = await connection.getSignaturesForAddress(new PublicKey(address), {
    limit: 1000,
  });
  const txs: ChainTx[] = [];
  for (const { signature } of signatures) {
    const res = await fetch(sandbox.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTransaction',
        params: [
          signature,
          { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
        ],
      }),
    });
    const { result: answer } = (await res.json()) as { result: unknown };
    const tx = chainTxOf(rpcTransactionSchema.parse(answer));
    if (tx) txs.push(tx);
  }
  return txs;
}
