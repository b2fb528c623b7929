// Journal entries written by earlier versions of the app, brought to the current format. Version 1
// kept every step field optional on one shape; version 2 is a closed union per status. A flow that
// was mid-way when the app was updated must resume exactly where it was: its signed bytes and
// signatures are carried over, never dropped.
import { isCommand } from '../api/commands';
import { txFromBase64 } from './codec';
import { withStoredRequest } from './storedRequest';
import type { Flow, FlowFields, SignedTx, Step, StepError, TxStep, UnsignedTx } from './types';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function blockhashOf(base64: string | undefined): string | undefined {
  if (!base64) return undefined;
  try {
    return txFromBase64(base64).message.recentBlockhash;
  } catch {
    return undefined;
  }
}

function stepError(v: unknown): StepError {
  const e = isObject(v) ? v : {};
  const kind = e.kind === 'check' || e.kind === 'wallet' ? e.kind : 'chain';
  return {
    kind,
    message: str(e.message) ?? 'This step failed.',
    ...(Array.isArray(e.logs) ? { logs: e.logs.map(String) } : {}),
    ...(str(e.raw) ? { raw: str(e.raw) } : {}),
    ...(e.neverLanded === true ? { neverLanded: true } : {}),
  };
}

function migrateTxStep(s: Json, createdAt: number): TxStep | null {
  const key = str(s.key);
  const label = str(s.label);
  const status = str(s.status);
  if (!key || !label || !status) return null;
  const lastValidBlockHeight = num(s.lastValidBlockHeight) ?? 0;
  const txText = str(s.tx);
  const txHash = blockhashOf(txText);
  const unsigned: UnsignedTx | undefined =
    txText && txHash
      ? {
          base64: txText,
          receivedAt: num(s.txReceivedAt) ?? createdAt,
          blockhash: txHash,
          lastValidBlockHeight,
        }
      : undefined;
  const signature = str(s.signature);
  const signedText = str(s.signedTx);
  const signedHash = blockhashOf(signedText) ?? txHash;
  const signed: SignedTx | undefined =
    signature && signedHash
      ? {
          signature,
          ...(signedText ? { base64: signedText } : {}),
          blockhash: signedHash,
          lastValidBlockHeight,
          sentBy: 'app',
        }
      : undefined;
  const base = {
    kind: 'tx' as const,
    key,
    label,
    txField: str(s.txField) ?? '',
    ...(unsigned ? { unsigned } : {}),
    ...(Array.isArray(s.previousSignatures)
      ? { previousSignatures: s.previousSignatures.map(String) }
      : {}),
    ...(num(s.startedAt) !== undefined ? { startedAt: num(s.startedAt) } : {}),
    ...(str(s.notice) ? { notice: str(s.notice) } : {}),
  };
  switch (status) {
    case 'pending':
    case 'awaiting-signature':
    case 'rejected':
      return { ...base, status };
    case 'sending':
      return signed ? { ...base, status, signed } : null;
    case 'confirming':
      return signed ? { ...base, status, signed, sentAt: num(s.sentAt) ?? createdAt } : null;
    case 'confirmed':
      return signed
        ? {
            ...base,
            status,
            signed,
            ...(num(s.sentAt) !== undefined ? { sentAt: num(s.sentAt) } : {}),
            confirmedAt: num(s.confirmedAt) ?? createdAt,
          }
        : null;
    case 'expired':
      return { ...base, status, ...(signed ? { signed } : {}) };
    case 'failed':
      return { ...base, status, error: stepError(s.error), ...(signed ? { signed } : {}) };
    default:
      return null;
  }
}

function migrateWaitStep(s: Json): Step | null {
  const key = str(s.key);
  const label = str(s.label);
  const watch = isObject(s.watch) ? s.watch : undefined;
  const owner = str(watch?.owner);
  const mint = str(watch?.mint);
  if (!key || !label || !owner || !mint) return null;
  const base = { kind: 'wait' as const, key, label, watch: { owner, mint } };
  const baseline = str(s.baseline);
  const startedAt = num(s.startedAt);
  const deadline = num(s.deadline);
  switch (s.status) {
    case 'pending':
      return { ...base, status: 'pending', ...(baseline !== undefined ? { baseline } : {}) };
    case 'waiting':
    case 'overdue':
    case 'done':
      if (baseline === undefined || startedAt === undefined || deadline === undefined) return null;
      return s.status === 'done'
        ? {
            ...base,
            status: 'done',
            baseline,
            startedAt,
            deadline,
            doneAt: num(s.confirmedAt) ?? deadline,
          }
        : { ...base, status: s.status, baseline, startedAt, deadline };
    default:
      return null;
  }
}

/** A version 1 journal entry as a version 2 flow, or null when it can't be read. */
export function migrateFlowV1(v: unknown): Flow | null {
  if (!isObject(v) || !Array.isArray(v.steps)) return null;
  const id = str(v.id);
  const wallet = str(v.wallet);
  const cluster = str(v.cluster);
  const createdAt = num(v.createdAt);
  if (!id || !wallet || !cluster || createdAt === undefined || !isCommand(v.op)) return null;
  const steps: Step[] = [];
  for (const raw of v.steps) {
    if (!isObject(raw)) return null;
    const step = raw.kind === 'wait' ? migrateWaitStep(raw) : migrateTxStep(raw, createdAt);
    if (!step) return null;
    steps.push(step);
  }
  const fields: FlowFields = {
    v: 2,
    id,
    title: str(v.title) ?? v.op,
    cluster,
    apiBase: str(v.apiBase) ?? '',
    wallet,
    createdAt,
    updatedAt: num(v.updatedAt) ?? createdAt,
    steps,
    facts: {},
    // A create that was under way keeps the rule it would have today.
    ...(v.op === 'create' ? { freshPostUnsafeFrom: 'create' } : {}),
    ...(v.op === 'withdraw' ? { freshPostUnsafeFrom: 'withdraw' } : {}),
    ...(v.awaitingReview === true ? { awaitingReview: true } : {}),
    ...(v.dismissed === true ? { dismissed: true } : {}),
  };
  return withStoredRequest(fields, v.op, v.request);
}
