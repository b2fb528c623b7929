// Jito's simulateBundle on the sandbox's JSON-RPC: the transactions run in order, each on what the
// ones before left, nothing kept; the first failure ends the bundle; both network profiles.
import {
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type PublicKey,
} from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { checkSequence } from '../../../src/flow/simulateSequence';
import { connectionSimulationPort } from '../../../src/flow/simulationPort';
import { chainForFile, startTestChain, type TestChain } from '../test-chain';

const payer = Keypair.generate();
const t = chainForFile({ airdrop: { to: payer.publicKey, sol: 100 } });
const FEE = 5_000;

/** An unsigned transfer (signatures all zero), as the Basket API hands transactions over. */
function transfer(from: PublicKey, to: PublicKey, lamports: number, blockhash?: string): string {
  const message = new TransactionMessage({
    payerKey: from,
    recentBlockhash: blockhash ?? t.chain.latestBlockhash().blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })],
  }).compileToLegacyMessage();
  return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
}

async function call(url: string, method: string, params: unknown[]) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await res.json()) as {
    result?: { context: { slot: number }; value: BundleValue };
    error?: { code: number; message: string };
  };
}

interface UiAccount {
  lamports: number;
  owner: string;
  data: [string, string];
}
interface BundleValue {
  summary: 'succeeded' | { failed: { error: unknown; tx_signature: string } };
  transactionResults: {
    err: unknown;
    logs: string[];
    preExecutionAccounts: UiAccount[] | null;
    postExecutionAccounts: UiAccount[] | null;
    unitsConsumed: number;
  }[];
}

const accounts = (...addresses: PublicKey[]) => ({
  addresses: addresses.map((a) => a.toBase58()),
  encoding: 'base64',
});

