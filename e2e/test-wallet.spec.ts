// The test wallet itself, driven through the Wallet Standard protocol as any app would: these tests
// prove the harness the app specs rely on (discovery, connect, both signing paths, rejections,
// reloads) without depending on the app's UI.
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import bs58 from 'bs58';
import type { Page } from '@playwright/test';
import { expect, test, TEST_WALLET_NAME, USER_REJECTED_CODE } from './fixtures';
import { verifyMessageSignature } from './fixtures/test-wallet';

const BLOCKHASH = bs58.encode(new Uint8Array(32).fill(7));

/** Finds the injected wallet through an app-ready event and keeps it on window for later calls. */
async function discover(
  page: Page,
): Promise<{ name: string; chains: string[]; features: string[] }> {
  return page.evaluate((name) => {
    type W = { name: string; chains: string[]; features: Record<string, unknown> };
    let found: W | undefined;
    window.dispatchEvent(
      Object.assign(new Event('wallet-standard:app-ready'), {
        detail: {
          register: (wallet: W) => {
            if (wallet.name === name) found = wallet;
            return () => undefined;
          },
        },
      }),
    );
    if (!found) throw new Error(`${name} did not register`);
    (window as unknown as { testWallet: W }).testWallet = found;
    return { name: found.name, chains: [...found.chains], features: Object.keys(found.features) };
  }, TEST_WALLET_NAME);
}

/** Calls a feature method on the discovered wallet; byte fields travel as base64. */
async function callFeature(
  page: Page,
  feature: string,
  method: string,
  input: Record<string, unknown> & { bytes?: string; bytesField?: string },
): Promise<{ ok: true; value: unknown } | { ok: false; code?: number; message: string }> {
  return page.evaluate(
    async ({ feature, method, input }) => {
      const w = (window as unknown as { testWallet: any }).testWallet; // eslint-disable-line @typescript-eslint/no-explicit-any
      const account = w.accounts[0];
      const args: Record<string, unknown> = { ...input, account };
      if (input.bytesField && input.bytes) {
        args[input.bytesField] = Uint8Array.from(atob(input.bytes), (c) => c.charCodeAt(0));
      }
      delete args.bytes;
      delete args.bytesField;
      const encode = (v: unknown): unknown =>
        v instanceof Uint8Array
          ? btoa(String.fromCharCode(...v))
          : Array.isArray(v)
            ? v.map(encode)
            : v && typeof v === 'object'
              ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)]))
              : v;
      try {
        const value = await w.features[feature][method](
          method === 'connect' || method === 'disconnect' ? input : args,
        );
        return { ok: true as const, value: encode(value) };
      } catch (error) {
        const e = error as { code?: number; message: string };
        return { ok: false as const, code: e.code, message: e.message };
      }
    },
    { feature, method, input },
  );
}

async function connect(page: Page): Promise<string> {
  const result = await callFeature(page, 'standard:connect', 'connect', {});
  if (!result.ok) throw new Error(result.message);
  return (result.value as { accounts: { address: string }[] }).accounts[0]!.address;
}

function transfer(from: PublicKey): ReturnType<typeof SystemProgram.transfer> {
  return SystemProgram.transfer({
    fromPubkey: from,
    toPubkey: Keypair.generate().publicKey,
    lamports: 1,
  });
}

function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

async function signViaPage(page: Page, tx: Uint8Array) {
  return callFeature(page, 'solana:signTransaction', 'signTransaction', {
    bytes: b64(tx),
    bytesField: 'transaction',
    chain: 'solana:localnet',
  });
}

