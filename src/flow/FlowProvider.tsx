// Holds the engine for the connected wallet on the current cluster and gives features useFlows().
// Real dependencies are passed in (see FlowRoot.tsx), so this stays testable.
import type { VersionedTransaction } from '@solana/web3.js';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { systemClock, type Clock } from './clock';
import { FlowEngine } from './engine';
import { FlowContext, type FlowsApi } from './FlowContext';
import { createFlowToaster } from './flowToasts';
import { createJournal, memoryStorage, type Journal } from './journal';
import { dueOutcomesOf, type Outcomes } from './outcomes';
import type { SendingPlan } from './reviewWords';
import type { RunnerDeps, WalletPort } from './ports';
import { FlowRunner, type RunResult } from './runner';
import { FlowStore } from './store';
import { defaultTabLock } from './defaultTabLock';
import type { TabLock } from './tabLock';
import type { Flow, FlowDefinition, SendMode } from './types';

export interface FlowProviderProps {
  /** The connected wallet (base58), or null. */
  wallet: string | null;
  /** The RPC URL: flows are kept per wallet and cluster. */
  cluster: string;
  apiBase: string;
  /** The outside world; the wallet's address is `wallet`. */
  deps: Omit<RunnerDeps, 'wallet'> & { wallet: Omit<WalletPort, 'address'> };
  /** How the next confirmed flow is sent: by this app, or by the wallet (signAndSend). */
  sendMode?: () => SendMode;
  /** What each operation does when its steps confirm and when it completes. */
  outcomes?: Outcomes;
  /** How a flow confirmed now would be signed and sent (the review says it). */
  sendingPlan?: SendingPlan;
  explorerTxUrl(signature: string): string;
  explorerName: string;
  clock?: Clock;
  journal?: Journal;
  lock?: TabLock;
  /** Show toasts (src/notifications/toasts.ts; default true). */
  toasts?: boolean;
  children: ReactNode;
}

const EMPTY: Flow[] = [];
const noop = () => () => {};

function browserJournal(): Journal {
  try {
    return createJournal(window.localStorage);
  } catch {
    return createJournal(memoryStorage());
  }
}

