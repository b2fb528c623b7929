// The test wallet itself, driven through the Wallet Standard protocol as any app would: these tests
// prove the harness the app specs rely on (discovery, connect, both signing paths, rejections,
// reloads, Phantom-like changes, capabilities, how it sends) without depending on the app's UI.
import {
  AddressLookupTableAccount,
  ComputeBudgetInstruction,
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  type VersionedMessage,
} from '@solana/web3.js';
import bs58 from 'bs58';
import type { Page } from '@playwright/test';
import { expect, test, TEST_WALLET_NAME, USER_REJECTED_CODE } from './fixtures';
import {
  applyPhantomLike,
  COMPUTE_BUDGET_PROGRAM_ID,
  LIGHTHOUSE_PROGRAM_ID,
  LIGHTHOUSE_STAND_IN_DATA,
  PHANTOM_LIKE_DEFAULTS,
  phantomLikeOptions,
  UNSUPPORTED_METHOD_CODE,
  verifyMessageSignature,
} from './fixtures/test-wallet';
import { startRecordingRpc } from './fixtures/test-wallet/recording-rpc';

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

/** Opens the app's page (any page gets the wallet) and discovers the wallet on it. */
async function openWallet(page: Page): ReturnType<typeof discover> {
  await page.goto('/');
  return discover(page);
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

test('registers through the Wallet Standard events with every feature and chain', async ({
  page,
}) => {
  const info = await openWallet(page);
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
  await openWallet(page);
  expect(await connect(page)).toBe(wallet.address);
  expect(wallet.calls.connect).toBe(1);
  expect(wallet.connected).toBe(true);
});

test('signs a legacy transaction and keeps an earlier co-signature', async ({ page, wallet }) => {
  await openWallet(page);
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
  await openWallet(page);
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
  await openWallet(page);
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
  await openWallet(page);
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
  await openWallet(page);
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
  await openWallet(page);
  await connect(page);
  wallet.setMode('delay', 200);
  const result = await callFeature(page, 'solana:signMessage', 'signMessage', {
    bytes: b64(new TextEncoder().encode('delayed')),
    bytesField: 'message',
  });
  expect(result.ok).toBe(true);
});

test('signs messages with the wallet key', async ({ page, wallet }) => {
  await openWallet(page);
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
  await openWallet(page);
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
  await openWallet(page);
  const silent = await callFeature(page, 'standard:connect', 'connect', { silent: true });
  expect(silent).toMatchObject({ ok: true, value: { accounts: [] } });
  expect(wallet.connected).toBe(false);
});

test('signs and sends through its own RPC', async ({ page, wallet, sandbox }) => {
  wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
  await sandbox.fund(wallet.address);
  await openWallet(page);
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

// ---------------------------------------------------------------------------------------------
// Several inputs per call, Phantom-like changes, capabilities and sending.

type PageCallResult = { ok: true; value: unknown } | { ok: false; code?: number; message: string };

/**
 * Calls a signing feature with one input per transaction, in one call (one prompt). With `mode`,
 * calls it the way solana:signAndSendAllTransactions takes its arguments: (inputs, { mode }).
 */
async function callWithInputs(
  page: Page,
  feature: string,
  method: string,
  transactions: Uint8Array[],
  extra: { chain?: string; options?: Record<string, unknown>; mode?: 'parallel' | 'serial' } = {},
): Promise<PageCallResult> {
  return page.evaluate(
    async ({ feature, method, transactions, extra }) => {
      type Method = (...args: unknown[]) => Promise<unknown>;
      const w = (
        window as unknown as {
          testWallet: { accounts: unknown[]; features: Record<string, Record<string, Method>> };
        }
      ).testWallet;
      const call = w.features[feature]?.[method];
      if (!call) return { ok: false as const, message: `The wallet has no ${feature}` };
      const inputs = transactions.map((b64) => ({
        account: w.accounts[0],
        transaction: Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)),
        ...(extra.chain ? { chain: extra.chain } : {}),
        ...(extra.options ? { options: extra.options } : {}),
      }));
      const encode = (v: unknown): unknown =>
        v instanceof Uint8Array
          ? btoa(String.fromCharCode(...v))
          : v instanceof Error
            ? { code: (v as Error & { code?: number }).code, message: v.message }
            : Array.isArray(v)
              ? v.map(encode)
              : v && typeof v === 'object'
                ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x)]))
                : v;
      try {
        const value = extra.mode ? await call(inputs, { mode: extra.mode }) : await call(...inputs);
        return { ok: true as const, value: encode(value) };
      } catch (error) {
        const e = error as { code?: number; message: string };
        return { ok: false as const, code: e.code, message: e.message };
      }
    },
    { feature, method, transactions: transactions.map(b64), extra },
  );
}

