// Many sends in a row and in parallel: every one lands exactly once, balances add up.
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { chainForFile } from './test-chain';

const payer = Keypair.generate();
const t = chainForFile({ airdrop: { to: payer.publicKey, sol: 100 } });

function transfer(to: Keypair, lamports: number): Buffer {
  const tx = new Transaction({ feePayer: payer.publicKey, ...t.chain.latestBlockhash() }).add(
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to.publicKey, lamports }),
  );
  tx.sign(payer);
  return tx.serialize();
}

// Generous limits: the machine may be busy; these tests are about correctness, not speed.
const SLOW = 180_000;

describe('under load', () => {
  it(
    'lands 300 sequential sends over HTTP, each confirmed',
    async () => {
      const to = Keypair.generate();
      const before = await t.connection.getBalance(payer.publicKey);
      const n = 300;
      const sigs: string[] = [];
      for (let i = 0; i < n; i++) {
        // Distinct amounts keep the transactions distinct within one blockhash.
        sigs.push(await t.connection.sendRawTransaction(transfer(to, 1_000_000 + i)));
      }
      // Each landed when its send returned; "confirmed" follows with the next slot, which a busy
      // machine may delay (wait for it), and the first ones may be finalized by then.
      const statusesOf = async () => {
        const statuses = [];
        for (let i = 0; i < n; i += 256) {
          statuses.push(...(await t.connection.getSignatureStatuses(sigs.slice(i, i + 256))).value);
        }
        return statuses;
      };
      expect((await statusesOf()).every((s) => s?.err === null)).toBe(true);
      await expect
        .poll(
          async () =>
            (await statusesOf()).filter(
              (s) => s?.confirmationStatus !== 'confirmed' && s?.confirmationStatus !== 'finalized',
            ).length,
          { timeout: SLOW / 2 },
        )
        .toBe(0);
      const sent = n * 1_000_000 + (n * (n - 1)) / 2;
      expect(await t.connection.getBalance(to.publicKey)).toBe(sent);
      expect(await t.connection.getBalance(payer.publicKey)).toBe(before - sent - n * 5000);
    },
    SLOW,
  );

  it(
    'lands 64 sends with 16 in flight, confirming each with confirmTransaction',
    async () => {
      const to = Keypair.generate();
      const latest = t.chain.latestBlockhash();
      let next = 0;
      const worker = async () => {
        while (next < 64) {
          const i = next++;
          const sig = await t.connection.sendRawTransaction(transfer(to, 2_000_000 + i));
          const res = await t.connection.confirmTransaction(
            { signature: sig, ...latest },
            'confirmed',
          );
          expect(res.value.err).toBeNull();
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
      expect(await t.connection.getBalance(to.publicKey)).toBe(64 * 2_000_000 + (64 * 63) / 2);
    },
    SLOW,
  );
});
