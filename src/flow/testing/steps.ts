// A flow's steps in each status, built directly: for the tests of the machine's readers and
// transitions on states the events reach only by a long way round (src/flow/machine/*.test.ts).
import type { Flow, FlowFields, SignedTx, Step, TxStep, UnsignedTx, WaitStep } from '../types';

const unsigned: UnsignedTx = {
  base64: 'tx',
  receivedAt: 1,
  blockhash: 'hash',
  lastValidBlockHeight: 100,
};

export const signed = (key: string): SignedTx => ({
  signature: `sig-${key}`,
  base64: `signed-${key}`,
  blockhash: 'hash',
  lastValidBlockHeight: 100,
  sentBy: 'app',
});

const common = (key: string) => ({ kind: 'tx' as const, key, label: key, txField: key });
const withTxOrNot = (withTx: boolean) => (withTx ? { unsigned } : {});

export const pending = (key: string, withTx = true): TxStep => ({
  ...common(key),
  status: 'pending',
  ...withTxOrNot(withTx),
});
export const awaiting = (key: string, withTx = true): TxStep => ({
  ...common(key),
  status: 'awaiting-signature',
  ...withTxOrNot(withTx),
});
export const rejected = (key: string, withTx = true): TxStep => ({
  ...common(key),
  status: 'rejected',
  ...withTxOrNot(withTx),
});
export const signedStep = (key: string): TxStep => ({
  ...common(key),
  status: 'signed',
  unsigned,
  signed: signed(key),
});
export const withWallet = (key: string): TxStep => ({
  ...common(key),
  status: 'with-wallet',
  unsigned,
  handoff: { at: 1, blockhash: 'hash', lastValidBlockHeight: 100, instructions: [] },
});
export const confirmed = (key: string): TxStep => ({
  ...common(key),
  status: 'confirmed',
  unsigned,
  signed: signed(key),
  confirmedAt: 2,
});
export const expired = (key: string): TxStep => ({
  ...common(key),
  status: 'expired',
  unsigned,
  signed: signed(key),
});
export const failed = (
  key: string,
  kind: 'chain' | 'check' | 'wallet',
  wasSigned: boolean,
): TxStep => ({
  ...common(key),
  status: 'failed',
  unsigned,
  error: { kind, message: 'no' },
  ...(wasSigned ? { signed: signed(key) } : {}),
});
export const waiting = (key: string): WaitStep => ({
  kind: 'wait',
  key,
  label: key,
  watch: { owner: 'owner' },
  status: 'waiting',
  baseline: '0',
  startedAt: 1,
  deadline: 2,
});

/** A wait step not started yet: like a transaction step that lacks its transaction, but not one. */
export const waitPending = (key: string): WaitStep => ({
  kind: 'wait',
  key,
  label: key,
  watch: { owner: 'owner' },
  status: 'pending',
});

export const flowOf = (steps: Step[], extra: Partial<FlowFields> = {}): FlowFields => ({
  v: 2,
  id: 'f',
  title: 't',
  cluster: 'rpc',
  apiBase: 'api',
  wallet: 'w',
  createdAt: 1,
  updatedAt: 1,
  steps,
  facts: {},
  ...extra,
});

/** A deposit's flow with these steps. */
export const depositFlowOf = (steps: Step[], extra: Partial<FlowFields> = {}): Flow => ({
  ...flowOf(steps, extra),
  op: 'deposit',
  request: { user: 'w', basket: 'b', amount: 1 },
});
