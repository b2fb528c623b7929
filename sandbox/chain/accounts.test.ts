// Account reads: jsonParsed for Token-2022 mints with metadata, multiple accounts, simulation.
import { TOKEN_2022_PROGRAM_ID, getAssociatedTokenAddressSync } from '@solana/spl-token';
import type { TokenMetadata } from '@solana/spl-token-metadata';
import {
  Keypair,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { chainForFile } from './test-chain';
import { metadataMintTransaction } from './token2022Testing';

const payer = Keypair.generate();
const t = chainForFile({ airdrop: { to: payer.publicKey, sol: 20 } });

describe('account reads', () => {
  it('parses a Token-2022 mint with metadata and its token accounts (jsonParsed)', async () => {
    const mint = Keypair.generate();
    const metadata: TokenMetadata = {
      mint: mint.publicKey,
      name: 'Sandbox Basket',
      symbol: 'SBX',
      uri: 'https://example.invalid/sbx.json',
      additionalMetadata: [],
      updateAuthority: payer.publicKey,
    };
    const ata = getAssociatedTokenAddressSync(
      mint.publicKey,
      payer.publicKey,
      false,
      TOKEN_2022_PROGRAM_ID,
    );
    const tx = await metadataMintTransaction(t.connection, {
      payer: payer.publicKey,
      mint: mint.publicKey,
      holder: payer.publicKey,
      name: metadata.name,
      symbol: metadata.symbol,
      uri: metadata.uri,
    });
    await sendAndConfirmTransaction(t.connection, tx, [payer, mint]);

    const parsed = await t.connection.getParsedAccountInfo(mint.publicKey);
    const data = parsed.value?.data as {
      program: string;
      parsed: { type: string; info: Record<string, unknown> };
    };
    expect(data.program).toBe('spl-token-2022');
    expect(data.parsed.type).toBe('mint');
    expect(data.parsed.info.extensions).toEqual([
      {
        extension: 'metadataPointer',
        state: {
          authority: payer.publicKey.toBase58(),
          metadataAddress: mint.publicKey.toBase58(),
        },
      },
      {
        extension: 'tokenMetadata',
        state: {
          updateAuthority: payer.publicKey.toBase58(),
          mint: mint.publicKey.toBase58(),
          name: 'Sandbox Basket',
          symbol: 'SBX',
          uri: 'https://example.invalid/sbx.json',
          additionalMetadata: [],
        },
      },
    ]);

    const accounts = await t.connection.getParsedTokenAccountsByOwner(payer.publicKey, {
      programId: TOKEN_2022_PROGRAM_ID,
    });
    expect(accounts.value).toHaveLength(1);
    expect(accounts.value[0]!.account.data.parsed.info).toMatchObject({
      mint: mint.publicKey.toBase58(),
      owner: payer.publicKey.toBase58(),
      state: 'initialized',
      extensions: [{ extension: 'immutableOwner' }],
    });

    const many = await t.connection.getMultipleAccountsInfo([
      mint.publicKey,
      Keypair.generate().publicKey,
      ata,
    ]);
    expect(many[0]?.owner.equals(TOKEN_2022_PROGRAM_ID)).toBe(true);
    expect(many[1]).toBeNull();
    expect(many[2]?.data.length).toBeGreaterThan(165);
  });

  it('simulates without landing, with sigVerify off, replaceRecentBlockhash and post-accounts', async () => {
    const to = Keypair.generate().publicKey;
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: 'GfVcyD4kkTrj4bKc7WA9sZCin9JDbdT4Zkd3EittNR1W',
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 3_000_000 }),
      ],
    }).compileToV0Message();
    const unsigned = new VersionedTransaction(message);

    const stale = await t.connection.simulateTransaction(unsigned, { sigVerify: false });
    expect(stale.value.err).toBe('BlockhashNotFound');

    const sim = await t.connection.simulateTransaction(unsigned, {
      replaceRecentBlockhash: true,
      accounts: { addresses: [to.toBase58()], encoding: 'base64' },
    });
    expect(sim.value.err).toBeNull();
    expect(sim.value.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(sim.value.accounts?.[0]?.lamports).toBe(3_000_000);
    expect(sim.value.unitsConsumed).toBeGreaterThan(0);
    expect(await t.connection.getBalance(to)).toBe(0);
  });

  it('reports rent, epoch, version and genesis like a node', async () => {
    expect(await t.connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
    const epoch = await t.connection.getEpochInfo();
    expect(epoch.absoluteSlot).toBe(epoch.blockHeight);
    expect((await t.connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await t.connection.getGenesisHash()).toBe(t.chain.genesisHash());
    const slot = await t.connection.getSlot();
    expect(await t.connection.getBlockTime(slot)).toBeGreaterThan(1_700_000_000);
    expect(await t.connection.getRecentPrioritizationFees()).toEqual([]);
  });
});