function signAll(page: Page, transactions: Uint8Array[]): Promise<PageCallResult> {
  return callWithInputs(page, 'solana:signTransaction', 'signTransaction', transactions, {
    chain: 'solana:localnet',
  });
}

function signAndSend(
  page: Page,
  transactions: Uint8Array[],
  options?: Record<string, unknown>,
): Promise<PageCallResult> {
  return callWithInputs(
    page,
    'solana:signAndSendTransaction',
    'signAndSendTransaction',
    transactions,
    { chain: 'solana:localnet', options },
  );
}

type SettledSend =
  | { status: 'fulfilled'; signature: string }
  | { status: 'rejected'; code?: number; message: string };

async function signAndSendAll(
  page: Page,
  transactions: Uint8Array[],
  mode: 'parallel' | 'serial',
): Promise<SettledSend[]> {
  const result = await callWithInputs(
    page,
    'solana:signAndSendAllTransactions',
    'signAndSendAllTransactions',
    transactions,
    { chain: 'solana:localnet', mode },
  );
  if (!result.ok) throw new Error(`signAndSendAllTransactions failed: ${result.message}`);
  type Encoded =
    | { status: 'fulfilled'; value: { signature: string } }
    | { status: 'rejected'; reason: { code?: number; message: string } };
  return (result.value as Encoded[]).map((settled) =>
    settled.status === 'fulfilled'
      ? {
          status: 'fulfilled',
          signature: bs58.encode(Buffer.from(settled.value.signature, 'base64')),
        }
      : { status: 'rejected', ...settled.reason },
  );
}

function signedOutputs(result: PageCallResult): Uint8Array[] {
  if (!result.ok) throw new Error(`signing failed: ${result.message}`);
  return (result.value as { signedTransaction: string }[]).map(
    (output) => new Uint8Array(Buffer.from(output.signedTransaction, 'base64')),
  );
}

function sentSignatures(result: PageCallResult): string[] {
  if (!result.ok) throw new Error(`signAndSendTransaction failed: ${result.message}`);
  return (result.value as { signature: string }[]).map((output) =>
    bs58.encode(Buffer.from(output.signature, 'base64')),
  );
}

async function accountFeatures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = (window as unknown as { testWallet: { accounts: { features: string[] }[] } })
      .testWallet;
    return [...(w.accounts[0]?.features ?? [])].sort();
  });
}

function sandboxConnection(sandbox: { rpcUrl: string; wsUrl: string }): Connection {
  return new Connection(sandbox.rpcUrl, { commitment: 'confirmed', wsEndpoint: sandbox.wsUrl });
}

/** An unsigned transfer from the wallet, legacy or v0, on the chain's latest blockhash. */
async function transferFrom(
  connection: Connection,
  payer: PublicKey,
  lamports: number,
  version: 'legacy' | 0 = 'legacy',
): Promise<Uint8Array> {
  const { blockhash } = await connection.getLatestBlockhash();
  const instruction = SystemProgram.transfer({
    fromPubkey: payer,
    toPubkey: Keypair.generate().publicKey,
    lamports,
  });
  if (version === 'legacy') {
    return new Transaction({ feePayer: payer, recentBlockhash: blockhash })
      .add(instruction)
      .serialize({ requireAllSignatures: false });
  }
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [instruction],
  }).compileToV0Message();
  return new VersionedTransaction(message).serialize();
}

