// @vitest-environment jsdom
import { Keypair } from '@solana/web3.js';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flow } from '../flow';
import { createFlow, reduce, type FlowEvent } from '../flow/machine';
import { dueOutcomesOf } from '../flow/outcomes';
import { chainKeys } from '../solana/queries';
import { loadBaskets } from './baskets/myBasketsStore';
import { loadClaims, savePendingClaim } from './claim/pendingClaimsStore';
import type { OutcomeContext } from '../operations/descriptor';
import { loadEngines, outcomesOf } from '../operations/engines';
import { OPERATIONS } from './operations';
import { createRequest } from '../flow/testing/definitions';
import { createOperation } from './create/operation';
import { withdrawOperation } from './withdraw/operation';
import { claimOperation } from './claim/operation';

const W = Keypair.generate().publicKey.toBase58();
const BASKET = Keypair.generate().publicKey.toBase58();
const MINT = Keypair.generate().publicKey.toBase58();
const ACCOUNT = Keypair.generate().publicKey.toBase58();
const scope = { network: 'sandbox:rpc', wallet: W };
const ctx = { id: 'f', cluster: 'rpc', apiBase: 'api', wallet: W, at: 1 };
const signed = (signature: string) => ({
  signature,
  base64: 'AA==',
  blockhash: 'h',
  lastValidBlockHeight: 1,
  sentBy: 'app' as const,
});
const tx = { base64: 'AA==', receivedAt: 1, blockhash: 'h', lastValidBlockHeight: 1 };

/** Runs every event through the machine. */
const run = (flow: Flow, events: FlowEvent[]) => events.reduce(reduce, flow);
/** The flow with its transaction steps posted, signed in one approval, and the first confirmed. */
function firstConfirmed(flow: Flow): Flow {
  const keys = flow.steps.filter((s) => s.kind === 'tx').map((s) => s.key);
  return run(flow, [
    { type: 'post-started', at: 2 },
    { type: 'post-succeeded', at: 2, txs: Object.fromEntries(keys.map((k) => [k, tx])) },
    { type: 'sign-requested', stepKeys: keys, at: 3 },
    { type: 'signed', at: 3, signed: keys.map((k) => ({ stepKey: k, tx: signed(`sig-${k}`) })) },
    { type: 'sent', stepKey: keys[0] ?? '', at: 4 },
    { type: 'confirmed', stepKey: keys[0] ?? '', at: 5 },
  ]);
}

beforeAll(() => loadEngines(OPERATIONS));

let queryClient: QueryClient;
let outcomeCtx: OutcomeContext;
beforeEach(() => {
  localStorage.clear();
  queryClient = new QueryClient();
  outcomeCtx = { queryClient, scope: () => scope };
});

async function runDue(flow: Flow, running = false) {
  const outcomes = outcomesOf(OPERATIONS, outcomeCtx);
  for (const due of dueOutcomesOf(outcomes, flow, running)) await due.run();
}

describe('outcomes, run by the engine whichever page is open', () => {
  it('a create’s basket is saved to My baskets as soon as its first step landed — even if the rest never does', async () => {
    const declared = createFlow(createOperation.declare(createRequest(W)), ctx);
    const flow = { ...firstConfirmed(declared), facts: { basket: BASKET, basketMint: MINT } };
    // While the runner still reads the transaction back, it waits; once not running, it runs.
    expect(dueOutcomesOf(outcomesOf(OPERATIONS, outcomeCtx), flow, true)).toEqual([]);
    await runDue(flow);
    expect(loadBaskets(scope)).toEqual([
      expect.objectContaining({
        address: BASKET,
        mint: MINT,
        relation: 'created',
        symbol: 'BSKT',
        createSignature: 'sig-create',
      }),
    ]);
  });

  it('a withdraw that lands reaches the claim inbox, with its account and symbol', async () => {
    const declared = createFlow(
      withdrawOperation.declare({ user: W, basket: BASKET, amount: 2 }, { symbol: 'DEMO' }),
      ctx,
    );
    const flow = { ...firstConfirmed(declared), facts: { withdrawAccount: ACCOUNT } };
    await runDue(flow);
    expect(loadClaims(scope)).toEqual([
      expect.objectContaining({
        account: ACCOUNT,
        basket: BASKET,
        amount: 2,
        basketSymbol: 'DEMO',
      }),
    ]);
  });

  it('a claim that completes leaves the inbox and refreshes the chain reads', async () => {
    savePendingClaim(scope, { account: BASKET });
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    const declared = createFlow(claimOperation.declare({ user: W, basket: BASKET }), ctx);
    // Every claim transaction the response held (one per token's claimToken, as many as fit).
    const claims = declared.steps.filter((s) => s.kind === 'tx').slice(1);
    expect(claims.map((s) => s.key)).toContain('claim');
    const flow = run(
      firstConfirmed(declared),
      claims.flatMap(({ key }) => [
        { type: 'send-started' as const, stepKey: key, at: 6 },
        { type: 'sent' as const, stepKey: key, at: 6 },
        { type: 'confirmed' as const, stepKey: key, at: 7 },
      ]),
    );
    await runDue(flow);
    expect(loadClaims(scope)).toEqual([]);
    expect(spy).toHaveBeenCalledWith({ queryKey: chainKeys.all('rpc') });
  });

  it('an outcome already run is not due again', async () => {
    const declared = createFlow(
      withdrawOperation.declare({ user: W, basket: BASKET, amount: 2 }, {}),
      ctx,
    );
    const flow = run({ ...firstConfirmed(declared), facts: { withdrawAccount: ACCOUNT } }, [
      { type: 'outcome-run', at: 8, key: 'confirmed:withdraw' },
      { type: 'outcome-run', at: 8, key: 'completed' },
    ]);
    expect(dueOutcomesOf(outcomesOf(OPERATIONS, outcomeCtx), flow, false)).toEqual([]);
  });
});
