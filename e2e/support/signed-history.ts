// What a wallet signed, read from the chain as any client reads it (getSignaturesForAddress, then
// each transaction's signers and fee), and the check that Activity and its CSV hold each of those
// transactions with its fee (docs/history.md, "Activity").
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PublicKey } from '@solana/web3.js';
import { formatBaseUnits } from '../../src/solana/amounts';
import { expect } from '../fixtures';
import { connection } from './chain';

export interface SignedTransaction {
  readonly signature: string;
  /** Lamports, from the transaction's meta. */
  readonly fee: number;
}

/** Every transaction of `wallet`'s address that `wallet` signed, newest first. */
export async function signedTransactions(rpcUrl: string, wallet: string): Promise<SignedTransaction[]> {
  const chain = connection(rpcUrl);
  const key = new PublicKey(wallet);
  const infos = await chain.getSignaturesForAddress(key, { limit: 1000 }, 'confirmed');
  const signed: SignedTransaction[] = [];
  for (const info of infos) {
    const tx = await chain.getTransaction(info.signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    if (!tx?.meta) throw new Error(`the node does not serve ${info.signature}`);
    const { message } = tx.transaction;
    const signers = message.staticAccountKeys.slice(0, message.header.numRequiredSignatures);
    if (signers.some((s) => s.equals(key))) signed.push({ signature: info.signature, fee: tx.meta.fee });
  }
  return signed;
}

/** RFC 4180 lines: quoted cells may hold commas and doubled quotes. */
export function csvRows(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      for (const match of line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)) {
        const cell = match[1] ?? '';
        cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
        if (match[3] === '') break;
      }
      return cells;
    });
}

/** Presses Activity's "Download CSV" and reads the file. */
export async function downloadHistoryCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  return csvRows(readFileSync(await (await download).path(), 'utf8'));
}

/**
 * Activity (open, its history read) links each signed transaction to the explorer, and its CSV
 * has a line for each with the fee the chain charged; returns the CSV's rows.
 */
export async function expectEverySignedTransaction(page: Page, signed: readonly SignedTransaction[]): Promise<string[][]> {
  expect(signed.length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Basket history of this wallet' });
  for (const { signature } of signed) {
    await expect(table.getByRole('link', { name: new RegExp(`^Transaction ${signature} `) }), signature).toHaveCount(1);
  }
  const [header = [], ...lines] = await downloadHistoryCsv(page);
  const feeAt = header.indexOf('Network fee (SOL)');
  const signatureAt = header.indexOf('Signature');
  for (const { signature, fee } of signed) {
    const line = lines.find((cells) => cells[signatureAt] === signature);
    expect(line, `the CSV's line of ${signature}`).toBeDefined();
    expect(line?.[feeAt], `the fee of ${signature}`).toBe(formatBaseUnits(BigInt(fee), 9));
  }
  return [header, ...lines];
}