/** The instructions of a message without lookup tables, as web3.js instructions. */
function instructionsOf(message: VersionedMessage): TransactionInstruction[] {
  return TransactionMessage.decompile(message).instructions;
}

/** Comparable form of an instruction: program, accounts with their flags, data. */
function shape(ix: TransactionInstruction) {
  return {
    programId: ix.programId.toBase58(),
    keys: ix.keys.map((k) => ({ ...k, pubkey: k.pubkey.toBase58() })),
    data: Buffer.from(ix.data).toString('hex'),
  };
}

/** The priority fee as Phantom-like mode adds it: limit then price, at `at`. */
function expectPriorityFeeAt(
  instructions: TransactionInstruction[],
  at: number,
  options = PHANTOM_LIKE_DEFAULTS,
): void {
  const [limit, price] = instructions.slice(at, at + 2);
  expect(limit?.programId.equals(COMPUTE_BUDGET_PROGRAM_ID)).toBe(true);
  expect(price?.programId.equals(COMPUTE_BUDGET_PROGRAM_ID)).toBe(true);
  expect(ComputeBudgetInstruction.decodeSetComputeUnitLimit(limit!).units).toBe(
    options.computeUnits,
  );
  expect(ComputeBudgetInstruction.decodeSetComputeUnitPrice(price!).microLamports).toBe(
    BigInt(options.microLamports),
  );
  const budgetCount = instructions.filter((ix) => ix.programId.equals(COMPUTE_BUDGET_PROGRAM_ID));
  expect(budgetCount).toHaveLength(2);
}

