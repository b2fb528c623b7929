// The amount of an Action POST (`?amount=` of the Action's href, docs/edge.md, "Solana Actions"):
// USDC in whole units, as the Basket API's deposit takes it, checked before anything is built.

export const USDC_DECIMALS = 6;

export type AmountRead =
  | { readonly ok: true; readonly amount: number; readonly base: bigint }
  | { readonly ok: false; readonly message: string };

/** A USDC amount as typed ("25", "12.5"): more than 0, at most 6 decimals. */
export function readDepositAmount(text: string | null): AmountRead {
  const typed = text?.trim() ?? '';
  if (typed === '') return { ok: false, message: 'Enter an amount of USDC to deposit.' };
  if (/^-/.test(typed)) {
    return { ok: false, message: `The amount must be more than 0 USDC; ${typed} is negative.` };
  }
  const match = /^(\d+)(?:\.(\d*))?$/.exec(typed);
  if (!match) {
    return {
      ok: false,
      message: `“${typed}” is not an amount: write a number of USDC, like 25 or 12.5.`,
    };
  }
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > USDC_DECIMALS) {
    return {
      ok: false,
      message: `USDC has ${USDC_DECIMALS} decimals: ${typed} has ${fraction.length} digits after the point.`,
    };
  }
  const base =
    BigInt(whole) * 10n ** BigInt(USDC_DECIMALS) +
    BigInt(fraction.padEnd(USDC_DECIMALS, '0') || '0');
  if (base === 0n) return { ok: false, message: 'The amount must be more than 0 USDC.' };
  return { ok: true, amount: Number(typed), base };
}