function signedBytes(result: Awaited<ReturnType<typeof signViaPage>>): Uint8Array {
  if (!result.ok) throw new Error(`signing failed: ${result.message}`);
  const [output] = result.value as { signedTransaction: string }[];
  return new Uint8Array(Buffer.from(output!.signedTransaction, 'base64'));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('registers through the Wallet Standard events with every feature and chain', async ({
  page,
}) => {
  const info = await discover(page);
  expect(info.name).toBe(TEST_WALLET_NAME);
  expect(info.chains.sort()).toEqual(['solana:devnet', 'solana:localnet', 'solana:mainnet']);
  expect(info.features.sort()).toEqual([
    'solana:signAndSendTransaction',
    'solana:signMessage',
    'solana:signTransaction',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ]);
});

test('connects with the key held by the test process', async ({ page, wallet }) => {
  await discover(page);
  expect(await connect(page)).toBe(wallet.address);
  expect(wallet.calls.connect).toBe(1);
  expect(wallet.connected).toBe(true);
});

test('signs a legacy transaction and keeps an earlier co-signature', async ({ page, wallet }) => {
  await discover(page);
  await connect(page);
  const coSigner = Keypair.generate();
  const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH }).add(
    transfer(wallet.publicKey),
    transfer(coSigner.publicKey),
  );
  tx.partialSign(coSigner);
  const unsigned = tx.serialize({ requireAllSignatures: false, verifySignatures: false });

  const signed = Transaction.from(signedBytes(await signViaPage(page, unsigned)));
  expect(signed.verifySignatures()).toBe(true);
  expect(signed.signatures.map((s) => s.publicKey.toBase58())).toEqual([
    wallet.address,
    coSigner.publicKey.toBase58(),
  ]);
  expect(wallet.signedSignatures).toEqual([bs58.encode(signed.signatures[0]!.signature!)]);
  expect(wallet.calls.signTransaction).toBe(1);
});

test('signs a v0 transaction without changing its message', async ({ page, wallet }) => {
  await discover(page);
  await connect(page);
  const message = new TransactionMessage({
    payerKey: wallet.publicKey,
    recentBlockhash: BLOCKHASH,
    instructions: [transfer(wallet.publicKey)],
  }).compileToV0Message();
  const unsigned = new VersionedTransaction(message);

  const signed = VersionedTransaction.deserialize(
    signedBytes(await signViaPage(page, unsigned.serialize())),
  );
  expect(signed.version).toBe(0);
  expect(Buffer.from(signed.message.serialize())).toEqual(Buffer.from(message.serialize()));
  expect(
    verifyMessageSignature(
      signed.message.serialize(),
      signed.signatures[0]!,
      wallet.publicKey.toBytes(),
    ),
  ).toBe(true);
});

test('refuses a transaction it is not a signer of', async ({ page, wallet }) => {
  await discover(page);
  await connect(page);
  const stranger = Keypair.generate();
  const tx = new Transaction({ feePayer: stranger.publicKey, recentBlockhash: BLOCKHASH }).add(
    transfer(stranger.publicKey),
  );
  const result = await signViaPage(page, tx.serialize({ requireAllSignatures: false }));
  expect(result).toMatchObject({
    ok: false,
    message: expect.stringContaining('not a required signer'),
  });
  expect(wallet.signedSignatures).toEqual([]);
});

test('rejects when told to, then approves again', async ({ page, wallet }) => {
  await discover(page);
  await connect(page);
  const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH }).add(
    transfer(wallet.publicKey),
  );
  const bytes = tx.serialize({ requireAllSignatures: false });

  wallet.rejectNext();
  expect(await signViaPage(page, bytes)).toMatchObject({ ok: false, code: USER_REJECTED_CODE });
  expect((await signViaPage(page, bytes)).ok).toBe(true);

  wallet.setMode('reject');
  expect(await signViaPage(page, bytes)).toMatchObject({ ok: false, code: USER_REJECTED_CODE });
  expect(wallet.calls.signTransaction).toBe(3);
  expect(wallet.signedSignatures).toHaveLength(1);
});

test('holds a prompt open until the test answers it', async ({ page, wallet }) => {
  await discover(page);
  await connect(page);
  wallet.setMode('manual');
  const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH }).add(
    transfer(wallet.publicKey),
  );
  const pending = signViaPage(page, tx.serialize({ requireAllSignatures: false }));
  const prompt = await wallet.nextPrompt();
  expect(prompt.feature).toBe('signTransaction');
  expect(wallet.signedSignatures).toEqual([]);
  prompt.approve();
  expect((await pending).ok).toBe(true);
  expect(wallet.signedSignatures).toHaveLength(1);
});