describe('simulateBundle', () => {
  it('runs each transaction on what the ones before left, and keeps nothing', async () => {
    const middle = Keypair.generate().publicKey;
    const to = Keypair.generate().publicKey;
    const payerBefore = t.chain.getBalance(payer.publicKey);
    const first = transfer(payer.publicKey, middle, LAMPORTS_PER_SOL / 2);
    const second = transfer(middle, to, LAMPORTS_PER_SOL / 10);
    // Alone, the second step cannot run: `middle` does not exist yet.
    const alone = await call(t.rpc.rpcUrl, 'simulateTransaction', [
      second,
      { encoding: 'base64', sigVerify: false },
    ]);
    expect((alone.result?.value as unknown as { err: unknown }).err).toBe('AccountNotFound');

    const { result, error } = await call(t.rpc.rpcUrl, 'simulateBundle', [
      { encodedTransactions: [first, second] },
      {
        preExecutionAccountsConfigs: [accounts(payer.publicKey, middle), accounts(middle, to)],
        postExecutionAccountsConfigs: [accounts(payer.publicKey, middle), accounts(middle, to)],
        skipSigVerify: true,
        replaceRecentBlockhash: false,
        transactionEncoding: 'base64',
      },
    ]);
    expect(error).toBeUndefined();
    const value = result?.value;
    expect(value?.summary).toBe('succeeded');
    const [one, two] = value?.transactionResults ?? [];
    expect(one?.err).toBeNull();
    expect(one?.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(one?.preExecutionAccounts?.map((a) => a.lamports)).toEqual([payerBefore, 0]);
    expect(one?.postExecutionAccounts?.map((a) => a.lamports)).toEqual([
      payerBefore - LAMPORTS_PER_SOL / 2 - FEE,
      LAMPORTS_PER_SOL / 2,
    ]);
    // The second sees the first's effect: `middle` holds the half SOL, and pays its fee.
    expect(two?.err).toBeNull();
    expect(two?.preExecutionAccounts?.map((a) => a.lamports)).toEqual([LAMPORTS_PER_SOL / 2, 0]);
    expect(two?.postExecutionAccounts?.map((a) => a.lamports)).toEqual([
      LAMPORTS_PER_SOL / 2 - LAMPORTS_PER_SOL / 10 - FEE,
      LAMPORTS_PER_SOL / 10,
    ]);
    // A missing account is reported as an empty one, as a validator's UiAccount.
    expect(one?.preExecutionAccounts?.[1]).toMatchObject({
      lamports: 0,
      owner: '11111111111111111111111111111111',
      data: ['', 'base64'],
    });
    // Nothing was kept.
    expect(t.chain.getBalance(payer.publicKey)).toBe(payerBefore);
    expect(t.chain.getRawAccount(middle)).toBeNull();
    expect(t.chain.getRawAccount(to)).toBeNull();
  });

  it('stops at the first failure: its error, logs and signature; later ones never run', async () => {
    const middle = Keypair.generate().publicKey;
    const to = Keypair.generate().publicKey;
    const bundle = [
      transfer(payer.publicKey, middle, LAMPORTS_PER_SOL / 2),
      transfer(middle, to, LAMPORTS_PER_SOL), // more than it holds
      transfer(payer.publicKey, to, 1_000),
    ];
    const { result } = await call(t.rpc.rpcUrl, 'simulateBundle', [
      { encodedTransactions: bundle },
      { preExecutionAccountsConfigs: [], postExecutionAccountsConfigs: [], skipSigVerify: true },
    ]);
    const value = result?.value;
    const unsigned = bs58.encode(new Uint8Array(64));
    expect(value?.summary).toEqual({
      failed: {
        error: {
          TransactionFailure: [
            unsigned,
            'Error processing Instruction 0: custom program error: 0x1',
          ],
        },
        tx_signature: unsigned,
      },
    });
    expect(value?.transactionResults).toHaveLength(2);
    const failed = value?.transactionResults[1];
    expect(failed?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(failed?.logs.some((l) => l.includes('insufficient lamports'))).toBe(true);
    expect(failed?.preExecutionAccounts).toBeNull();
    expect(failed?.postExecutionAccounts).toBeNull();
    expect(t.chain.getRawAccount(middle)).toBeNull();
  });

  it('a dead blockhash is refused as a node refuses it; signatures are checked unless skipped', async () => {
    const to = Keypair.generate().publicKey;
    const dead = bs58.encode(Keypair.generate().publicKey.toBytes());
    const expired = await call(t.rpc.rpcUrl, 'simulateBundle', [
      { encodedTransactions: [transfer(payer.publicKey, to, 1_000, dead)] },
      { skipSigVerify: true },
    ]);
    expect(expired.result?.value.transactionResults[0]?.err).toBe('BlockhashNotFound');
    const unsigned = await call(t.rpc.rpcUrl, 'simulateBundle', [
      { encodedTransactions: [transfer(payer.publicKey, to, 1_000)] },
    ]);
    expect(unsigned.result?.value.transactionResults[0]?.err).toBe('SignatureFailure');
  });

  it('refuses a bundle it cannot read with -32602', async () => {
    const to = Keypair.generate().publicKey;
    const tx = transfer(payer.publicKey, to, 1_000);
    for (const params of [
      [{}],
      [{ encodedTransactions: [] }],
      [{ encodedTransactions: [tx, tx, tx, tx, tx, tx] }],
      [{ encodedTransactions: [tx] }, { preExecutionAccountsConfigs: [null, null] }],
      [{ encodedTransactions: [tx] }, { postExecutionAccountsConfigs: [{ addresses: ['x'] }] }],
    ]) {
      const { error } = await call(t.rpc.rpcUrl, 'simulateBundle', params);
      expect(error?.code, JSON.stringify(params)).toBe(-32602);
    }
  });
});

describe('the app’s review on simulateBundle', () => {
  it('simulates a flow’s steps in order: the second step sees what the first did', async () => {
    const middle = Keypair.generate();
    const to = Keypair.generate().publicKey;
    const { blockhash } = t.chain.latestBlockhash();
    // The wallet pays both fees; the second step spends from an account the first one funds.
    const fund = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: middle.publicKey,
          lamports: LAMPORTS_PER_SOL / 2,
        }),
      ],
    }).compileToLegacyMessage();
    const spend = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: middle.publicKey,
          toPubkey: to,
          lamports: LAMPORTS_PER_SOL / 10,
        }),
      ],
    }).compileToLegacyMessage();
    const port = connectionSimulationPort(t.connection, { url: t.rpc.rpcUrl, fetch });
    const check = await checkSequence(
      port,
      [new VersionedTransaction(fund), new VersionedTransaction(spend)],
      payer.publicKey.toBase58(),
    );
    expect(check.inOrder).toBe(true);
    expect(check.steps.map((s) => s.simulation.status)).toEqual(['ok', 'ok']);
    const sol = (changes: { mint: string; delta: string }[] | undefined) =>
      changes?.find((c) => c.mint === 'SOL')?.delta;
    // Half a SOL, and the fees: 5,000 lamports for the first, 10,000 for the second (two signers).
    expect(sol(check.total)).toBe('-0.500015');
    // Alone, the spend would fail: its source does not exist yet.
    const alone = await t.connection.simulateTransaction(new VersionedTransaction(spend), {
      sigVerify: false,
    });
    expect(alone.value.err).not.toBeNull();
  });
});

describe('simulateBundle on a mainnet-like network', () => {
  /** Blocks only when the test makes them. */
  const MANUAL_BLOCKS = 3_600_000;

  it('answers as of the lagging replica, as simulateTransaction does', async () => {
    const m: TestChain = await startTestChain({
      blockMs: MANUAL_BLOCKS,
      network: { profile: 'mainnet-like', seed: 7, dropRate: 0, rateLimit: null },
    });
    try {
      const funded = Keypair.generate().publicKey;
      const to = Keypair.generate().publicKey;
      for (let i = 0; i < 3; i++) m.chain.produceBlock(); // the replica starts where the network did
      m.chain.airdrop(funded, LAMPORTS_PER_SOL);
      m.chain.produceBlock(); // at the tip, not yet on the replica (2 slots behind)
      const { blockhash } = await m.connection.getLatestBlockhash();
      const message = new TransactionMessage({
        payerKey: funded,
        recentBlockhash: blockhash,
        instructions: [
          SystemProgram.transfer({
            fromPubkey: funded,
            toPubkey: to,
            lamports: LAMPORTS_PER_SOL / 10,
          }),
        ],
      }).compileToLegacyMessage();
      const tx = Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
      const simulate = () =>
        call(m.rpc.rpcUrl, 'simulateBundle', [
          { encodedTransactions: [tx] },
          { skipSigVerify: true },
        ]);
      expect((await simulate()).result?.value.transactionResults[0]?.err).toBe('AccountNotFound');
      m.chain.produceBlock();
      m.chain.produceBlock();
      expect((await simulate()).result?.value.summary).toBe('succeeded');
    } finally {
      await m.dispose();
    }
  });
});
