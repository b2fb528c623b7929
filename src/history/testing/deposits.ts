// Many of the wallet's deposits for the readers' tests: the story's deposit answered under a
// signature of its own each, so every one is kept and counted apart.
import deposit from '../fixtures/deposit.json';
import type { FakeTx } from './fakeNode';

/** `count` finalized deposits, oldest first, signed `sig-0…` with `digits` digits. */
export function ownDeposits(count: number, digits: number): FakeTx[] {
  return Array.from({ length: count }, (_, i) => {
    const signature = `sig-${String(i).padStart(digits, '0')}`;
    const answer = { ...deposit, transaction: { ...deposit.transaction, signatures: [signature] } };
    return { signature, answer, finalized: true };
  });
}