test('approves after a delay in delay mode', async ({ page, wallet }) => {
  await discover(page);
  await connect(page);
  wallet.setMode('delay', 200);
  const result = await callFeature(page, 'solana:signMessage', 'signMessage', {
    bytes: b64(new TextEncoder().encode('delayed')),
    bytesField: 'message',
  });
  expect(result.ok).toBe(true);
});

test('signs messages with the wallet key', async ({ page, wallet }) => {
  await discover(page);
  await connect(page);
  const message = new TextEncoder().encode('Basketry wants you to sign in');
  const result = await callFeature(page, 'solana:signMessage', 'signMessage', {
    bytes: b64(message),
    bytesField: 'message',
  });
  if (!result.ok) throw new Error(result.message);
  const [output] = result.value as { signedMessage: string; signature: string }[];
  const signature = new Uint8Array(Buffer.from(output!.signature, 'base64'));
  expect(Buffer.from(output!.signedMessage, 'base64')).toEqual(Buffer.from(message));
  expect(verifyMessageSignature(message, signature, wallet.publicKey.toBytes())).toBe(true);
  expect(wallet.signedMessages).toEqual(['Basketry wants you to sign in']);
});

test('reconnects silently after a reload and reports account switches', async ({
  page,
  wallet,
}) => {
  await discover(page);
  await connect(page);
  await page.reload();
  await discover(page);
  wallet.setMode('reject'); // a trusted site reconnects without a prompt
  const silent = await callFeature(page, 'standard:connect', 'connect', { silent: true });
  expect(silent).toMatchObject({ ok: true, value: { accounts: [{ address: wallet.address }] } });

  await page.evaluate(() => {
    const w = (window as unknown as { testWallet: any }).testWallet; // eslint-disable-line @typescript-eslint/no-explicit-any
    (window as unknown as { changes: string[][] }).changes = [];
    w.features['standard:events'].on('change', (p: { accounts: { address: string }[] }) =>
      (window as unknown as { changes: string[][] }).changes.push(p.accounts.map((a) => a.address)),
    );
  });
  const next = Keypair.generate();
  await wallet.switchAccount(next);
  await wallet.disconnectFromWallet();
  expect(await page.evaluate(() => (window as unknown as { changes: string[][] }).changes)).toEqual(
    [[next.publicKey.toBase58()], []],
  );
});

test('a fresh page does not connect silently before the user approves', async ({
  page,
  wallet,
}) => {
  await discover(page);
  const silent = await callFeature(page, 'standard:connect', 'connect', { silent: true });
  expect(silent).toMatchObject({ ok: true, value: { accounts: [] } });
  expect(wallet.connected).toBe(false);
});

test('signs and sends through its own RPC', async ({ page, wallet, sandbox }) => {
  wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
  await sandbox.fund(wallet.address);
  await discover(page);
  await connect(page);
  const connection = new Connection(sandbox.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: sandbox.wsUrl,
  });
  const recipient = Keypair.generate().publicKey;
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const tx = new VersionedTransaction(
    new TransactionMessage({
      payerKey: wallet.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: wallet.publicKey,
          toPubkey: recipient,
          lamports: LAMPORTS_PER_SOL / 10,
        }),
      ],
    }).compileToV0Message(),
  );

  const result = await callFeature(
    page,
    'solana:signAndSendTransaction',
    'signAndSendTransaction',
    {
      bytes: b64(tx.serialize()),
      bytesField: 'transaction',
      chain: 'solana:localnet',
    },
  );
  if (!result.ok) throw new Error(result.message);
  const [output] = result.value as { signature: string }[];
  const signature = bs58.encode(Buffer.from(output!.signature, 'base64'));
  expect(wallet.sentSignatures).toEqual([signature]);

  const confirmation = await connection.confirmTransaction({
    signature,
    blockhash,
    lastValidBlockHeight,
  });
  expect(confirmation.value.err).toBeNull();
  expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 10);
});