test.describe('Phantom-like transform, without a chain', () => {
  const payer = Keypair.generate();

  function legacy(instructions: TransactionInstruction[], recentBlockhash = BLOCKHASH) {
    return new Transaction({ feePayer: payer.publicKey, recentBlockhash })
      .add(...instructions)
      .serialize({ requireAllSignatures: false });
  }

  /** A memo-like instruction carrying `size` bytes: pads a transaction towards the packet limit. */
  function padding(size: number): TransactionInstruction {
    return new TransactionInstruction({
      programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      keys: [],
      data: Buffer.alloc(size, 1),
    });
  }

  /** A legacy transfer padded to exactly `total` bytes. */
  function legacyOfSize(total: number): Uint8Array {
    const probe = legacy([transfer(payer.publicKey), padding(200)]);
    const bytes = legacy([transfer(payer.publicKey), padding(200 + total - probe.length)]);
    expect(bytes.length).toBe(total);
    return bytes;
  }

  test('puts limit then price first and keeps every other instruction and account index', () => {
    const options = phantomLikeOptions({ computeUnits: 300_000, microLamports: 5 });
    for (const version of ['legacy', 0] as const) {
      const given =
        version === 'legacy'
          ? legacy([transfer(payer.publicKey), transfer(payer.publicKey)])
          : new VersionedTransaction(
              new TransactionMessage({
                payerKey: payer.publicKey,
                recentBlockhash: BLOCKHASH,
                instructions: [transfer(payer.publicKey), transfer(payer.publicKey)],
              }).compileToV0Message(),
            ).serialize();
      const before = VersionedTransaction.deserialize(given).message;
      const { transaction, outcome } = applyPhantomLike(given, options);
      const after = VersionedTransaction.deserialize(transaction).message;

      expect(after.version).toBe(before.version);
      expect(outcome).toEqual({
        changed: true,
        added: [
          { kind: 'setComputeUnitLimit', index: 0, units: 300_000 },
          { kind: 'setComputeUnitPrice', index: 1, microLamports: 5 },
        ],
        priorityFeeLamports: 2, // 300,000 × 5 / 1,000,000 = 1.5, rounded up as the runtime does
      });
      const instructions = instructionsOf(after);
      expectPriorityFeeAt(instructions, 0, options);
      expect(instructions.slice(2).map(shape)).toEqual(instructionsOf(before).map(shape));
      // The program id is appended as a read-only unsigned key: no existing index moves.
      expect(after.staticAccountKeys.slice(0, -1)).toEqual(before.staticAccountKeys);
      expect(after.header.numReadonlyUnsignedAccounts).toBe(
        before.header.numReadonlyUnsignedAccounts + 1,
      );
      expect(after.recentBlockhash).toBe(before.recentBlockhash);
    }
  });

  test('leaves alone a transaction that is signed, has a compute-budget instruction or has no room', () => {
    const coSigner = Keypair.generate();
    const signed = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH }).add(
      transfer(payer.publicKey),
      transfer(coSigner.publicKey),
    );
    signed.partialSign(coSigner);
    const cases = [
      { given: signed.serialize({ requireAllSignatures: false }), reason: 'already-signed' },
      {
        given: legacy([
          ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }),
          transfer(payer.publicKey),
        ]),
        reason: 'has-compute-budget',
      },
      { given: legacyOfSize(1_200), reason: 'no-room' },
    ] as const;
    for (const { given, reason } of cases) {
      const { transaction, outcome } = applyPhantomLike(given, PHANTOM_LIKE_DEFAULTS);
      expect(outcome).toEqual({ changed: false, reason });
      expect(Buffer.from(transaction)).toEqual(Buffer.from(given));
    }
  });

  test('keeps AdvanceNonceAccount first and puts the Lighthouse instruction last', () => {
    const nonceAccount = Keypair.generate().publicKey;
    const given = legacy([
      SystemProgram.nonceAdvance({ noncePubkey: nonceAccount, authorizedPubkey: payer.publicKey }),
      transfer(payer.publicKey),
    ]);
    const options = phantomLikeOptions({ lighthouse: true });
    const { transaction, outcome } = applyPhantomLike(given, options);
    const instructions = instructionsOf(VersionedTransaction.deserialize(transaction).message);
    const original = instructionsOf(VersionedTransaction.deserialize(given).message);

    expect(instructions).toHaveLength(5);
    expect(shape(instructions[0]!)).toEqual(shape(original[0]!)); // AdvanceNonceAccount
    expectPriorityFeeAt(instructions, 1);
    expect(shape(instructions[3]!)).toEqual(shape(original[1]!));
    const lighthouse = instructions[4]!;
    expect(lighthouse.programId.equals(LIGHTHOUSE_PROGRAM_ID)).toBe(true);
    expect(lighthouse.keys).toEqual([]);
    expect(Buffer.from(lighthouse.data)).toEqual(Buffer.from(LIGHTHOUSE_STAND_IN_DATA));
    expect(outcome).toMatchObject({
      changed: true,
      added: [
        { kind: 'setComputeUnitLimit', index: 1 },
        { kind: 'setComputeUnitPrice', index: 2 },
        { kind: 'lighthouse', index: 4 },
      ],
    });
  });

  test('adds only the priority fee when the Lighthouse instruction would not fit', () => {
    const given = legacyOfSize(1_170);
    const { transaction, outcome } = applyPhantomLike(
      given,
      phantomLikeOptions({ lighthouse: true }),
    );
    expect(transaction.length).toBeLessThanOrEqual(1_232);
    expect(outcome).toMatchObject({
      changed: true,
      added: [{ kind: 'setComputeUnitLimit' }, { kind: 'setComputeUnitPrice' }],
    });
  });

  test('leaves alone a v0 transaction that loads accounts from lookup tables', () => {
    const fromTable = Keypair.generate().publicKey;
    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [fromTable],
      },
    });
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: BLOCKHASH,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: fromTable, lamports: 1 }),
      ],
    }).compileToV0Message([table]);
    expect(message.addressTableLookups).toHaveLength(1);
    const given = new VersionedTransaction(message).serialize();

    const { transaction, outcome } = applyPhantomLike(given, PHANTOM_LIKE_DEFAULTS);
    expect(outcome).toEqual({ changed: false, reason: 'address-lookup-tables' });
    expect(Buffer.from(transaction)).toEqual(Buffer.from(given));
  });

  test('refuses options the runtime would refuse', () => {
    expect(() => phantomLikeOptions({ computeUnits: 0 })).toThrow(RangeError);
    expect(() => phantomLikeOptions({ computeUnits: 1_400_001 })).toThrow(RangeError);
    expect(() => phantomLikeOptions({ microLamports: -1 })).toThrow(RangeError);
    expect(PHANTOM_LIKE_DEFAULTS.computeUnits * PHANTOM_LIKE_DEFAULTS.microLamports).toBe(
      20_000 * 1_000_000, // the documented round figure: 20,000 lamports = 0.00002 SOL
    );
  });
});

