import { describe, expect, it } from 'vitest';
import { claimFlow } from '../claim/claimFlow';
import { withdrawFlow } from '../withdraw/withdrawFlow';
import { depositFlow } from './depositFlow';

const USER = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const BASKET = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const MINT = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';

describe('flow declarations of deposit, withdraw and claim', () => {
  it('deposit: one transaction, then waits for the wallet’s basket tokens to rise', () => {
    const flow = depositFlow(
      { user: USER, basket: BASKET, amount: 12.5 },
      { symbol: 'DEMO', mint: MINT },
    );
    expect(flow.title).toBe('Deposit 12.5 USDC into DEMO');
    expect(flow.steps).toEqual([{ key: 'deposit', label: 'Deposit USDC', txField: 'transaction' }]);
    expect(flow.wait).toEqual({
      key: 'minted',
      label: 'Basket tokens minted',
      watch: { owner: USER, mint: MINT },
    });
    expect(flow.request).toEqual({ user: USER, basket: BASKET, amount: 12.5 });
  });

  it('deposit without the basket token’s mint has nothing to watch', () => {
    const flow = depositFlow({ user: USER, basket: BASKET, amount: 1 }, {});
    expect(flow.wait).toBeUndefined();
    expect(flow.title).toBe('Deposit 1 USDC into EKpQ…zcjm');
  });

  it('withdraw: one transaction', () => {
    const flow = withdrawFlow({ user: USER, basket: BASKET, amount: 3 }, { symbol: 'DEMO' });
    expect(flow.title).toBe('Withdraw 3 DEMO');
    expect(flow.steps.map((s) => s.txField)).toEqual(['transaction']);
  });

  it('claim: token accounts first, then the tokens, in the spec’s order', () => {
    const flow = claimFlow({ user: USER, basket: BASKET });
    expect(flow.steps.map((s) => [s.label, s.txField])).toEqual([
      ['Create token accounts', 'createATAsTx'],
      ['Claim tokens', 'claimTokensTx'],
    ]);
  });
});
