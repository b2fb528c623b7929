import { describe, expect, it } from 'vitest';
import { mergeInbox } from './claimInbox';
import type { SandboxWithdrawal } from './sandboxWithdrawalsApi';

const A = 'So11111111111111111111111111111111111111112';
const B = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const C = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';
const BASKET = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const USER = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

function withdrawal(address: string, status: SandboxWithdrawal['status'], at: number) {
  return {
    address,
    basket: BASKET,
    user: USER,
    amount: 5,
    status,
    signature: 'sig',
    createdAt: at,
    assets: [{ mint: B, symbol: 'JUP', escrow: C, amount: 1.25 }],
  };
}

describe('claim inbox', () => {
  it('lists saved claims as unknown off the sandbox', () => {
    const { items, claimed } = mergeInbox(
      [{ account: A, basket: BASKET, basketSymbol: 'DEMO', amount: 2, savedAt: 10 }],
      undefined,
    );
    expect(claimed).toEqual([]);
    expect(items).toEqual([
      {
        account: A,
        basket: BASKET,
        basketSymbol: 'DEMO',
        amount: 2,
        status: 'unknown',
        createdAt: 10,
      },
    ]);
  });

  it('adds the sandbox’s status and holdings, and its withdrawals made elsewhere, newest first', () => {
    const { items } = mergeInbox(
      [{ account: A, amount: 2, savedAt: 10 }],
      [withdrawal(A, 'ready', 10), withdrawal(B, 'pending', 20)],
    );
    expect(items.map((i) => [i.account, i.status])).toEqual([
      [B, 'pending'],
      [A, 'ready'],
    ]);
    expect(items[1]).toMatchObject({
      basket: BASKET,
      amount: 2,
      assets: [{ mint: B, symbol: 'JUP', amount: 1.25 }],
    });
  });

  it('leaves out claimed withdrawals and names the saved ones to forget', () => {
    const { items, claimed } = mergeInbox(
      [{ account: A, savedAt: 1 }],
      [withdrawal(A, 'claimed', 1), withdrawal(C, 'claimed', 2)],
    );
    expect(items).toEqual([]);
    expect(claimed).toEqual([A]);
  });
});