test.describe('Phantom-like mode', () => {
  test.use({ walletPhantomLike: true });

  test('adds exactly the two compute-budget instructions to each input and the fee is paid on chain', async ({
    page,
    wallet,
    sandbox,
  }) => {
    await sandbox.fund(wallet.address);
    await openWallet(page);
    await connect(page);
    const connection = sandboxConnection(sandbox);
    const lamports = LAMPORTS_PER_SOL / 100;
    const given = [
      await transferFrom(connection, wallet.publicKey, lamports, 'legacy'),
      await transferFrom(connection, wallet.publicKey, lamports, 0),
    ];

    const outputs = signedOutputs(await signAll(page, given));
    expect(wallet.calls.signTransaction).toBe(1);
    expect(outputs).toHaveLength(2);
    expect(wallet.changes.map((c) => c.outcome)).toEqual([
      expect.objectContaining({ changed: true, priorityFeeLamports: 20_000 }),
      expect.objectContaining({ changed: true, priorityFeeLamports: 20_000 }),
    ]);

    for (const [i, output] of outputs.entries()) {
      const signed = VersionedTransaction.deserialize(output);
      const original = VersionedTransaction.deserialize(given[i]!).message;
      const instructions = instructionsOf(signed.message);
      expectPriorityFeeAt(instructions, 0);
      expect(instructions.slice(2).map(shape)).toEqual(instructionsOf(original).map(shape));
      expect(wallet.changes[i]?.signature).toBe(bs58.encode(signed.signatures[0]!));

      // The app broadcasts what the wallet returned; the chain charges the priority fee.
      const signature = await connection.sendRawTransaction(output);
      const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
      await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
      const landed = await connection.getTransaction(signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      });
      const baseFee = (await connection.getFeeForMessage(original)).value;
      expect(landed?.meta?.err).toBeNull();
      expect(landed?.meta?.fee).toBe((baseFee ?? NaN) + 20_000);
      const [before, after] = [landed?.meta?.preBalances[0], landed?.meta?.postBalances[0]];
      expect((before ?? 0) - (after ?? 0)).toBe(lamports + (landed?.meta?.fee ?? NaN));
    }
  });

  test('signAndSendTransaction sends the changed transaction and returns its signature', async ({
    page,
    wallet,
    sandbox,
  }) => {
    wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
    await sandbox.fund(wallet.address);
    await openWallet(page);
    await connect(page);
    const connection = sandboxConnection(sandbox);
    const given = await transferFrom(connection, wallet.publicKey, LAMPORTS_PER_SOL / 100);

    const [signature] = sentSignatures(await signAndSend(page, [given]));
    expect(wallet.sentSignatures).toEqual([signature]);
    expect(wallet.changes).toEqual([
      expect.objectContaining({ signature, feature: 'signAndSendTransaction' }),
    ]);
    const landed = await connection.getTransaction(signature!, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expectPriorityFeeAt(instructionsOf(landed!.transaction.message), 0);
    const baseFee = (
      await connection.getFeeForMessage(VersionedTransaction.deserialize(given).message)
    ).value;
    expect(landed?.meta?.fee).toBe((baseFee ?? NaN) + 20_000);
  });

  test('leaves alone, and records why, inputs with a compute-budget instruction or a co-signature', async ({
    page,
    wallet,
  }) => {
    await openWallet(page);
    await connect(page);
    const withBudget = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH })
      .add(
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }),
        transfer(wallet.publicKey),
      )
      .serialize({ requireAllSignatures: false });
    const coSigner = Keypair.generate();
    const coSigned = new Transaction({
      feePayer: wallet.publicKey,
      recentBlockhash: BLOCKHASH,
    }).add(transfer(wallet.publicKey), transfer(coSigner.publicKey));
    coSigned.partialSign(coSigner);
    const given = [withBudget, coSigned.serialize({ requireAllSignatures: false })];

    const outputs = signedOutputs(await signAll(page, given));
    expect(wallet.changes.map((c) => c.outcome)).toEqual([
      { changed: false, reason: 'has-compute-budget' },
      { changed: false, reason: 'already-signed' },
    ]);
    for (const [i, output] of outputs.entries()) {
      expect(Buffer.from(VersionedTransaction.deserialize(output).message.serialize())).toEqual(
        Buffer.from(VersionedTransaction.deserialize(given[i]!).message.serialize()),
      );
    }
    expect(Transaction.from(outputs[1]!).verifySignatures()).toBe(true);
  });
});

