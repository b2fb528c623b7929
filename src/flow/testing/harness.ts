// The engine under test: a store, a runner and an engine over the fakes, with a reload that opens
// a new tab over the same storage, chain, wallet and API.
import { FlowEngine } from '../engine';
import { createJournal, memoryStorage } from '../journal';
import { signedOf } from '../machine';
import type { FactsPort } from '../ports';
import { FlowRunner } from '../runner';
import { FlowStore } from '../store';
import { memoryTabLock, type TabLock } from '../tabLock';
import type { Flow } from '../types';
import { FakeApi } from './fakeApi';
import { FakeChain, FakeClock } from './fakeChain';
import { FakeIntent } from './fakeIntent';
import { FakeWallet, walletPortOf } from './fakeWallet';

/** What the engine talks to: a clock, a chain, a wallet (sending through that chain) and the API. */
export interface FakeWorld {
  /** What happened, in order (e.g. "wallet:prompt", "send:<signature>"). */
  log: string[];
  clock: FakeClock;
  chain: FakeChain;
  wallet: FakeWallet;
  api: FakeApi;
  intent: FakeIntent;
}

export function fakeWorld(): FakeWorld {
  const log: string[] = [];
  const clock = new FakeClock();
  const chain = new FakeChain(clock, log);
  const wallet = new FakeWallet(log);
  wallet.chain = chain;
  const api = new FakeApi(chain, wallet, log);
  return { log, clock, chain, wallet, api, intent: new FakeIntent(api.fresh) };
}

export function createHarness(opts: { lock?: TabLock; facts?: FactsPort } = {}) {
  const world = fakeWorld();
  const storage = memoryStorage();
  const { facts } = opts;
  const tab = createTab({ ...world, storage, lock: opts.lock, facts });
  /** A reload: a new tab (fresh memory) over the same storage, chain, wallet and API. */
  const reload = (lock?: TabLock) => createTab({ ...world, storage, lock, facts });
  return { ...world, storage, ...tab, reload };
}

function createTab(
  o: FakeWorld & {
    storage: ReturnType<typeof memoryStorage>;
    lock?: TabLock;
    facts?: FactsPort;
  },
) {
  const { log, clock, chain, wallet, api, intent, storage } = o;
  const base = createJournal(storage);
  // Logs each signature the moment its signed bytes are journaled, so tests can check the order
  // docs/flow-engine.md rule 1 asks for.
  const journaled = new Set<string>();
  const journal = {
    ...base,
    save(flow: Flow) {
      base.save(flow);
      for (const step of flow.steps) {
        const signed = signedOf(step);
        if (signed?.base64 && !journaled.has(signed.signature)) {
          journaled.add(signed.signature);
          log.push(`journal:signed:${signed.signature}`);
        }
      }
    },
  };
  const cluster = 'http://127.0.0.1:18899';
  const store = new FlowStore(journal, wallet.address, cluster);
  const errors: unknown[] = [];
  const runner = new FlowRunner({
    store,
    clock,
    lock: o.lock ?? memoryTabLock(),
    chain,
    post: (f) => api.post(f),
    intent,
    wallet: walletPortOf(wallet),
    facts: o.facts,
    onError: (_id, e) => errors.push(e),
  });
  let n = 0;
  const engine = new FlowEngine({
    store,
    runner,
    clock,
    apiBase: 'http://127.0.0.1:18787',
    newId: () => `flow-${++n}`,
  });
  return { journal, store, runner, engine, errors, cluster };
}

/**
 * Lets the engine run until `predicate` holds, macrotask by macrotask. The ceiling is time, as
 * Testing Library's waitFor has (src/testing/busyMachine.setup.ts), never a count of turns: how many
 * turns React's late work takes depends on how busy the machine is.
 */
export async function until(predicate: () => boolean, ceilingMs = 15_000): Promise<void> {
  const deadline = Date.now() + ceilingMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`The condition never held in ${ceilingMs} ms`);
    await new Promise((r) => setTimeout(r, 0));
  }
}
