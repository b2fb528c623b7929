import { describe, expect, it } from 'vitest';
import { defineFlow } from './defineFlow';
import { BASKET_MINT, createDefinition, depositDefinition } from './testing/definitions';

const W = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

describe('defineFlow', () => {
  it('returns a plain-JSON definition with the steps in signing order and the wait step', () => {
    const def = depositDefinition(W, 5);
    expect(def).toEqual({
      op: 'deposit',
      title: 'Deposit 5 USDC',
      request: { user: W, basket: expect.any(String), amount: 5 },
      steps: [{ key: 'deposit', label: 'Deposit USDC', txField: 'transaction' }],
      wait: { label: 'Receive basket tokens', watch: { owner: W, mint: BASKET_MINT } },
    });
    expect(createDefinition(W).steps.map((s) => s.txField)).toEqual([
      'createTransaction',
      'compositionTransaction',
      'restructureTransaction',
    ]);
  });

  it('refuses steps out of the API’s signing order or missing one', () => {
    const def = createDefinition(W);
    const request = def.request as Parameters<typeof defineFlow<'create'>>[0]['request'];
    const [a, b, c] = def.steps as { key: string; label: string; txField: 'createTransaction' }[];
    expect(() => defineFlow({ op: 'create', title: 't', request, steps: [b!, a!, c!] })).toThrow(
      /signs createTransaction, compositionTransaction, restructureTransaction in that order/,
    );
    expect(() => defineFlow({ op: 'create', title: 't', request, steps: [a!, b!] })).toThrow(
      /order/,
    );
  });

  it('refuses duplicate step keys', () => {
    expect(() =>
      defineFlow({
        op: 'deposit',
        title: 't',
        request: { user: W, basket: W, amount: 1 },
        steps: [{ key: 'wait', label: 'Deposit', txField: 'transaction' }],
        wait: { label: 'Wait', watch: { owner: W, mint: W } },
      }),
    ).toThrow(/duplicate step key "wait"/);
  });
});
