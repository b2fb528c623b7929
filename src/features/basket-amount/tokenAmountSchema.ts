// The amount field of deposit, withdraw, mint and burn: text as typed (AmountInput) → a number in
// display units for the API. The text is read by the UI's decimal reader (its words for "-1",
// "1e3", a 7th decimal of USDC); the "more than 0" rule and its words come from the API's
// amountSchema; this adds what only the page knows: the wallet's balance.
import * as z from 'zod/mini';
import { amountSchema } from '../../api/schemas';
import { formatTokenAmount, toBaseUnits } from '../../solana/amounts';
import { readDecimalText } from '../../ui/numberText';
import { numberTextSchema } from '../../ui/numberTextSchema';

export interface AmountLimits {
  /** Shown in messages, e.g. "USDC". */
  symbol: string;
  /** The token's decimals, when known; more decimal places are refused. */
  decimals?: number;
  /** The wallet's balance in base units, when known; more is refused. */
  balance?: bigint;
}

/** A string field holding a token amount; parses to the amount as a number of display units. */
export function tokenAmountSchema({ symbol, decimals, balance }: AmountLimits) {
  const amountText = numberTextSchema(
    (text) => readDecimalText(text, { decimals, symbol }),
    amountSchema,
  );
  const checkedText = z.string({ error: 'Enter an amount' }).check(
    z.superRefine((text, ctx) => {
      const checked = amountText.safeParse(text);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message });
        }
        return;
      }
      if (decimals === undefined) {
        // Without the token's decimals only an empty wallet can be judged here.
        if (balance === 0n) {
          ctx.addIssue({ code: 'custom', message: `More than your balance: you have 0 ${symbol}` });
        }
        return;
      }
      // Exact: the text itself is converted (a number's float could round).
      let units: bigint;
      try {
        units = toBaseUnits(text, decimals);
      } catch (e) {
        // Past what a token account holds (u64).
        ctx.addIssue({ code: 'custom', message: e instanceof Error ? e.message : String(e) });
        return;
      }
      if (balance !== undefined && units > balance) {
        ctx.addIssue({
          code: 'custom',
          message: `More than your balance: you have ${formatTokenAmount(balance, decimals, 'exact')} ${symbol}`,
        });
      }
    }),
  );
  return z.pipe(
    checkedText,
    z.transform((text) => Number(text.trim())),
  );
}
