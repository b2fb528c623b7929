// getTransaction, getSignaturesForAddress, statuses and fees, read through web3.js and @solana/kit.
import { address, createSolanaRpc, signature as kitSignature } from '@solana/kit';
import { createMint, getOrCreateAssociatedTokenAccount, mintTo } from '@solana/spl-token';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  PublicKey,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { chainForFile } from './test-chain';

const MEMO = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');
const payer = Keypair.generate();
const t = chainForFile({ airdrop: { to: payer.publicKey, sol: 50 } });

describe('transaction history', () => {
  it('getTransaction returns meta with balances, fee, logs, and json or base64 encodings', async () => {
    const to = Keypair.generate().publicKey;
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 2_000_000 }),
      new TransactionInstruction({ programId: MEMO, keys: [], data: Buffer.from('hello basket') }),
    );
    const sig = await t.connection.sendTransaction(tx, [payer]);
    const got = await t.connection.getTransaction(sig, { maxSupportedTransactionVersion: 0 });
    expect(got?.version).toBe('legacy');
    expect(got?.meta?.err).toBeNull();
    expect(got?.meta?.fee).toBe(5000);
    expect(got?.meta?.preBalances[1]).toBe(0);
    expect(got?.meta?.postBalances[1]).toBe(2_000_000);
    expect(got?.meta?.postBalances[0]).toBe(got!.meta!.preBalances[0]! - 2_000_000 - 5000);
    expect(got?.meta?.logMessages?.some((l) => l.includes('Memo'))).toBe(true);
    expect(got?.transaction.signatures[0]).toBe(sig);
    expect(got?.blockTime).toBeGreaterThan(1_700_000_000);

    const parsed = await t.connection.getParsedTransaction(sig, {
      maxSupportedTransactionVersion: 0,
    });
    expect(parsed?.transaction.message.accountKeys[0]?.pubkey.equals(payer.publicKey)).toBe(true);
    const [transferIx, memoIx] = parsed!.transaction.message.instructions;
    expect(transferIx).toMatchObject({
      program: 'system',
      parsed: {
        type: 'transfer',
        info: {
          source: payer.publicKey.toBase58(),
          destination: to.toBase58(),
          lamports: 2_000_000,
        },
      },
    });
    expect(memoIx).toMatchObject({ program: 'spl-memo', parsed: 'hello basket' });

    const res = await fetch(t.rpc.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTransaction',
        params: [sig, { encoding: 'base64' }],
      }),
    });
    const body = (await res.json()) as {
      result: { transaction: [string, string]; version?: unknown };
    };
    expect(body.result.transaction[1]).toBe('base64');
    expect(
      VersionedTransaction.deserialize(Buffer.from(body.result.transaction[0], 'base64'))
        .signatures,
    ).toHaveLength(1);
    expect(body.result.version).toBeUndefined();

    const sigs = await t.connection.getSignaturesForAddress(to);
    expect(sigs).toHaveLength(1);
    expect(sigs[0]).toMatchObject({
      signature: sig,
      err: null,
      memo: '[12] hello basket',
      confirmationStatus: 'confirmed',
    });
  });

  it('a v0 transaction needs maxSupportedTransactionVersion, as on a node', async () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: t.chain.latestBlockhash().blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      ],
    }).compileToV0Message();
    const vtx = new VersionedTransaction(message);
    vtx.sign([payer]);
    const sig = await t.connection.sendTransaction(vtx);
    const err = await t.connection.getTransaction(sig, {} as never).catch((e: Error) => e);
    expect(String(err)).toContain('Transaction version (0) is not supported');
    const ok = await t.connection.getTransaction(sig, { maxSupportedTransactionVersion: 0 });
    expect(ok?.version).toBe(0);
  });

  it('lists signatures for an address newest first, with before/limit paging', async () => {
    const who = Keypair.generate();
    const sigs: string[] = [];
    for (let i = 0; i < 3; i++)
      sigs.push(t.chain.airdrop(who.publicKey, LAMPORTS_PER_SOL).signature);
    const all = await t.connection.getSignaturesForAddress(who.publicKey);
    expect(all.map((s) => s.signature)).toEqual([...sigs].reverse());
    const page = await t.connection.getSignaturesForAddress(who.publicKey, {
      before: sigs[2],
      limit: 1,
    });
    expect(page.map((s) => s.signature)).toEqual([sigs[1]]);
  });

  it('token balances appear in meta, and getFeeForMessage prices a message', async () => {
    const mint = await createMint(t.connection, payer, payer.publicKey, null, 6);
    const ata = await getOrCreateAssociatedTokenAccount(t.connection, payer, mint, payer.publicKey);
    const sig = await mintTo(t.connection, payer, mint, ata.address, payer, 7_000_000);
    const got = await t.connection.getTransaction(sig, { maxSupportedTransactionVersion: 0 });
    expect(got?.meta?.preTokenBalances?.[0]?.uiTokenAmount.amount).toBe('0');
    const parsedMint = await t.connection.getParsedTransaction(sig, {
      maxSupportedTransactionVersion: 0,
    });
    expect(parsedMint?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'mintTo',
        info: { account: ata.address.toBase58(), amount: '7000000', mint: mint.toBase58() },
      },
    });
    expect(got?.meta?.postTokenBalances?.[0]).toMatchObject({
      mint: mint.toBase58(),
      owner: payer.publicKey.toBase58(),
      uiTokenAmount: { amount: '7000000', decimals: 6, uiAmountString: '7' },
    });
    const msg = new Transaction({ feePayer: payer.publicKey, ...t.chain.latestBlockhash() })
      .add(
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: payer.publicKey,
          lamports: 1,
        }),
      )
      .compileMessage();
    expect((await t.connection.getFeeForMessage(msg)).value).toBe(5000);
  });

  it('@solana/kit reads the same balances and statuses as web3.js', async () => {
    const kit = createSolanaRpc(t.rpc.rpcUrl);
    const who = Keypair.generate();
    const { signature } = t.chain.airdrop(who.publicKey, 3 * LAMPORTS_PER_SOL);
    const mint = await createMint(t.connection, payer, payer.publicKey, null, 9);
    const ata = await getOrCreateAssociatedTokenAccount(t.connection, payer, mint, who.publicKey);
    await mintTo(t.connection, payer, mint, ata.address, payer, 1_250_000_000);

    const kitSol = await kit.getBalance(address(who.publicKey.toBase58())).send();
    expect(kitSol.value).toBe(BigInt(await t.connection.getBalance(who.publicKey)));
    const kitToken = await kit.getTokenAccountBalance(address(ata.address.toBase58())).send();
    const w3Token = await t.connection.getTokenAccountBalance(ata.address);
    expect(kitToken.value.amount).toBe(w3Token.value.amount);
    expect(kitToken.value.uiAmountString).toBe('1.25');
    const kitStatus = await kit.getSignatureStatuses([kitSignature(signature)]).send();
    expect(kitStatus.value[0]?.confirmationStatus).toBe('confirmed');
    const kitAccount = await kit
      .getAccountInfo(address(ata.address.toBase58()), { encoding: 'jsonParsed' })
      .send();
    expect(kitAccount.value?.owner).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    const { value: latest } = await kit.getLatestBlockhash().send();
    expect((await kit.isBlockhashValid(latest.blockhash).send()).value).toBe(true);
  });
});
