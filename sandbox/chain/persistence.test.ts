// The ledger survives a restart (replayed from the journal); reset starts fresh.
import { Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { createMint, getOrCreateAssociatedTokenAccount, mintTo } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import bs58 from 'bs58';
import { isSandboxGenesisHash } from '../../src/solana/sandboxGenesis';
import { Chain, type TransactionEvent } from './chain';
import { upgradedGenesisHash } from './genesis-hash';
import { JOURNAL_FILE } from './journal';
import { inTempDataDir, startTestChain, withTempChain } from './test-chain';

describe('ledger persistence', () => {
  it('a restart keeps balances, token balances, statuses and history; onTransaction replays them', async () => {
    await inTempDataDir(async (dataDir) => {
      const first = await startTestChain({ dataDir });
      const payer = Keypair.generate();
      const airdrop = first.chain.airdrop(payer.publicKey, 5 * LAMPORTS_PER_SOL).signature;
      const mint = await createMint(first.connection, payer, payer.publicKey, null, 6);
      const ata = await getOrCreateAssociatedTokenAccount(
        first.connection,
        payer,
        mint,
        payer.publicKey,
      );
      await mintTo(first.connection, payer, mint, ata.address, payer, 42_000_000);
      // A transaction signed before the restart, sent after it: its blockhash must still be valid.
      const pending = new Transaction({
        feePayer: payer.publicKey,
        ...first.chain.latestBlockhash(),
      }).add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      );
      pending.sign(payer);
      const balance = await first.connection.getBalance(payer.publicKey);
      const slot = first.chain.slot();
      const count = first.chain.transactionCount();
      await first.stop();

      const second = await startTestChain({ dataDir });
      expect(await second.connection.getBalance(payer.publicKey)).toBe(balance);
      expect(
        (await second.connection.getTokenAccountBalance(ata.address)).value.uiAmountString,
      ).toBe('42');
      expect(second.chain.slot()).toBeGreaterThan(slot);
      expect(second.chain.transactionCount()).toBe(count);
      const status = await second.connection.getSignatureStatus(airdrop, {
        searchTransactionHistory: true,
      });
      expect(status.value?.err).toBeNull();
      const events: TransactionEvent[] = [];
      second.chain.onTransaction((e) => events.push(e));
      expect(events).toHaveLength(count);
      expect(events.every((e) => e.replayed)).toBe(true);
      expect(events[0]?.signature).toBe(airdrop);
      await second.connection.sendRawTransaction(pending.serialize());
      expect(events.at(-1)).toMatchObject({ replayed: false, err: null });
      await second.stop();
    });
  });

  it('reset starts from an empty ledger', async () => {
    await inTempDataDir(async (dataDir) => {
      const first = await Chain.open({ dataDir });
      const who = Keypair.generate();
      first.airdrop(who.publicKey, LAMPORTS_PER_SOL);
      const genesis = first.genesisHash();
      first.close();
      const again = await Chain.open({ dataDir });
      expect(again.getBalance(who.publicKey)).toBe(LAMPORTS_PER_SOL);
      expect(again.genesisHash()).toBe(genesis);
      again.close();
      const fresh = await Chain.open({ dataDir, reset: true });
      expect(fresh.getBalance(who.publicKey)).toBe(0);
      expect(fresh.transactionCount()).toBe(0);
      expect(fresh.genesisHash()).not.toBe(genesis);
      fresh.close();
    });
  });

  it('a new ledger’s genesis hash carries the sandbox’s marker; one written before it is upgraded, the same at every start', async () => {
    await inTempDataDir(async (dataDir) => {
      const made = await Chain.open({ dataDir });
      expect(isSandboxGenesisHash(made.genesisHash())).toBe(true);
      made.close();
      expect(
        JSON.parse(readFileSync(join(dataDir, JOURNAL_FILE), 'utf8').split('\n')[0] ?? ''),
      ).toMatchObject({ t: 'genesis', v: 2, genesisHash: made.genesisHash() });
    });
    await inTempDataDir(async (dataDir) => {
      // A ledger of before: its genesis entry has 32 random bytes (v 1), its transactions follow.
      const who = Keypair.generate();
      const first = await Chain.open({ dataDir });
      first.airdrop(who.publicKey, LAMPORTS_PER_SOL);
      first.close();
      const path = join(dataDir, JOURNAL_FILE);
      const [genesisLine = '', ...rest] = readFileSync(path, 'utf8').split('\n');
      const old = bs58.encode(Keypair.generate().publicKey.toBytes());
      writeFileSync(
        path,
        [JSON.stringify({ ...JSON.parse(genesisLine), v: 1, genesisHash: old }), ...rest].join(
          '\n',
        ),
      );

      const upgraded = await Chain.open({ dataDir });
      const hash = upgraded.genesisHash();
      expect(isSandboxGenesisHash(hash)).toBe(true);
      expect(upgraded.getBalance(who.publicKey)).toBe(LAMPORTS_PER_SOL);
      upgraded.close();
      const again = await Chain.open({ dataDir });
      expect(again.genesisHash()).toBe(hash);
      again.close();
      // Another old ledger becomes another sandbox.
      expect(upgradedGenesisHash(bs58.encode(Keypair.generate().publicKey.toBytes()))).not.toBe(
        hash,
      );
    });
  });

  it('setAccount is journaled and replayed', async () => {
    await inTempDataDir(async (dataDir) => {
      const first = await Chain.open({ dataDir });
      const where = Keypair.generate().publicKey;
      const owner = Keypair.generate().publicKey;
      first.setAccount(where, { lamports: 1_000_000, owner, data: new Uint8Array([1, 2, 3]) });
      first.close();
      const again = await Chain.open({ dataDir });
      const acc = again.getAccount(where);
      expect(acc?.lamports).toBe(1_000_000);
      expect(acc?.owner.equals(owner)).toBe(true);
      expect([...acc!.data]).toEqual([1, 2, 3]);
      again.close();
    });
  });

  it('refuses a second chain on a data folder in use', async () => {
    await withTempChain(async (_first, dataDir) => {
      // Another process holds it: simulate by writing a live foreign pid (the test runner's parent).
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${dataDir}/LOCK`, String(process.ppid));
      await expect(Chain.open({ dataDir })).rejects.toThrow(/in use by process/);
    });
  });
});

describe('transaction events', () => {
  it('reach every listener in ledger order, even when a listener sends a transaction', async () => {
    await withTempChain(async (chain) => {
      const target = Keypair.generate().publicKey;
      const first: string[] = [];
      const second: string[] = [];
      let reacted = false;
      chain.onTransaction((e) => {
        first.push(e.signature);
        if (!reacted) {
          reacted = true; // like the keeper: react to a transaction with another one
          chain.airdrop(target, 2 * LAMPORTS_PER_SOL);
        }
      });
      chain.onTransaction((e) => second.push(e.signature));
      const { signature } = chain.airdrop(target, LAMPORTS_PER_SOL);
      expect(first).toHaveLength(2);
      expect(first[0]).toBe(signature);
      expect(second).toEqual(first);
      expect(chain.getSignaturesForAddress(target).map((r) => r.signature)).toEqual(
        [...first].reverse(),
      );
    });
  });
});

describe('transaction history on subscription', () => {
  it('a listener that sends while catching up sees its history first, then its own transaction', async () => {
    await withTempChain(async (chain) => {
      const who = Keypair.generate().publicKey;
      const earlier = chain.airdrop(who, LAMPORTS_PER_SOL).signature;
      const seen: { signature: string; replayed: boolean }[] = [];
      let sent = '';
      chain.onTransaction((e) => {
        seen.push({ signature: e.signature, replayed: e.replayed });
        if (!sent) sent = chain.airdrop(who, 2 * LAMPORTS_PER_SOL).signature;
      });
      expect(seen).toEqual([
        { signature: earlier, replayed: true },
        { signature: sent, replayed: false },
      ]);
    });
  });
});