test('signs several inputs to signTransaction in one prompt, in order', async ({
  page,
  wallet,
}) => {
  await openWallet(page);
  await connect(page);
  wallet.setMode('manual');
  const given = [1, 2, 3].map((lamports) =>
    new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH })
      .add(
        SystemProgram.transfer({
          fromPubkey: wallet.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports,
        }),
      )
      .serialize({ requireAllSignatures: false }),
  );
  const pending = signAll(page, given);
  const prompt = await wallet.nextPrompt();
  expect(prompt.feature).toBe('signTransaction');
  prompt.approve();
  const outputs = signedOutputs(await pending);

  expect(wallet.calls.signTransaction).toBe(1);
  expect(wallet.changes).toEqual([]); // not Phantom-like by default
  const signed = outputs.map((output) => VersionedTransaction.deserialize(output));
  signed.forEach((tx, i) => {
    expect(Buffer.from(tx.message.serialize())).toEqual(
      Buffer.from(VersionedTransaction.deserialize(given[i]!).message.serialize()),
    );
    expect(
      verifyMessageSignature(tx.message.serialize(), tx.signatures[0]!, wallet.publicKey.toBytes()),
    ).toBe(true);
  });
  expect(wallet.signedSignatures).toEqual(signed.map((tx) => bs58.encode(tx.signatures[0]!)));
});

test.describe('a wallet that signs one transaction at a time', () => {
  test.use({ walletFeatures: { multiSign: false } });

  test('throws a clear error for several inputs and still signs one', async ({ page, wallet }) => {
    await openWallet(page);
    await connect(page);
    const one = () =>
      new Transaction({ feePayer: wallet.publicKey, recentBlockhash: BLOCKHASH })
        .add(transfer(wallet.publicKey))
        .serialize({ requireAllSignatures: false });

    const several = await signAll(page, [one(), one()]);
    expect(several).toEqual({
      ok: false,
      code: UNSUPPORTED_METHOD_CODE,
      message: expect.stringContaining('signs one transaction per request, not 2'),
    });
    expect(wallet.calls.signTransaction).toBe(0); // refused before any prompt
    expect(signedOutputs(await signAll(page, [one()]))).toHaveLength(1);
    expect(wallet.calls.signTransaction).toBe(1);
  });
});

test.describe('a wallet without signAndSendTransaction', () => {
  test.use({ walletFeatures: { signAndSend: false } });

  test('offers it neither as a wallet feature nor as an account feature', async ({ page }) => {
    const info = await openWallet(page);
    expect(info.features).not.toContain('solana:signAndSendTransaction');
    expect(info.features).toContain('solana:signTransaction');
    await connect(page);
    expect(await accountFeatures(page)).toEqual(['solana:signMessage', 'solana:signTransaction']);
  });
});

test('sends several signAndSendTransaction inputs from one prompt, in order', async ({
  page,
  wallet,
  sandbox,
}) => {
  wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
  await sandbox.fund(wallet.address);
  await openWallet(page);
  await connect(page);
  const connection = sandboxConnection(sandbox);
  const given = [
    await transferFrom(connection, wallet.publicKey, 1_000_000),
    await transferFrom(connection, wallet.publicKey, 2_000_000),
  ];

  const signatures = sentSignatures(await signAndSend(page, given));
  expect(wallet.calls.signAndSendTransaction).toBe(1);
  expect(wallet.sentSignatures).toEqual(signatures);
  const statuses = await connection.getSignatureStatuses(signatures);
  expect(statuses.value.map((s) => s?.err)).toEqual([null, null]);
});

