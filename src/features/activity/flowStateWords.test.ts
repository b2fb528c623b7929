import { describe, expect, it } from 'vitest';
import { createFlow, reduce } from '../../flow/machine';
import { createDefinition } from '../../flow/testing/definitions';
import { flowStateView } from './flowStateWords';

const W = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const tx = { tx: 'AA==', lastValidBlockHeight: 100 };

function awaitingSignature() {
  const created = [
    { type: 'post-started', at: 1 } as const,
    {
      type: 'post-succeeded',
      at: 1,
      txs: { create: tx, composition: tx, restructure: tx },
    } as const,
    { type: 'sign-requested', stepKey: 'create', at: 2 } as const,
  ].reduce(
    reduce,
    createFlow(createDefinition(W), { id: 'f', cluster: 'rpc', apiBase: 'api', wallet: W, at: 1 }),
  );
  return created;
}

describe('flowStateView', () => {
  it('a flow waiting for the wallet in this tab says so', () => {
    expect(flowStateView(awaitingSignature(), true).words).toBe('Waiting for your approval');
  });

  it('the same flow not running here (after a reload) is paused: no wallet prompt is open', () => {
    expect(flowStateView(awaitingSignature(), false).words).toBe('Paused — resume to sign');
  });
});
