// A hostile (or broken) Basket API, for the intent check's specs (docs/security.md): the page's POSTs
// of one command reach the sandbox's real service, and its honest answer comes back changed in one
// way — its request swapped for another, its transactions given one more instruction, a blockhash
// the network never made. Only the answer is touched; the chain, the wallet and the app are real.
import type { Page } from '@playwright/test';
import { Keypair, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { TX_FIELDS } from '../../src/api/responseSchemas';
import type { Command } from './direct';

/** One answer's hostility: what it does to the request and to each transaction. */
export interface Hostility {
  /** The request the service is asked instead (an answer to another request). */
  request?(body: Record<string, unknown>): Record<string, unknown>;
  /** Each transaction's instructions, changed (`field`: the answer's field it is in). */
  instructions?(instructions: TransactionInstruction[], field: string): TransactionInstruction[];
  /** Its transactions carry a blockhash the network never made: they can never land. */
  deadBlockhash?: boolean;
}

function changed(base64: string, field: string, h: Hostility): string {
  const tx = VersionedTransaction.deserialize(Buffer.from(base64, 'base64'));
  const message = TransactionMessage.decompile(tx.message);
  const instructions = h.instructions?.(message.instructions, field) ?? message.instructions;
  const recentBlockhash = h.deadBlockhash ? Keypair.generate().publicKey.toBase58() : message.recentBlockhash;
  const rebuilt = new TransactionMessage({ payerKey: message.payerKey, recentBlockhash, instructions });
  return Buffer.from(new VersionedTransaction(rebuilt.compileToLegacyMessage()).serialize()).toString('base64');
}

/**
 * From now on the page's `command` POSTs are answered with the service's own answer changed by
 * `answers[n]` (the n-th POST; the last one for every later POST). Resolves with a count of them.
 */
export async function hostileApi(
  page: Page,
  apiUrl: string,
  command: Command,
  answers: readonly Hostility[],
): Promise<{ posts(): number }> {
  let posts = 0;
  await page.route(`${apiUrl}/baskets/${command}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const h = answers[Math.min(posts, answers.length - 1)] ?? {};
    posts += 1;
    const asked = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    const response = await route.fetch({ postData: JSON.stringify(h.request?.(asked) ?? asked) });
    const answer = (await response.json()) as Record<string, unknown>;
    if (answer.success === true) {
      for (const field of TX_FIELDS[command]) {
        const value = answer[field];
        if (typeof value === 'string') answer[field] = changed(value, field, h);
        if (Array.isArray(value)) answer[field] = value.map((v) => changed(String(v), field, h));
      }
    }
    await route.fulfill({ response, json: answer });
  });
  return { posts: () => posts };
}
