// What the intent check costs (docs/security.md, "What it costs"): the flow engine's own path from
// the Basket API's answer to the review — decode each transaction, read its blockhash's lifetime,
// check it against the request (docs/flow-engine.md rule 12), record it — with the check and, on
// the same answers in the same run, without it (a check that passes everything, as the engine was
// before). The reads go to a sandbox of the part's own through the app's cached reads with an empty
// cache each time: a first review after a page load, the check's worst case.
import { Connection, Keypair } from '@solana/web3.js';
import { QueryClient } from '@tanstack/react-query';
import { COMMANDS, TX_FIELDS } from '../../../src/api/schemas';
import { createIntent } from '../../../src/features/create/intent';
import { depositIntent } from '../../../src/features/deposit/intent';
import { systemClock } from '../../../src/flow/clock';
import { connectionPort } from '../../../src/flow/connectionPort';
import { defineFlow } from '../../../src/flow/defineFlow';
import { bindIntent, cachedIntentReads } from '../../../src/flow/intent';
import { createJournal, memoryStorage } from '../../../src/flow/journal';
import { createFlow, flowState } from '../../../src/flow/machine';
import type { IntentPort } from '../../../src/flow/ports';
import { FlowRunner } from '../../../src/flow/runner';
import { FlowStore } from '../../../src/flow/store';
import { memoryTabLock } from '../../../src/flow/tabLock';
import type { Flow, FlowDefinition } from '../../../src/flow/types';
import { USDC_MINT, WSOL_MINT } from '../../../src/solana/tokens';
import type { Sandbox } from '../../../sandbox/index';
import { watchLoad, type LoadDuring } from '../../support/load';
import { summarize, type Summary } from '../../support/stats';
import { withOwnSandbox } from '../own-sandbox';

export const INTENT_RUNS = 20;

export interface AnswerToReview {
  /** With the check (each answer's chain reads from an empty cache). */
  checked: Summary;
  /** The same answers without it. */
  unchecked: Summary;
}

export interface IntentFigures extends LoadDuring {
  /** Create: three transactions. */
  create: AnswerToReview;
  /** Deposit: one transaction. */
  deposit: AnswerToReview;
}

/** A check that passes everything: the engine as it was before docs/flow-engine.md rule 12. */
const PASSING: IntentPort = {
  check: (_flow, txs) =>
    Promise.resolve({
      ok: true,
      steps: Object.fromEntries(txs.map((t) => [t.key, { does: [], fresh: {}, print: '' }])),
    }),
};

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (json.success !== true) throw new Error(`the sandbox refused: ${JSON.stringify(json)}`);
  return json;
}

let reviews = 0;

/** ms from the answer in hand to the flow in review, through the engine's own runner. */
async function answerToReview(
  sandbox: Sandbox,
  definition: FlowDefinition,
  wallet: string,
  answer: Record<string, unknown>,
  intent: IntentPort,
): Promise<number> {
  const command = definition.op;
  const store = new FlowStore(createJournal(memoryStorage()), wallet, sandbox.rpcUrl);
  let answered = 0;
  const runner = new FlowRunner({
    store,
    clock: systemClock,
    lock: memoryTabLock(),
    chain: connectionPort(new Connection(sandbox.rpcUrl, 'confirmed')),
    post: () => {
      answered = performance.now();
      return Promise.resolve(answer);
    },
    intent,
    wallet: {
      address: () => wallet,
      name: () => 'bench',
      signTransaction: () => Promise.reject(new Error('the bench never signs')),
    },
  });
  const flow: Flow = createFlow(definition, {
    id: `${command}-${(reviews += 1)}`,
    cluster: sandbox.rpcUrl,
    apiBase: sandbox.apiUrl,
    wallet,
    at: Date.now(),
    review: true,
  });
  store.add(flow);
  await runner.run(flow.id);
  const done = performance.now();
  const state = store.get(flow.id);
  if (!state || flowState(state) !== 'review') {
    throw new Error(`${command} did not reach the review: ${JSON.stringify(state?.apiError)}`);
  }
  return done - answered;
}

