// Shared steps of the create, edit and metadata specs: set up baskets through the Basket API with
// the test's key (for specs about a later step), fill the create form like a person, and read
// results from the sandbox (its chain through web3.js, its index through GET /sandbox/...).
import { expect, type Page } from '@playwright/test';
import { Connection, PublicKey, VersionedTransaction, type Keypair } from '@solana/web3.js';
import { DEFAULT_SETTINGS } from '../src/flow/testing/definitions';
import { metadataAddress } from '../src/solana/basketsProgram/addresses';
import { decodeMetaplexMetadata, type MetaplexMetadata } from '../sandbox/program/metaplex';
import { sendUntilConfirmed } from './direct-send';

export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const WSOL = 'So11111111111111111111111111111111111111112';
export const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

export interface Urls {
  apiUrl: string;
  rpcUrl: string;
}

export interface IndexedBasket {
  address: string;
  mint: string;
  creator: string;
  status: string;
  name: string | null;
  symbol: string | null;
  uri: string | null;
  type: 0 | 1 | 2 | null;
  settings: Record<string, number | string> | null;
  composition: { token: string; weight: number }[];
  holdings: { mint: string; vault: string; amount: number }[];
}

export async function indexedBasket(apiUrl: string, address: string): Promise<IndexedBasket> {
  const response = await fetch(`${apiUrl}/sandbox/baskets/${address}`);
  const body = (await response.json()) as { basket?: IndexedBasket };
  if (!response.ok || !body.basket)
    throw new Error(`no basket ${address}: ${JSON.stringify(body)}`);
  return body.basket;
}

export async function indexedBaskets(apiUrl: string): Promise<IndexedBasket[]> {
  const response = await fetch(`${apiUrl}/sandbox/baskets`);
  return ((await response.json()) as { baskets: IndexedBasket[] }).baskets;
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

/**
 * Test set-up outside the page: POSTs a command for `signer`, signs each returned transaction in
 * order with the test's key and waits for each to confirm (the app's path, without its screens).
 */
export async function runDirectly(
  urls: Urls,
  signer: Keypair,
  command: 'create' | 'deposit' | 'withdraw',
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
  const fields =
    command === 'create'
      ? ['createTransaction', 'compositionTransaction', 'restructureTransaction']
      : ['transaction'];
  const connection = new Connection(urls.rpcUrl, 'confirmed');
  for (const field of fields) {
    const tx = VersionedTransaction.deserialize(Buffer.from(json[field] as string, 'base64'));
    tx.sign([signer]);
    await sendUntilConfirmed(connection, tx.serialize(), tx.message.recentBlockhash);
  }
  return json;
}

/** Creates a basket through the API with the test's key; waits until the sandbox indexed it active. */
export async function createBasketDirectly(
  urls: Urls,
  signer: Keypair,
  overrides: Record<string, unknown> = {},
): Promise<IndexedBasket> {
  const creator = signer.publicKey.toBase58();
  await runDirectly(urls, signer, 'create', createRequest(creator, overrides));
  let found: IndexedBasket | undefined;
  await expect
    .poll(async () => {
      found = (await indexedBaskets(urls.apiUrl)).find(
        (b) => b.creator === creator && b.symbol === (overrides.symbol ?? 'SETUP'),
      );
      return found?.status;
    })
    .toBe('active');
  return found!;
}

export function connection(rpcUrl: string): Connection {
  return new Connection(rpcUrl, 'confirmed');
}

export async function accountOwner(rpcUrl: string, address: string): Promise<string | null> {
  const info = await connection(rpcUrl).getAccountInfo(new PublicKey(address), 'confirmed');
  return info ? info.owner.toBase58() : null;
}

/**
 * The basket token's Metaplex metadata account (name, symbol, uri, update authority), as wallets
 * and explorers read it; null when the mint has none.
 */
export async function basketTokenMetadata(
  rpcUrl: string,
  mint: string,
): Promise<MetaplexMetadata | null> {
  const account = metadataAddress(new PublicKey(mint));
  const info = await connection(rpcUrl).getAccountInfo(account, 'confirmed');
  return info ? decodeMetaplexMetadata(info.data) : null;
}

/** Adds composition row `n` and waits until it is there. */
export async function addCompositionRow(page: Page, n: number): Promise<void> {
  await page.getByRole('button', { name: 'Add token' }).click();
  await expect(page.getByRole('combobox', { name: `Token ${n}`, exact: true })).toBeVisible();
}

/** Searches composition row `n`'s token box for `symbol`, picks that token and sets its weight. */
export async function setCompositionRow(
  page: Page,
  n: number,
  symbol: string,
  weight: string,
): Promise<void> {
  const token = page.getByRole('combobox', { name: `Token ${n}`, exact: true });
  // A row that already holds the token (an edit's prefilled composition) keeps it: typing the same
  // symbol again changes nothing, so the box offers no list.
  if ((await token.inputValue()) !== symbol) {
    await token.fill(symbol);
    await page
      .getByRole('listbox', { name: `Token ${n}: matching tokens` })
      .getByRole('option', { name: new RegExp(`^${symbol} `) })
      .first()
      .click();
  }
  await expect(token).toHaveValue(symbol);
  const box = page.getByRole('textbox', { name: `Weight ${n} (%)` });
  await box.fill(weight);
}

/** The review is on screen: approve it (the wallet then signs each step). */
export async function confirmReview(page: Page): Promise<void> {
  const confirm = page.getByRole('button', { name: 'Confirm and sign' });
  await expect(confirm).toBeVisible({ timeout: 20_000 });
  await confirm.click();
}

/** The timeline's step `label` (its visible state words are in its text). */
export function timelineStep(page: Page, label: string) {
  return page.getByRole('listitem').filter({ hasText: new RegExp(`Step \\d+ of \\d+: ${label}`) });
}
