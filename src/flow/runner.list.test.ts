// A response field that holds a list of transactions (claim's claimTokensTx when one transaction
// cannot hold a claimToken per token): each is a step of its own, sent in order; a shorter list
// drops the steps it does not fill; a longer one than the flow takes is refused before anything is
// signed. What each transaction does (its parts) is read once, when the response arrives.
import { describe, expect, it } from 'vitest';
import { defineFlow } from './defineFlow';
import { sigOf, startAndSettle, statuses } from './testing/assertions';
import { claimDefinition, claimListDefinition } from './testing/definitions';
import { createHarness } from './testing/harness';

describe('FlowRunner — a response field holding a list of transactions', () => {
  it('two claim transactions: both confirmed in order, the unused third step dropped', async () => {
    const h = createHarness();
    h.api.lists.set('claimTokensTx', 2);
    const { flow } = await startAndSettle(h, claimListDefinition(h.wallet.address));
    expect(flow.steps.map((s) => s.key)).toEqual(['accounts', 'claim', 'claim-2']);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const [, first, second] = flow.steps.map(sigOf);
    expect(h.log.indexOf(`send:${first}`)).toBeLessThan(h.log.indexOf(`send:${second}`));
    expect(h.errors).toEqual([]);
  });

  it('a single transaction where a list may come fills the first step only', async () => {
    const h = createHarness();
    const { flow } = await startAndSettle(h, claimListDefinition(h.wallet.address));
    expect(flow.steps.map((s) => s.key)).toEqual(['accounts', 'claim']);
    expect(statuses(flow)).toEqual(['confirmed', 'confirmed']);
  });

  it('more transactions than the flow takes: refused in words, nothing signed', async () => {
    const h = createHarness();
    h.api.lists.set('claimTokensTx', 2);
    const { flow } = await startAndSettle(h, claimDefinition(h.wallet.address));
    expect(flow.apiError?.message).toBe(
      'The API response holds 2 transactions in "claimTokensTx"; this app takes at most 1.',
    );
    expect(h.wallet.signed).toHaveLength(0);
  });

  it('what each transaction does is read once from it, and kept with it', async () => {
    const h = createHarness({
      facts: {
        fromResponse: () => ({}),
        fromConfirmed: () => ({}),
        partsOf: (_flow, key, tx) => [`${key}: ${tx.message.compiledInstructions.length} ix`],
      },
    });
    h.api.lists.set('claimTokensTx', 2);
    const { flow } = await startAndSettle(h, claimListDefinition(h.wallet.address));
    expect(flow.steps.map((s) => (s.kind === 'tx' ? s.unsigned?.parts : undefined))).toEqual([
      ['accounts: 1 ix'],
      ['claim: 1 ix'],
      ['claim-2: 1 ix'],
    ]);
  });

  it('a declaration takes a list’s transactions in order, after its first', () => {
    expect(() =>
      defineFlow({
        op: 'claim',
        title: 'Claim',
        request: { user: 'u', basket: 'b' },
        steps: [
          { key: 'accounts', label: 'Accounts', txField: 'createATAsTx' },
          { key: 'claim', label: 'Claim', txField: 'claimTokensTx' },
          { key: 'claim-3', label: 'Claim 3', txField: 'claimTokensTx', txIndex: 2 },
        ],
      }),
    ).toThrow(/out of order/);
  });
});
