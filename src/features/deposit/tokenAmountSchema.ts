// The amount field of deposit and withdraw: text as typed (AmountInput) → a number in whole units
// for the API. The "more than 0" rule and its words come from the API's amountSchema; this adds
// what only the page knows: the token's decimals and the wallet's balance.
import { z } from 'zod';
import { amountSchema } from '../../api/schemas';
import { formatBaseUnits, toBaseUnits } from '../../solana/amounts';

export interface AmountLimits {
  /** Shown in messages, e.g. "USDC". */
  symbol: string;
  /** The token's decimals, when known; more decimal places are refused. */
  decimals?: number;
  /** The wallet's balance in base units, when known; more is refused. */
  balance?: bigint;
}

const DECIMAL_TEXT = /^(\d+\.?\d*|\.\d+)$/;

/** A string field holding a token amount; parses to the amount as a number of whole tokens. */
export function tokenAmountSchema({ symbol, decimals, balance }: AmountLimits) {
  return z
    .string({ error: 'Enter an amount' })
    .trim()
    .superRefine((text, ctx) => {
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: 'Enter an amount' });
        return;
      }
      if (!DECIMAL_TEXT.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Amount must be a number, e.g. 12.5' });
        return;
      }
      const checked = amountSchema.safeParse(Number(text));
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Bad amount' });
        return;
      }
      if (decimals === undefined) {
        // Without the token's decimals only an empty wallet can be judged here.
        if (balance === 0n) {
          ctx.addIssue({ code: 'custom', message: `More than your balance: you have 0 ${symbol}` });
        }
        return;
      }
      let units: bigint;
      try {
        units = toBaseUnits(text, decimals);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
        return;
      }
      if (units === 0n) {
        ctx.addIssue({ code: 'custom', message: 'Amount must be more than 0' });
      } else if (balance !== undefined && units > balance) {
        ctx.addIssue({
          code: 'custom',
          message: `More than your balance: you have ${formatBaseUnits(balance, decimals)} ${symbol}`,
        });
      }
    })
    .transform((text) => Number(text));
}
