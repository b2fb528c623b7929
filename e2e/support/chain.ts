// What the sandbox's chain holds, read the way any client reads it (web3.js against its JSON-RPC,
// at 'confirmed'): token balances, accounts and their owners, a mint's Metaplex metadata, and
// what landed for a wallet.
import { expect } from '@playwright/test';
import { Connection, PublicKey } from '@solana/web3.js';
import { metadataAddress } from '../../src/solana/basketsProgram/addresses';
import { decodeMetaplexMetadata, type MetaplexMetadata } from '../../sandbox/program/metaplex';
import type { TestWallet } from '../fixtures/test-wallet';

export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const WSOL = 'So11111111111111111111111111111111111111112';
export const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

export function connection(rpcUrl: string): Connection {
  return new Connection(rpcUrl, 'confirmed');
}

/** The owner's balance of `mint` (base units) across its token accounts. */
export async function chainBalance(rpcUrl: string, owner: string, mint: string): Promise<bigint> {
  const { value } = await connection(rpcUrl).getParsedTokenAccountsByOwner(new PublicKey(owner), {
    mint: new PublicKey(mint),
  });
  return value.reduce(
    (sum, { account }) => sum + BigInt((account.data.parsed as { info: { tokenAmount: { amount: string } } }).info.tokenAmount.amount),
    0n,
  );
}

/** The owner's balance of each of `mints` (base units). */
export async function chainBalances(rpcUrl: string, owner: string, mints: Iterable<string>): Promise<Map<string, bigint>> {
  const found = new Map<string, bigint>();
  for (const mint of mints) found.set(mint, await chainBalance(rpcUrl, owner, mint));
  return found;
}

export async function accountExists(rpcUrl: string, address: string): Promise<boolean> {
  return (await connection(rpcUrl).getAccountInfo(new PublicKey(address), 'confirmed')) !== null;
}

export async function accountOwner(rpcUrl: string, address: string): Promise<string | null> {
  const info = await connection(rpcUrl).getAccountInfo(new PublicKey(address), 'confirmed');
  return info ? info.owner.toBase58() : null;
}

/**
 * The basket token's Metaplex metadata account (name, symbol, uri, update authority), as wallets
 * and explorers read it; null when the mint has none.
 */
export async function basketTokenMetadata(rpcUrl: string, mint: string): Promise<MetaplexMetadata | null> {
  const account = metadataAddress(new PublicKey(mint));
  const info = await connection(rpcUrl).getAccountInfo(account, 'confirmed');
  return info ? decodeMetaplexMetadata(info.data) : null;
}

/**
 * Signatures of the transactions on chain that `wallet` paid for (fee payer), successful or not,
 * newest first. Each signature appears once on chain by construction, so comparing this list with
 * the wallet's signed signatures shows every signed step landed once and nothing else did.
 */
export async function walletPaidSignatures(rpcUrl: string, wallet: string): Promise<string[]> {
  const chain = connection(rpcUrl);
  const key = new PublicKey(wallet);
  const infos = await chain.getSignaturesForAddress(key, { limit: 1000 }, 'confirmed');
  const paid: string[] = [];
  for (const info of infos) {
    const tx = await chain.getTransaction(info.signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    if (tx?.transaction.message.staticAccountKeys[0]?.equals(key)) paid.push(info.signature);
  }
  return paid;
}

/**
 * Each signature on chain: 'landed' (confirmed or finalized, no error), 'failed' (landed with an
 * error), 'processed', or 'absent' (the chain never saw it).
 */
export async function chainStatuses(rpcUrl: string, signatures: string[]): Promise<string[]> {
  const { value } = await connection(rpcUrl).getSignatureStatuses(signatures, {
    searchTransactionHistory: true,
  });
  return value.map((s) => (s === null ? 'absent' : s.err ? 'failed' : s.confirmationStatus === 'processed' ? 'processed' : 'landed'));
}

/** After a flow completed: the wallet's signatures are exactly what the wallet paid on chain. */
export async function expectEachSignatureLandedOnce(rpcUrl: string, wallet: TestWallet, signed: number): Promise<void> {
  expect(wallet.signedSignatures).toHaveLength(signed);
  expect(new Set(wallet.signedSignatures).size).toBe(signed);
  expect(await chainStatuses(rpcUrl, wallet.signedSignatures)).toEqual(wallet.signedSignatures.map(() => 'landed'));
  expect((await walletPaidSignatures(rpcUrl, wallet.address)).sort()).toEqual([...wallet.signedSignatures].sort());
}

/**
 * What `owner` paid on chain since `before` (walletPaidSignatures then), against what it signed:
 * every signed transaction landed, once, and nothing else was paid.
 */
export async function expectPaidExactly(
  rpcUrl: string,
  owner: string,
  before: ReadonlySet<string>,
  signed: readonly string[],
): Promise<void> {
  const paidNow = (await walletPaidSignatures(rpcUrl, owner)).filter((s) => !before.has(s));
  expect(paidNow.sort()).toEqual([...signed].sort());
  expect(await chainStatuses(rpcUrl, [...signed])).toEqual(signed.map(() => 'landed'));
}

/**
 * Waits until `address` has had no new transaction between two reads a few seconds apart: a new
 * sandbox's keeper may still be acting on the demo basket, and the test and the app must read
 * one history.
 */
export async function waitUntilQuiet(rpcUrl: string, address: string): Promise<void> {
  let newest: string | null = null;
  await expect
    .poll(
      async () => {
        const now = await newestSignature(rpcUrl, address);
        const quiet = now === newest;
        newest = now;
        return quiet;
      },
      { intervals: [3_000], timeout: 90_000 },
    )
    .toBe(true);
}

/** The newest signature naming `address` (any commitment the node has), or '' when none. */
export async function newestSignature(rpcUrl: string, address: string): Promise<string> {
  const [newest] = await connection(rpcUrl).getSignaturesForAddress(new PublicKey(address), {
    limit: 1,
  });
  return newest?.signature ?? '';
}