test('signAndSendTransaction sends a lost transaction again until the network has it', async ({
  page,
  wallet,
  sandbox,
}) => {
  // The wallet's node loses the first send: it answers with the signature and forwards nothing.
  const rpc = await startRecordingRpc(sandbox.rpcUrl, { dropSends: 1 });
  try {
    wallet.setRpcUrl('solana:localnet', rpc.url);
    await sandbox.fund(wallet.address);
    await openWallet(page);
    await connect(page);
    const connection = sandboxConnection(sandbox);
    const given = await transferFrom(connection, wallet.publicKey, 1_000_000);

    const [signature] = sentSignatures(await signAndSend(page, [given]));
    expect(rpc.calls.filter((c) => c.method === 'sendTransaction')).toEqual([
      { method: 'sendTransaction', signature, dropped: true },
    ]);
    // The same bytes go out again until they land; then the wallet stops sending them.
    await expect
      .poll(
        async () =>
          (await connection.getSignatureStatus(signature!, { searchTransactionHistory: true }))
            .value?.confirmationStatus,
        { timeout: 30_000 },
      )
      .toMatch(/^(confirmed|finalized)$/);
    await expect.poll(() => wallet.rebroadcasting, { timeout: 30_000 }).toEqual([]);
    const sends = rpc.calls.filter((c) => c.method === 'sendTransaction');
    expect(sends.length).toBeGreaterThanOrEqual(2);
    expect(sends.every((c) => c.signature === signature)).toBe(true);
    // Rebroadcasts are the same transaction: the wallet sent one.
    expect(wallet.sentSignatures).toEqual([signature]);
  } finally {
    await rpc.close();
  }
});

test.describe('solana:signAndSendAllTransactions', () => {
  test.use({ walletFeatures: { signAndSendAll: true } });

  test('is offered on request, as a wallet and an account feature', async ({ page }) => {
    const info = await openWallet(page);
    expect(info.features).toContain('solana:signAndSendAllTransactions');
    await connect(page);
    expect(await accountFeatures(page)).toContain('solana:signAndSendAllTransactions');
  });

  test('serial mode sends each transaction only once the one before is confirmed', async ({
    page,
    wallet,
    sandbox,
  }) => {
    // The wallet's node first reports each transaction as only processed (a lagging replica).
    const rpc = await startRecordingRpc(sandbox.rpcUrl, { lagStatuses: true });
    try {
      wallet.setRpcUrl('solana:localnet', rpc.url);
      await sandbox.fund(wallet.address);
      await openWallet(page);
      await connect(page);
      const connection = sandboxConnection(sandbox);
      const given = [];
      for (const lamports of [1_000_000, 2_000_000, 3_000_000]) {
        given.push(await transferFrom(connection, wallet.publicKey, lamports));
      }

      const results = await signAndSendAll(page, given, 'serial');
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      expect(wallet.calls.signAndSendAllTransactions).toBe(1);
      const signatures = results.map((r) => (r.status === 'fulfilled' ? r.signature : ''));
      expect(wallet.sentSignatures).toEqual(signatures);
      expect(
        rpc.calls.map((c) => [
          c.method,
          signatures.indexOf(c.signature ?? ''),
          c.confirmationStatus,
        ]),
      ).toEqual(
        [0, 1, 2].flatMap((i) => [
          ['sendTransaction', i, undefined],
          ['getSignatureStatuses', i, 'processed'],
          ['getSignatureStatuses', i, 'confirmed'],
        ]),
      );
    } finally {
      await rpc.close();
    }
  });

  test('serial mode stops at a failure and sends nothing after it', async ({
    page,
    wallet,
    sandbox,
  }) => {
    wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
    await sandbox.fund(wallet.address);
    await openWallet(page);
    await connect(page);
    const connection = sandboxConnection(sandbox);
    const balance = await connection.getBalance(wallet.publicKey);
    const given = [
      await transferFrom(connection, wallet.publicKey, 1_000_000),
      await transferFrom(connection, wallet.publicKey, balance * 2), // fails its preflight
      await transferFrom(connection, wallet.publicKey, 1_000_000),
    ];

    const results = await signAndSendAll(page, given, 'serial');
    expect(results).toEqual([
      { status: 'fulfilled', signature: expect.any(String) },
      {
        status: 'rejected',
        code: -32603,
        message: expect.stringContaining('sendTransaction failed'),
      },
      { status: 'rejected', code: -32603, message: expect.stringContaining('Not sent') },
    ]);
    expect(wallet.signedSignatures).toHaveLength(3); // one prompt signed all three
    expect(wallet.sentSignatures).toEqual([(results[0] as { signature: string }).signature]);
  });

  test('parallel mode sends every transaction without waiting for confirmations', async ({
    page,
    wallet,
    sandbox,
  }) => {
    const rpc = await startRecordingRpc(sandbox.rpcUrl);
    try {
      wallet.setRpcUrl('solana:localnet', rpc.url);
      await sandbox.fund(wallet.address);
      await openWallet(page);
      await connect(page);
      const connection = sandboxConnection(sandbox);
      const given = [
        await transferFrom(connection, wallet.publicKey, 1_000_000),
        await transferFrom(connection, wallet.publicKey, 2_000_000),
      ];

      const results = await signAndSendAll(page, given, 'parallel');
      const signatures = results.map((r) => (r.status === 'fulfilled' ? r.signature : ''));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(wallet.sentSignatures).toEqual(signatures);
      expect(rpc.calls.map((c) => c.method)).toEqual(['sendTransaction', 'sendTransaction']);
    } finally {
      await rpc.close();
    }
  });
});

