// Set-up outside the page, for specs about a later step: a Basket API command POSTed for a key the
// test holds, each returned transaction signed with it and sent in order, each confirmed before the
// next — the app's path without its screens. Sends go out as a wallet with its own node sends them
// on a real network (docs/real-service.md, "A real network"): a send may never be forwarded, so
// the same bytes go out again every ~2 s until they land or their blockhash expires; a preflight
// refused right after an earlier transaction confirmed may be a replica a slot or two behind, so it
// is tried again for a while before it counts. On the instant profile the first send lands.
import { expect } from '@playwright/test';
import { Connection, SendTransactionError, VersionedTransaction, type Keypair, type TransactionError } from '@solana/web3.js';
import { TX_FIELDS } from '../../src/api/schemas';
import { DEFAULT_SETTINGS } from '../../src/flow/testing/definitions';
import { chainBalance, USDC, WSOL } from './chain';
import { indexedBaskets, waitForClaimable, type IndexedBasket } from './sandbox-index';

export interface SandboxUrls {
  apiUrl: string;
  rpcUrl: string;
}

export type Command = keyof typeof TX_FIELDS;

/**
 * POSTs `command` for `signer`, signs each returned transaction in order with the test's key and
 * waits for each to confirm; returns the service's answer. A transaction field the service left
 * out (claim's account creation when nothing is missing) is skipped, as the app skips it.
 */
export async function runDirectly(
  urls: SandboxUrls,
  signer: Keypair,
  command: Command,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${urls.apiUrl}/baskets/${command}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok || json.success !== true) {
    throw new Error(`${command} refused: ${JSON.stringify(json)}`);
  }
  const connection = new Connection(urls.rpcUrl, 'confirmed');
  for (const field of TX_FIELDS[command]) {
    const encoded = json[field];
    if (typeof encoded !== 'string' || encoded === '') continue;
    const tx = VersionedTransaction.deserialize(Buffer.from(encoded, 'base64'));
    tx.sign([signer]);
    await sendUntilConfirmed(connection, tx.serialize(), tx.message.recentBlockhash);
  }
  return json;
}

/**
 * A create request for `creator`, with the spec's sample settings unless overridden. The name
 * follows the symbol: the service refuses a name another basket already has, and one worker's
 * sandbox serves every spec.
 */
export function createRequest(creator: string, overrides: Record<string, unknown> = {}) {
  const symbol = typeof overrides.symbol === 'string' ? overrides.symbol : 'SETUP';
  return {
    symbol,
    name: `Set-up basket ${symbol}`,
    uri: '',
    hostPlatform: '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG',
    hostPlatformFees: 10,
    hostPlatformFee: 10,
    creator,
    type: 1,
    ...DEFAULT_SETTINGS,
    composition: [
      { token: USDC, weight: 50 },
      { token: WSOL, weight: 50 },
    ],
    ...overrides,
  };
}

/** Creates a basket through the API with `signer`'s key; waits until the sandbox indexed it active. */
export async function createBasketDirectly(
  urls: SandboxUrls,
  signer: Keypair,
  overrides: Record<string, unknown> = {},
): Promise<IndexedBasket> {
  const creator = signer.publicKey.toBase58();
  const request = createRequest(creator, overrides);
  await runDirectly(urls, signer, 'create', request);
  let found: IndexedBasket | undefined;
  await expect
    .poll(async () => {
      found = (await indexedBaskets(urls.apiUrl, creator)).find((b) => b.symbol === request.symbol);
      return found?.status;
    })
    .toBe('active');
  if (!found) throw new Error(`basket ${request.symbol} vanished`);
  return found;
}

/**
 * Deposits `amount` USDC through the API with `signer`'s key and waits for the automation's mint;
 * returns the basket tokens held then (base units).
 */
export async function depositDirectly(
  urls: SandboxUrls,
  signer: Keypair,
  basket: { address: string; mint: string },
  amount: number,
): Promise<bigint> {
  const user = signer.publicKey.toBase58();
  const before = await chainBalance(urls.rpcUrl, user, basket.mint).catch(() => 0n);
  await runDirectly(urls, signer, 'deposit', { user, basket: basket.address, amount });
  let after = before;
  await expect
    .poll(
      async () => {
        after = await chainBalance(urls.rpcUrl, user, basket.mint);
        return after > before;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return after;
}

/** Withdraws `amount` basket tokens through the API; waits until the withdrawal is claimable. */
export async function withdrawDirectly(urls: SandboxUrls, signer: Keypair, basket: { address: string }, amount: number) {
  const user = signer.publicKey.toBase58();
  const answer = await runDirectly(urls, signer, 'withdraw', {
    user,
    basket: basket.address,
    amount,
  });
  const account = answer.withdrawAccount;
  if (typeof account !== 'string') throw new Error(`no withdraw account: ${JSON.stringify(answer)}`);
  return waitForClaimable(urls.apiUrl, user, account);
}

const POLL_MS = 400;
const REBROADCAST_MS = 2_000;
/** How long a refused preflight is retried (the app's engine allows a lagging replica 30 s). */
const PREFLIGHT_RETRY_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends signed bytes and resolves with their signature once confirmed; throws when it failed. */
export async function sendUntilConfirmed(connection: Connection, raw: Uint8Array, blockhash: string): Promise<string> {
  const signature = await sendPastLaggingPreflight(connection, raw);
  let lastSent = Date.now();
  for (;;) {
    const { value } = await connection.getSignatureStatuses([signature], {
      searchTransactionHistory: true,
    });
    const status = value[0];
    if (status?.err) throw new Error(`${signature} failed on chain: ${errorText(status.err)}`);
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return signature;
    }
    if (!status && !(await connection.isBlockhashValid(blockhash)).value) {
      const late = (await connection.getSignatureStatuses([signature])).value[0];
      if (!late) throw new Error(`${signature} expired before it landed`);
    }
    if (!status && Date.now() - lastSent >= REBROADCAST_MS) {
      lastSent = Date.now();
      await connection.sendRawTransaction(raw, { skipPreflight: true });
    }
    await sleep(POLL_MS);
  }
}

async function sendPastLaggingPreflight(connection: Connection, raw: Uint8Array): Promise<string> {
  const started = Date.now();
  for (;;) {
    try {
      return await connection.sendRawTransaction(raw, { preflightCommitment: 'confirmed' });
    } catch (error) {
      const preflight = error instanceof SendTransactionError;
      if (!preflight || Date.now() - started > PREFLIGHT_RETRY_MS) throw error;
      await sleep(REBROADCAST_MS);
    }
  }
}

function errorText(err: TransactionError | string): string {
  return typeof err === 'string' ? err : JSON.stringify(err);
}
