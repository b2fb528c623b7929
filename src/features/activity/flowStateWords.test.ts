import { describe, expect, it } from 'vitest';
import { createFlow, reduce, type FlowEvent } from '../../flow/machine';
import { createDefinition } from '../../flow/testing/definitions';
import { flowStateView } from './flowStateWords';

const W = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const tx = { base64: 'AA==', receivedAt: 1, blockhash: 'hash', lastValidBlockHeight: 100 };

function awaitingSignature() {
  const events: FlowEvent[] = [
    { type: 'post-started', at: 1 },
    { type: 'post-succeeded', at: 1, txs: { create: tx, composition: tx, restructure: tx } },
    { type: 'sign-requested', stepKeys: ['create', 'composition', 'restructure'], at: 2 },
  ];
  const created = events.reduce(
    reduce,
    createFlow(createDefinition(W), { id: 'f', cluster: 'rpc', apiBase: 'api', wallet: W, at: 1 }),
  );
  return created;
}

function withWallet() {
  const events: FlowEvent[] = [
    { type: 'post-started', at: 1 },
    { type: 'post-succeeded', at: 1, txs: { create: tx, composition: tx, restructure: tx } },
    {
      type: 'handed-to-wallet',
      at: 2,
      handoffs: [
        {
          stepKey: 'create',
          handoff: { at: 2, blockhash: 'hash', lastValidBlockHeight: 100, instructions: [] },
        },
      ],
    },
  ];
  return events.reduce(
    reduce,
    createFlow(createDefinition(W), { id: 'f', cluster: 'rpc', apiBase: 'api', wallet: W, at: 1 }),
  );
}

describe('flowStateView', () => {
  it('a flow the wallet was sending, not running here after a reload, is paused until it is looked for', () => {
    expect(flowStateView(withWallet(), false).words).toBe(
      'Paused — resume to look for it on chain',
    );
  });

  it('a flow waiting for the wallet in this tab says so', () => {
    expect(flowStateView(awaitingSignature(), true).words).toBe('Waiting for your approval');
  });

  it('the same flow not running here (after a reload) is paused: no wallet prompt is open', () => {
    expect(flowStateView(awaitingSignature(), false).words).toBe('Paused — resume to sign');
  });
});
