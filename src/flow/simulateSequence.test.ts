// docs/flow-engine.md rule 13: every step simulated, in order where the RPC can (each on what the
// steps before it leave), else one at a time with a step that needs an earlier one's accounts
// said as not simulated; and the review's lag grace (docs/flow-engine.md rule 6) over the whole sequence.
import { createTransferCheckedInstruction, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { SystemProgram, type VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SERVICE_ANSWER_GRACE_MS } from './replicaGrace';
import { checkSequence, type StepCheck } from './simulateSequence';
import type { InOrderResult, RawAccount } from './simulationTypes';
import { FakeClock } from './testing/fakeChain';
import {
  basketMint,
  depositTx,
  FakeSimulationPort,
  tokenAccount,
  transaction,
  usdc,
  vault,
  wallet,
  walletBasket,
  walletUsdc,
} from './testing/fakeSimulation';
import { checkReviewedSequence, type ReviewedTx } from './useTxChecks';

const SOL = 1_000_000_000n;
const FEE = 5_000n;
const RENT = 2_039_280n;
const T22 = TOKEN_2022_PROGRAM_ID.toBase58();
const system = (lamports: bigint): RawAccount => ({
  lamports,
  owner: SystemProgram.programId.toBase58(),
  data: new Uint8Array(),
});

/** Step 2 spends basket tokens from the account step 1 creates: it cannot run alone. */
const spendTx = () =>
  transaction([
    createTransferCheckedInstruction(
      walletBasket,
      basketMint,
      vault,
      wallet,
      1_000_000_000n,
      9,
      [],
      TOKEN_2022_PROGRAM_ID,
    ),
  ]);

/** A port that also simulates in order, with a scripted answer. */
class InOrderPort extends FakeSimulationPort {
  asked: string[][] = [];
  inOrder: () => InOrderResult | null = () => null;
  calls = 0;
  async simulateInOrder(
    _txs: readonly VersionedTransaction[],
    addresses: readonly (readonly string[])[],
  ) {
    this.calls++;
    this.asked = addresses.map((a) => [...a]);
    return this.inOrder();
  }
}

/** The deposit and the spend, both succeeding in order. */
const succeeded = (): InOrderResult => ({
  failure: null,
  steps: [
    {
      err: null,
      logs: ['Program log: deposit'],
      unitsConsumed: 100,
      before: [system(2n * SOL), tokenAccount(usdc, wallet, 25_000_000n), null],
      after: [
        system(2n * SOL - FEE - RENT),
        tokenAccount(usdc, wallet, 15_000_000n),
        tokenAccount(basketMint, wallet, 3_500_000_000n, T22),
      ],
    },
    {
      err: null,
      logs: ['Program log: spend'],
      unitsConsumed: 50,
      before: [
        system(2n * SOL - FEE - RENT),
        tokenAccount(basketMint, wallet, 3_500_000_000n, T22),
      ],
      after: [
        system(2n * SOL - 2n * FEE - RENT),
        tokenAccount(basketMint, wallet, 2_500_000_000n, T22),
      ],
    },
  ],
});

const changes = (step: StepCheck | undefined) =>
  step?.simulation.status === 'ok' ? step.simulation.balanceChanges : undefined;

describe('checkSequence, where the RPC simulates in order', () => {
  it('simulates each step on what the steps before it leave, and totals the wallet’s balances', async () => {
    const port = new InOrderPort();
    port.inOrder = succeeded;
    const check = await checkSequence(port, [depositTx(), spendTx()], wallet.toBase58());

    // Step 2 is asked about the account step 1 creates, which it uses.
    expect(port.asked).toEqual([
      [wallet.toBase58(), walletUsdc.toBase58(), walletBasket.toBase58()],
      [wallet.toBase58(), walletBasket.toBase58()],
    ]);
    expect(check.inOrder).toBe(true);
    const [first, second] = check.steps;
    expect(changes(first)).toEqual([
      { mint: 'SOL', symbol: 'SOL', before: '2', after: '1.99795572', delta: '-0.00204428' },
      { mint: usdc.toBase58(), symbol: 'USDC', before: '25', after: '15', delta: '-10' },
      { mint: basketMint.toBase58(), symbol: undefined, before: '0', after: '3.5', delta: '3.5' },
    ]);
    expect(first?.rentLamports).toBe(RENT);
    expect(first?.feeLamports).toBe(FEE);
    // Step 2's "before" is step 1's "after".
    expect(changes(second)).toEqual([
      { mint: 'SOL', symbol: 'SOL', before: '1.99795572', after: '1.99795072', delta: '-0.000005' },
      { mint: basketMint.toBase58(), symbol: undefined, before: '3.5', after: '2.5', delta: '-1' },
    ]);
    expect(second?.rentLamports).toBe(0n);
    // Over the whole sequence: before step 1, after step 2.
    expect(check.total).toEqual([
      { mint: 'SOL', symbol: 'SOL', before: '2', after: '1.99795072', delta: '-0.00204928' },
      { mint: usdc.toBase58(), symbol: 'USDC', before: '25', after: '15', delta: '-10' },
      { mint: basketMint.toBase58(), symbol: undefined, before: '0', after: '2.5', delta: '2.5' },
    ]);
  });

  it('a failing step says why; the steps after it are not simulated, and nothing is totalled', async () => {
    const port = new InOrderPort();
    port.inOrder = () => ({
      failure: 'Error processing Instruction 0: custom program error: 0x1',
      steps: [
        succeeded().steps[0]!,
        {
          err: { InstructionError: [0, { Custom: 1 }] },
          logs: ['Program log: Error: insufficient funds'],
          before: null,
          after: null,
        },
      ],
    });
    const check = await checkSequence(port, [depositTx(), spendTx(), spendTx()], wallet.toBase58());
    expect(check.steps.map((s) => s.simulation.status)).toEqual(['ok', 'error', 'not-simulated']);
    expect(check.steps[1]?.simulation).toMatchObject({
      error: 'Insufficient token balance for this amount.',
      logs: ['Program log: Error: insufficient funds'],
    });
    expect(check.steps[2]?.simulation).toEqual({
      status: 'not-simulated',
      why: 'earlier-step-failed',
      step: 1,
    });
    expect(check.total).toBeUndefined();
  });

  it('a failure the RPC reports without its step’s result is said in the RPC’s words', async () => {
    const port = new InOrderPort();
    port.inOrder = () => ({
      failure: 'Error processing Instruction 0: custom program error: 0x1',
      steps: [],
    });
    const check = await checkSequence(port, [depositTx(), spendTx()], wallet.toBase58());
    expect(check.steps[0]?.simulation).toMatchObject({
      status: 'error',
      error: 'The transaction failed: Error processing Instruction 0: custom program error: 0x1.',
    });
    expect(check.steps[1]?.simulation).toMatchObject({ why: 'earlier-step-failed', step: 0 });
  });

  it('a first step whose blockhash expired leaves the later ones unsimulated, for that reason', async () => {
    const port = new InOrderPort();
    port.inOrder = () => ({
      failure: 'Blockhash not found',
      steps: [{ err: 'BlockhashNotFound', logs: [], before: null, after: null }],
    });
    const check = await checkSequence(port, [depositTx(), spendTx()], wallet.toBase58());
    expect(check.steps[0]?.blockhashExpired).toBe(true);
    expect(check.steps[1]?.simulation).toEqual({
      status: 'not-simulated',
      why: 'earlier-step-expired',
      step: 0,
    });
  });
});

describe('checkSequence, where the RPC simulates one transaction at a time', () => {
  /** Step 2 alone fails: its token account does not exist yet. */
  function alonePort() {
    const port = new InOrderPort(); // its simulateInOrder answers null: no such method
    port.result = (_addresses, tx) =>
      tx.message.compiledInstructions.length === 1
        ? { err: { InstructionError: [0, 'UninitializedAccount'] }, logs: [], accounts: null }
        : { err: null, logs: [], accounts: null };
    return port;
  }

  it('a step that needs what an earlier step creates is “not simulated”, naming that step', async () => {
    const port = alonePort();
    const check = await checkSequence(port, [depositTx(), spendTx()], wallet.toBase58());
    expect(port.calls).toBe(1);
    expect(check.inOrder).toBe(false);
    expect(check.steps[0]?.simulation.status).toBe('ok');
    expect(check.steps[1]?.simulation).toEqual({
      status: 'not-simulated',
      why: 'needs-earlier-step',
      step: 0,
    });
    expect(check.steps[1]?.feeLamports).toBe(FEE);
  });

  it('a step that fails alone for another reason stays a failure', async () => {
    const port = alonePort();
    // Every account step 2 names exists already: it needs nothing step 1 makes.
    for (const a of [walletBasket, vault, basketMint]) port.lamports.set(a.toBase58(), RENT);
    const check = await checkSequence(port, [depositTx(), spendTx()], wallet.toBase58());
    expect(check.steps[1]?.simulation.status).toBe('error');
    expect(check.total).toBeUndefined();
  });
});

describe('checkReviewedSequence (the review under a lagging replica)', () => {
  const refused = (): InOrderResult => ({
    failure: 'Attempt to debit an account but found no record of a prior credit.',
    steps: [{ err: 'AccountNotFound', logs: [], before: null, after: null }],
  });
  const reviewed = (receivedAt: number): ReviewedTx[] =>
    [depositTx(), spendTx()].map((tx) => ({
      base64: Buffer.from(tx.serialize()).toString('base64'),
      receivedAt,
    }));

  it('a sequence refused right after the service answered is simulated again until it passes', async () => {
    const port = new InOrderPort();
    let calls = 0;
    port.inOrder = () => (++calls <= 2 ? refused() : succeeded());
    const clock = new FakeClock();
    const check = await checkReviewedSequence(
      port,
      reviewed(clock.now()),
      wallet.toBase58(),
      clock,
    );
    expect(calls).toBe(3);
    expect(check.steps.map((s) => s.simulation.status)).toEqual(['ok', 'ok']);
  });

  it('a refusal that lasts is reported once the grace after the answer has passed', async () => {
    const port = new InOrderPort();
    port.inOrder = refused;
    const clock = new FakeClock();
    const receivedAt = clock.now();
    const check = await checkReviewedSequence(port, reviewed(receivedAt), wallet.toBase58(), clock);
    expect(check.steps[0]?.simulation.status).toBe('error');
    expect(port.calls).toBeGreaterThan(1);
    expect(clock.now() - receivedAt).toBeLessThanOrEqual(SERVICE_ANSWER_GRACE_MS);
  });

  it('an old answer, and a blockhash that expired, are simulated once', async () => {
    const clock = new FakeClock();
    const expired = (): InOrderResult => ({
      failure: 'Blockhash not found',
      steps: [{ err: 'BlockhashNotFound', logs: [], before: null, after: null }],
    });
    for (const [answer, receivedAt] of [
      [refused, clock.now() - SERVICE_ANSWER_GRACE_MS],
      [expired, clock.now()],
    ] as const) {
      const port = new InOrderPort();
      port.inOrder = answer;
      await checkReviewedSequence(port, reviewed(receivedAt), wallet.toBase58(), clock);
      expect(port.calls).toBe(1);
    }
  });
});
