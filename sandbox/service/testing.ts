// Test helpers: call the API, sign a returned transaction with one key, send it through the
// JSON-RPC with web3.js, confirm it, make a basket or deposit into one that way, and wait for the
// keeper without timing thresholds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Connection,
  type Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction,
  VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RpcEndpoint } from '../../src/solana/jsonRpc';
import { KNOWN_TOKENS } from '../../src/solana/tokens';
import { startSandbox, type Sandbox, type SandboxOptions } from '../index';

/** USDC and wSOL, the sandbox's first two test tokens. */
const [TEST_USDC, TEST_WSOL] = KNOWN_TOKENS.map((t) => t.mint);

export interface TestSandbox extends Sandbox {
  connection: Connection;
  /** The same JSON-RPC for the app's lean program-wide reads (basketsProgram/queries.ts). */
  rpc: RpcEndpoint;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'basketry-service-'));
}

/**
 * A whole sandbox on free ports. Without `dataDir` it gets a temporary folder that close() deletes;
 * a given folder is kept (restart tests reopen it). `options` adds sandbox options (network
 * profile, answer shapes, block time).
 */
export async function startTestSandbox(
  keeperDelayMs = 20,
  dataDir?: string,
  reset = true,
  options: ExtraOptions = {},
): Promise<TestSandbox> {
  const ownFolder = dataDir === undefined;
  dataDir ??= tempDataDir();
  const sandbox = await startSandbox({
    keeperDelayMs,
    ...options,
    rpcPort: 0,
    wsPort: 0,
    apiPort: 0,
    dataDir,
    reset,
  });
  const connection = new Connection(sandbox.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: sandbox.wsUrl,
  });
  const folder = dataDir;
  return {
    ...sandbox,
    connection,
    rpc: { url: sandbox.rpcUrl, fetch: (...args) => fetch(...args) },
    async close() {
      await sandbox.close();
      if (ownFolder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

type ExtraOptions = Omit<SandboxOptions, 'rpcPort' | 'wsPort' | 'apiPort' | 'dataDir' | 'reset'>;

/**
 * One sandbox for a test file: started before its tests (the `funded` wallets then get the faucet's
 * SOL and test tokens), closed after them. The returned function gives it to the tests.
 */
export function sandboxForFile(
  setup: { funded?: Keypair[]; options?: ExtraOptions } = {},
): () => TestSandbox {
  let started: TestSandbox | undefined;
  beforeAll(async () => {
    started = await startTestSandbox(20, undefined, true, setup.options);
    for (const wallet of setup.funded ?? []) {
      const reply = await call(started.apiUrl, '/sandbox/faucet', {
        address: wallet.publicKey.toBase58(),
      });
      if (reply.status !== 200) throw new Error(`faucet → ${reply.status}`);
    }
  });
  afterAll(async () => {
    await started?.close();
  });
  return () => {
    if (!started) throw new Error('the sandbox starts before the tests');
    return started;
  };
}

/**
 * One basket for a test file: made through the API from `request` by `creator` (createBasket)
 * before its tests, once the file's sandbox has started. The returned function gives it to the
 * tests.
 */
export function basketForFile(
  sandbox: () => TestSandbox,
  request: Record<string, unknown>,
  creator: Keypair,
): () => CreatedBasket {
  let made: CreatedBasket | undefined;
  beforeAll(async () => {
    made = await createBasket(sandbox(), request, creator);
  });
  return () => {
    if (!made) throw new Error('the basket is made before the tests');
    return made;
  };
}

/** The first basket the sandbox lists (the seeded demo basket). */
export async function demoBasket(sandbox: Sandbox): Promise<{ address: string; mint: string }> {
  const listed = await call(sandbox.apiUrl, '/sandbox/baskets');
  const first = (listed.body.baskets as { address: string; mint: string }[] | undefined)?.[0];
  if (!first) throw new Error('the sandbox lists no basket');
  return first;
}

export interface ApiReply {
  status: number;
  body: Record<string, unknown> & {
    success?: boolean;
    error?: { code: string; message: string; field?: string };
  };
}

export async function call(
  apiUrl: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<ApiReply> {
  const res = await fetch(`${apiUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as ApiReply['body'] };
}

/**
 * A test control refuses `body` with HTTP 400 INVALID_FIELD at `field` (undefined: the body as a
 * whole), with a message that says why.
 */
export async function expectInvalidSetting(
  apiUrl: string,
  path: string,
  body: unknown,
  field: string | undefined,
): Promise<void> {
  const reply = await call(apiUrl, path, body);
  expect([reply.status, reply.body.error?.code, reply.body.error?.field]).toEqual([
    400,
    'INVALID_FIELD',
    field,
  ]);
  expect(reply.body.error?.message.length).toBeGreaterThan(5);
}

/** POSTs a command and returns the success body, failing the test with the error otherwise. */
export async function command(
  apiUrl: string,
  name: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const reply = await call(apiUrl, `/baskets/${name}`, body);
  if (reply.status !== 200 || reply.body.success !== true) {
    throw new Error(`${name} → ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body;
}

/** The three transactions of a create response, in the order they are sent. */
export const CREATE_TRANSACTIONS = [
  'createTransaction',
  'compositionTransaction',
  'restructureTransaction',
] as const;

/** Decodes, signs with `signer` only, sends through the RPC and waits for `confirmed`. */
export async function signAndSend(
  connection: Connection,
  base64: unknown,
  signer: Keypair,
): Promise<string> {
  if (typeof base64 !== 'string') throw new Error('not a transaction field');
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  tx.sign([signer]);
  const signature = await connection.sendRawTransaction(tx.serialize());
  const lastValidBlockHeight = (await connection.getLatestBlockhash()).lastValidBlockHeight;
  const result = await connection.confirmTransaction(
    { signature, blockhash: tx.message.recentBlockhash, lastValidBlockHeight },
    'confirmed',
  );
  if (result.value.err) throw new Error(`transaction failed: ${JSON.stringify(result.value.err)}`);
  return signature;
}

/** A basket's address and its basket token's mint. */
export interface CreatedBasket {
  basket: string;
  mint: PublicKey;
}

/**
 * A basket made through the API: create's three transactions, signed by `creator`, landed in
 * order. Resolves with its address and its basket token's mint.
 */
export async function createBasket(
  sandbox: TestSandbox,
  request: Record<string, unknown>,
  creator: Keypair,
): Promise<CreatedBasket> {
  const res = await command(sandbox.apiUrl, 'create', request);
  for (const field of CREATE_TRANSACTIONS) {
    await signAndSend(sandbox.connection, res[field], creator);
  }
  return { basket: res.basket as string, mint: new PublicKey(res.mint as string) };
}

/**
 * `user` deposits `amount` USDC into `basket` through the API; resolves with the signature once
 * it is confirmed (the keeper mints the basket tokens after).
 */
export async function deposit(
  sandbox: TestSandbox,
  user: Keypair,
  basket: string,
  amount: number,
): Promise<string> {
  const res = await command(sandbox.apiUrl, 'deposit', {
    user: user.publicKey.toBase58(),
    basket,
    amount,
  });
  return signAndSend(sandbox.connection, res.transaction, user);
}

/** Polls until `probe` returns a value other than undefined (the test's timeout bounds it). */
export async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Airdrops `sol` SOL to `wallet` through the JSON-RPC and waits until it is confirmed. */
export async function airdrop(connection: Connection, wallet: PublicKey, sol = 1): Promise<void> {
  const signature = await connection.requestAirdrop(wallet, sol * LAMPORTS_PER_SOL);
  await connection.confirmTransaction(
    { signature, ...(await connection.getLatestBlockhash()) },
    'confirmed',
  );
}

/**
 * `from` hands `amount` base units of a basket token (`mint`, 6 decimals, SPL Token) to `to`,
 * creating `to`'s token account when missing; resolves once confirmed.
 */
export async function giveTokens(
  connection: Connection,
  from: Keypair,
  to: PublicKey,
  mint: PublicKey,
  amount: bigint,
): Promise<void> {
  const source = getAssociatedTokenAddressSync(mint, from.publicKey, false, TOKEN_PROGRAM_ID);
  const target = getAssociatedTokenAddressSync(mint, to, false, TOKEN_PROGRAM_ID);
  const give = new Transaction({
    feePayer: from.publicKey,
    ...(await connection.getLatestBlockhash()),
  }).add(
    createAssociatedTokenAccountIdempotentInstruction(
      from.publicKey,
      target,
      to,
      mint,
      TOKEN_PROGRAM_ID,
    ),
    createTransferCheckedInstruction(
      source,
      mint,
      target,
      from.publicKey,
      amount,
      6,
      [],
      TOKEN_PROGRAM_ID,
    ),
  );
  await sendAndConfirmTransaction(connection, give, [from], { commitment: 'confirmed' });
}

/** A token account's balance through getTokenAccountBalance (0 when the account does not exist). */
export async function tokenAmount(connection: Connection, account: PublicKey): Promise<bigint> {
  if (!(await connection.getAccountInfo(account))) return 0n;
  return BigInt((await connection.getTokenAccountBalance(account)).value.amount);
}

/**
 * A create request the service accepts, by `creator` (also the host platform): a Mutable basket
 * of USDC and wSOL, no fees, the usual rebalancing. `fields` replaces any field.
 */
export function createRequest(
  creator: string,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    symbol: 'TEST',
    name: 'Test basket',
    uri: '',
    hostPlatform: creator,
    hostPlatformFees: 0,
    creator,
    depositFee: 0,
    type: 1,
    rebalanceInterval: 3600,
    rebalanceThreshold: 300,
    slippage: 100,
    lpOffsetThreshold: 0,
    disableRebalance: 0,
    disableLp: 1,
    composition: [
      { token: TEST_USDC, weight: 50 },
      { token: TEST_WSOL, weight: 50 },
    ],
    ...fields,
  };
}