const CREATE = bindIntent(createIntent);
const DEPOSIT = bindIntent(depositIntent);

/** The rules of the flow's command, reading `sandbox` through a new cache (a first review). */
function checking(sandbox: Sandbox): IntentPort {
  const reads = cachedIntentReads(
    { url: sandbox.rpcUrl, fetch: (...args) => fetch(...args) },
    new QueryClient(),
  );
  return {
    check(flow, txs) {
      if (flow.op === 'create') return CREATE.check(flow.request, flow.wallet, txs, reads);
      if (flow.op === 'deposit') return DEPOSIT.check(flow.request, flow.wallet, txs, reads);
      throw new Error(`the bench checks create and deposit, not ${flow.op}`);
    },
  };
}

async function measure(
  sandbox: Sandbox,
  definitionFor: (run: number) => FlowDefinition,
  wallet: string,
): Promise<AnswerToReview> {
  const checked: number[] = [];
  const unchecked: number[] = [];
  for (let run = 0; run < INTENT_RUNS; run++) {
    const definition = definitionFor(run);
    const answer = await post(`${sandbox.apiUrl}/baskets/${definition.op}`, definition.request);
    // Alternating which goes first, so neither always meets a warmer RPC.
    const withCheck = () => answerToReview(sandbox, definition, wallet, answer, checking(sandbox));
    const without = () => answerToReview(sandbox, definition, wallet, answer, PASSING);
    if (run % 2 === 0) {
      checked.push(await withCheck());
      unchecked.push(await without());
    } else {
      unchecked.push(await without());
      checked.push(await withCheck());
    }
  }
  return { checked: summarize(checked), unchecked: summarize(unchecked) };
}

const steps = <F extends string>(fields: readonly F[]) =>
  fields.map((txField) => ({ key: txField, label: txField, txField }));

/** A create of two tokens by `creator`, its names numbered by `run`. */
function createDefinition(run: number, creator: string): FlowDefinition {
  const request = COMMANDS.create.request.parse({
    symbol: `INT${run}`,
    name: `Intent bench ${run}`,
    uri: '',
    hostPlatform: creator,
    hostPlatformFees: 10,
    creator,
    depositFee: 50,
    type: 1,
    rebalanceInterval: 3600,
    rebalanceThreshold: 300,
    slippage: 100,
    lpOffsetThreshold: 0,
    disableRebalance: 0,
    disableLp: 1,
    composition: [
      { token: USDC_MINT, weight: 60 },
      { token: WSOL_MINT, weight: 40 },
    ],
  });
  return defineFlow({ op: 'create', title: 'create', request, steps: steps(TX_FIELDS.create) });
}

function depositDefinition(user: string, basket: string): FlowDefinition {
  const request = COMMANDS.deposit.request.parse({ user, basket, amount: 1 });
  return defineFlow({ op: 'deposit', title: 'deposit', request, steps: steps(TX_FIELDS.deposit) });
}

export async function benchIntent(log: (line: string) => void): Promise<IntentFigures> {
  return withOwnSandbox('intent', { keeperDelayMs: 1_000 }, async (sandbox) => {
    const loadDuring = watchLoad();
    const user = Keypair.generate().publicKey.toBase58();
    const funded = await fetch(`${sandbox.apiUrl}/sandbox/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: user }),
    });
    if (!funded.ok) throw new Error(`the faucet answered ${funded.status}`);
    const { baskets } = (await (await fetch(`${sandbox.apiUrl}/sandbox/baskets`)).json()) as {
      baskets: { address: string }[];
    };
    const basket = baskets[0]?.address;
    if (!basket) throw new Error('the sandbox lists no basket');
    log('  create…');
    const create = await measure(sandbox, (run) => createDefinition(run, user), user);
    log('  deposit…');
    const deposit = await measure(sandbox, () => depositDefinition(user, basket), user);
    return { create, deposit, ...loadDuring() };
  });
}
