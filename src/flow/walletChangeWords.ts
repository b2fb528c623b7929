// What a wallet added to a transaction, in the words the review and the timeline use.
import { formatSol } from './reviewWords';
import type { WalletChanges } from './types';

/** "Phantom added a priority fee of 0.00002 SOL and 1 Lighthouse assertion." */
export function walletChangeWords(c: WalletChanges): string {
  const parts: string[] = [];
  const fee = c.priorityFeeLamports !== undefined ? BigInt(c.priorityFeeLamports) : 0n;
  if (fee > 0n) parts.push(`a priority fee of ${formatSol(fee)}`);
  else if (fee < 0n) parts.push(`a lower priority fee (${formatSol(-fee)} less)`);
  else if (c.computeBudget) parts.push('a compute-unit limit');
  if (c.lighthouse > 0) {
    parts.push(
      `${c.lighthouse} Lighthouse assertion${c.lighthouse === 1 ? '' : 's'} (a check that makes the transaction fail if it would do other than what the wallet simulated)`,
    );
  }
  if (parts.length === 0) return `${c.wallet} adjusted the transaction’s compute budget.`;
  return `${c.wallet} added ${parts.join(' and ')}. Nothing else changed.`;
}