test("send behaviour 'never' returns the signature and broadcasts nothing", async ({
  page,
  wallet,
  sandbox,
}) => {
  wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
  wallet.setSendBehaviour('never');
  await sandbox.fund(wallet.address);
  await openWallet(page);
  await connect(page);
  const connection = sandboxConnection(sandbox);
  const given = await transferFrom(connection, wallet.publicKey, 1_000_000);

  const [signature] = sentSignatures(await signAndSend(page, [given]));
  expect(
    verifyMessageSignature(
      VersionedTransaction.deserialize(given).message.serialize(),
      bs58.decode(signature!),
      wallet.publicKey.toBytes(),
    ),
  ).toBe(true);
  expect(wallet.signedSignatures).toEqual([signature]);
  expect(wallet.sentSignatures).toEqual([]);
  expect(wallet.heldSignatures).toEqual([]);
  const status = await connection.getSignatureStatus(signature!, {
    searchTransactionHistory: true,
  });
  expect(status.value).toBeNull();
});

test("send behaviour 'manual' holds the signed bytes until released, across a reload", async ({
  page,
  wallet,
  sandbox,
}) => {
  wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
  wallet.setSendBehaviour('manual');
  await sandbox.fund(wallet.address);
  await openWallet(page);
  await connect(page);
  const connection = sandboxConnection(sandbox);
  const given = await transferFrom(connection, wallet.publicKey, 1_000_000);

  const [signature] = sentSignatures(await signAndSend(page, [given]));
  expect(wallet.heldSignatures).toEqual([signature]);
  expect(wallet.sentSignatures).toEqual([]);
  const held = await connection.getSignatureStatus(signature!, { searchTransactionHistory: true });
  expect(held.value).toBeNull();

  await page.reload();
  expect(await wallet.releaseHeldSends()).toEqual([{ signature, ok: true }]);
  expect(wallet.sentSignatures).toEqual([signature]);
  expect(wallet.heldSignatures).toEqual([]);
  const landed = await connection.getSignatureStatus(signature!, {
    searchTransactionHistory: true,
  });
  expect(landed.value?.err).toBeNull();
  expect(['confirmed', 'finalized']).toContain(landed.value?.confirmationStatus);
});