export function FlowProvider(props: FlowProviderProps) {
  const { wallet, cluster, apiBase, children } = props;
  // Dependencies change identity on every render (wallet-adapter callbacks): read them through a
  // ref so the engine is rebuilt only when the wallet, cluster or API changes.
  const depsRef = useRef(props.deps);
  const walletRef = useRef(wallet);
  const sendModeRef = useRef(props.sendMode);
  useEffect(() => {
    depsRef.current = props.deps;
    walletRef.current = wallet;
    sendModeRef.current = props.sendMode;
  });
  const [journal] = useState(() => props.journal ?? browserJournal());
  const [lock] = useState(() => props.lock ?? defaultTabLock());
  const clock = props.clock ?? systemClock;
  // Bumped when a run starts or ends, so "running" dependent UI (actions, Resume) re-renders.
  const [runVersion, setRunVersion] = useState(0);

  const engine = useMemo(() => {
    if (!wallet) return null;
    const store = new FlowStore(journal, wallet, cluster);
    const chain = () => depsRef.current.chain;
    const walletPort = () => depsRef.current.wallet;
    const intent = () => depsRef.current.intent;
    const runner = new FlowRunner({
      store,
      clock,
      lock,
      chain: {
        getLatestBlockhash: () => chain().getLatestBlockhash(),
        getBlockHeight: () => chain().getBlockHeight(),
        isBlockhashValid: (b) => chain().isBlockhashValid(b),
        sendRawTransaction: (b, o) => chain().sendRawTransaction(b, o),
        getSignatureStatus: (s) => chain().getSignatureStatus(s),
        onSignature: (s, cb) => chain().onSignature(s, cb),
        getTransaction: (s) => chain().getTransaction(s),
        getOwners: (a) => chain().getOwners(a),
        getSignaturesForAddress: (a, o) => chain().getSignaturesForAddress(a, o),
        getTokenBalance: (o, m) => chain().getTokenBalance(o, m),
        onTokenBalanceChange: (o, m, cb) => chain().onTokenBalanceChange?.(o, m, cb) ?? (() => {}),
        onRateLimited: (cb) => chain().onRateLimited?.(cb) ?? (() => {}),
      },
      post: (flow) => depsRef.current.post(flow),
      intent: { check: (flow, txs) => intent().check(flow, txs) },
      facts: {
        fromResponse: (flow, txs) => depsRef.current.facts?.fromResponse(flow, txs) ?? {},
        fromConfirmed: (flow, key, created) =>
          depsRef.current.facts?.fromConfirmed(flow, key, created) ?? {},
        partsOf: (flow, key, tx) => depsRef.current.facts?.partsOf?.(flow, key, tx),
      },
      // The wallet's abilities are read when used: the user may switch wallets between steps.
      wallet: {
        address: () => walletRef.current,
        name: () => walletPort().name(),
        signTransaction: (tx) => walletPort().signTransaction(tx),
        get signAllTransactions() {
          const port = walletPort();
          const sign = port.signAllTransactions;
          return sign ? (txs: VersionedTransaction[]) => sign.call(port, txs) : undefined;
        },
        get signAndSendTransactions() {
          const port = walletPort();
          const send = port.signAndSendTransactions;
          return send
            ? (txs: VersionedTransaction[], o: { serial: boolean }) => send.call(port, txs, o)
            : undefined;
        },
        get sendsInSeries() {
          return walletPort().sendsInSeries;
        },
      },
      onError: (id, e) => console.error(`Flow ${id} stopped unexpectedly`, e),
      onRunningChange: () => setRunVersion((v) => v + 1),
    });
    return new FlowEngine({ store, runner, clock, apiBase });
  }, [wallet, cluster, apiBase, journal, lock, clock]);

  useEffect(() => () => engine?.dispose(), [engine]);

  // Another tab wrote this wallet's journal: pick up its progress.
  useEffect(() => {
    if (!engine || !wallet) return;
    const key = journal.keyFor(wallet, cluster);
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) engine.store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [engine, journal, wallet, cluster]);

  const subscribe = useMemo(
    () => (engine ? (cb: () => void) => engine.store.subscribe(cb) : noop),
    [engine],
  );
  const all = useSyncExternalStore(
    subscribe,
    () => engine?.store.list() ?? EMPTY,
    () => EMPTY,
  );
  const flows = useMemo(() => all.filter((f) => !f.dismissed), [all]);

  // Flows started or resumed in this tab get a toast; the ones merely listed don't.
  const [watched] = useState(() => new Set<string>());
  const [elsewhere, setElsewhere] = useState<ReadonlySet<string>>(new Set());
  const [toaster] = useState(() => createFlowToaster());
  const toasts = props.toasts ?? true;
  useEffect(() => {
    if (toasts) toaster(all, watched);
  }, [all, toasts, toaster, watched]);

  // Operations' outcomes run here, whichever page is open, once each (recorded in the journal).
  const { outcomes } = props;
  const [started] = useState(() => new Set<string>());
  useEffect(() => {
    if (!engine || !outcomes) return;
    for (const flow of all) {
      for (const due of dueOutcomesOf(outcomes, flow, engine.isRunning(flow.id))) {
        const id = `${flow.id}:${due.key}`;
        if (started.has(id)) continue;
        started.add(id);
        void Promise.resolve()
          .then(due.run)
          .catch((e: unknown) => console.error(`Outcome ${due.key} of ${flow.title} failed`, e))
          .finally(() => {
            if (engine.store.get(flow.id)) {
              engine.store.dispatch(flow.id, {
                type: 'outcome-run',
                at: clock.now(),
                key: due.key,
              });
            }
          });
      }
    }
  }, [all, engine, outcomes, started, clock, runVersion]);

  const track = useCallback(
    async (id: string, run: Promise<RunResult>) => {
      watched.add(id);
      const result = await run;
      setElsewhere((prev) => {
        const next = new Set(prev);
        if (result === 'locked') next.add(id);
        else next.delete(id);
        return next;
      });
      return result;
    },
    [watched],
  );

  const api = useMemo<FlowsApi>(
    () => ({
      flows,
      ready: !!engine,
      start(definition: FlowDefinition) {
        if (!engine) throw new Error('Connect a wallet to continue');
        const id = engine.start(definition);
        watched.add(id);
        // Toast at once, not on the next render, so a fast outcome still gets its toast.
        if (toasts) toaster(engine.store.list(), watched);
        return id;
      },
      prepare(definition: FlowDefinition) {
        if (!engine) throw new Error('Connect a wallet to continue');
        return engine.prepare(definition);
      },
      confirm(id: string) {
        if (!engine) return Promise.resolve('error');
        const run = engine.confirm(id, sendModeRef.current?.() ?? 'app');
        watched.add(id);
        if (toasts) toaster(engine.store.list(), watched);
        return track(id, run);
      },
      resume: (id) => (engine ? track(id, engine.resume(id)) : Promise.resolve('error')),
      retry: (id) => (engine ? track(id, engine.retry(id)) : Promise.resolve('error')),
      dismiss: (id) => engine?.dismiss(id),
      isRunning: (id) => engine?.isRunning(id) ?? false,
      isElsewhere: (id) => elsewhere.has(id),
      explorerTxUrl: props.explorerTxUrl,
      explorerName: props.explorerName,
      sendingPlan: props.sendingPlan,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `runVersion`: isRunning() changed
    [
      flows,
      runVersion,
      engine,
      track,
      elsewhere,
      props.explorerTxUrl,
      props.explorerName,
      props.sendingPlan,
      toasts,
      toaster,
      watched,
    ],
  );

  return <FlowContext.Provider value={api}>{children}</FlowContext.Provider>;
}
