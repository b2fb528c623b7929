import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from './codec';
import { createJournal, memoryStorage } from './journal';
import { flowState, nextAction } from './machine';
import { migrateFlowV1 } from './migrate';
import { createDefinition, depositDefinition } from './testing/definitions';
import { buildTx } from './testing/fakeApi';

const wallet = Keypair.generate();
const W = wallet.publicKey.toBase58();
const blockhash = Keypair.generate().publicKey.toBase58();
const unsigned = bytesToBase64(
  buildTx({ payer: wallet.publicKey, blockhash, lamports: 1 }).serialize(),
);
const signedTx = buildTx({ payer: wallet.publicKey, blockhash, lamports: 2 });
signedTx.sign([wallet]);
const signed = bytesToBase64(signedTx.serialize());

/** The fields every flow of version 1 carried, for `def`'s operation. */
const v1Fields = (id: string, op: string, def: { title: string; request: unknown }) => ({
  id,
  op,
  title: def.title,
  cluster: 'rpc',
  apiBase: 'api',
  wallet: W,
  request: def.request,
  createdAt: 1,
});

/** A create flow as version 1 of the app journaled it: step 1 confirmed, step 2 being sent. */
function v1Create(): { [field: string]: unknown; steps: Record<string, unknown>[] } {
  const def = createDefinition(W);
  return {
    ...v1Fields('old', 'create', def),
    updatedAt: 9,
    steps: [
      {
        key: 'create',
        label: 'Create',
        kind: 'tx',
        txField: 'createTransaction',
        tx: unsigned,
        txReceivedAt: 2,
        signedTx: signed,
        status: 'confirmed',
        signature: 'sig1',
        lastValidBlockHeight: 150,
        startedAt: 3,
        sentAt: 4,
        confirmedAt: 5,
      },
      {
        key: 'composition',
        label: 'Compose',
        kind: 'tx',
        txField: 'compositionTransaction',
        tx: unsigned,
        signedTx: signed,
        status: 'sending',
        signature: 'sig2',
        lastValidBlockHeight: 150,
        startedAt: 6,
      },
      {
        key: 'restructure',
        label: 'Activate',
        kind: 'tx',
        txField: 'restructureTransaction',
        status: 'pending',
      },
    ],
  };
}

describe('journal entries of version 1', () => {
  it('a create mid-way keeps its signed bytes and signatures, and resumes by confirming step 2', () => {
    const flow = migrateFlowV1(v1Create());
    expect(flow).not.toBeNull();
    if (!flow) return;
    expect(flow.v).toBe(2);
    expect(flow.steps.map((s) => s.status)).toEqual(['confirmed', 'sending', 'pending']);
    const second = flow.steps[1];
    expect(second?.status === 'sending' && second.signed).toEqual({
      signature: 'sig2',
      base64: signed,
      blockhash,
      lastValidBlockHeight: 150,
      sentBy: 'app',
    });
    const first = flow.steps[0];
    expect(
      first?.status === 'confirmed' && [first.confirmedAt, first.unsigned?.receivedAt],
    ).toEqual([5, 2]);
    // It keeps today's rule: a create never posts again once its first step landed.
    expect(flow.freshPostUnsafeFrom).toBe('create');
    expect(nextAction(flow)).toEqual({ type: 'confirm', stepKey: 'composition' });
  });

  it('a deposit waiting for its tokens keeps its countdown', () => {
    const def = depositDefinition(W);
    const flow = migrateFlowV1({
      ...v1Fields('dep', 'deposit', def),
      steps: [
        {
          key: 'deposit',
          label: 'Deposit',
          kind: 'tx',
          txField: 'transaction',
          tx: unsigned,
          signedTx: signed,
          status: 'confirmed',
          signature: 's',
          confirmedAt: 5,
          startedAt: 2,
        },
        {
          key: 'wait',
          label: 'Minted',
          kind: 'wait',
          status: 'waiting',
          baseline: '7',
          startedAt: 5,
          deadline: 185,
          watch: def.wait?.watch,
        },
      ],
    });
    expect(flow && flowState(flow)).toBe('waiting');
    const wait = flow?.steps[1];
    expect(wait?.status === 'waiting' && [wait.baseline, wait.deadline]).toEqual(['7', 185]);
  });

  it('an entry this version cannot read (a step missing its data, a bad request) is left out', () => {
    const broken = v1Create();
    broken.steps[1] = { ...broken.steps[1], signature: undefined };
    expect(migrateFlowV1(broken)).toBeNull();
    expect(migrateFlowV1({ ...v1Create(), request: { symbol: 'x' } })).toBeNull();
    expect(migrateFlowV1({ ...v1Create(), op: 'teleport' })).toBeNull();
  });

  it('the journal reads version 1 entries beside version 2 ones', () => {
    const storage = memoryStorage();
    const journal = createJournal(storage);
    storage.setItem(journal.keyFor(W, 'rpc'), JSON.stringify([v1Create()]));
    const [flow] = journal.load(W, 'rpc');
    expect(flow?.id).toBe('old');
    expect(flow?.v).toBe(2);
    if (flow) journal.save(flow);
    expect(JSON.parse(storage.getItem(journal.keyFor(W, 'rpc')) ?? '[]')[0].v).toBe(2);
  });
});
