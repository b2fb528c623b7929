import type { BalanceRead } from '../../ui/AmountInput';
import type { FailedRead } from '../../ui/ReadFailed';

/**
 * What the amount field says of a balance not known yet: `reading` while it (or what it depends on)
 * is read, the failed read of the wallet's balances so it can be tried again, else nothing.
 */
export function balanceReadOf(
  reading: boolean,
  balances: FailedRead & { isError: boolean },
): BalanceRead | undefined {
  if (reading) return 'reading';
  return balances.isError ? balances : undefined;
}
