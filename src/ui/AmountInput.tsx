import { useId, type ReactNode } from 'react';
import { formatTokenAmount } from '../solana/amounts';
import { Button } from './Button';
import type { FailedRead } from './ReadFailed';
import { TextField, type ControlledFieldProps } from './TextField';
import { numberFieldMessage, readDecimalText } from './numberText';
import './AmountInput.css';

/**
 * `value` is the amount exactly as typed, in display units ("12.5" = twelve and a half USDC);
 * `onChange` gets the text as typed, whatever it is: the field never changes what was typed. The
 * form's `error` (balance, "required") yields to what no typing can fix, named at once.
 */
export interface AmountInputProps extends ControlledFieldProps {
  /** Token symbol shown after the input and in the balance line. */
  symbol?: string;
  /** Wallet balance in display units, exact (formatBaseUnits): shown by size, Max fills it all. */
  balance?: string;
  /** Where the balance is while `balance` is not given (ignored once it is). */
  balanceRead?: BalanceRead;
  /** Most fraction digits the token allows; more are named at once, the text kept. */
  decimals?: number;
}

/**
 * The balance on its way: 'reading' holds its line and Max in their places ("Balance: reading…",
 * Max waiting), so nothing below moves when it arrives (docs/look.md); a failed read says so, why,
 * and offers to read it again.
 */
export type BalanceRead = 'reading' | FailedRead;

/** The words under the field: the balance, that it is on its way, or that its read failed. */
function balanceLine(
  balance: string | undefined,
  read: BalanceRead | undefined,
  symbol: string | undefined,
): ReactNode {
  if (balance !== undefined)
    return `Balance: ${formatTokenAmount(balance)}${symbol ? ` ${symbol}` : ''}`;
  if (read === undefined) return undefined;
  if (read === 'reading') return 'Balance: reading…';
  return (
    <>
      Balance: could not be read{read.error ? ` (${read.error.message})` : ''}{' '}
      <Button size="sm" variant="ghost" onClick={() => void read.refetch()}>
        Try again
      </Button>
    </>
  );
}

/** A token amount as typed, with what is wrong with it, the wallet balance and a Max button. */
export function AmountInput({
  placeholder = '0.0',
  symbol,
  balance,
  balanceRead,
  decimals,
  error,
  ...field
}: AmountInputProps) {
  const symbolId = useId();
  const balanceId = useId();
  const reading = readDecimalText(field.value ?? '', { decimals, symbol });

  const line = balanceLine(balance, balanceRead, symbol);
  const balanceShown = line !== undefined;
  const describedBy = [symbol ? symbolId : '', balanceShown ? balanceId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <TextField
      {...field}
      placeholder={placeholder}
      error={numberFieldMessage(reading, error)}
      describedBy={describedBy || undefined}
      className="ui-amount-input"
      below={
        balanceShown ? (
          <p id={balanceId} className="ui-amount-input__balance">
            {line}
          </p>
        ) : undefined
      }
      adornment={
        symbol || balanceShown ? (
          <>
            {symbol ? (
              <span id={symbolId} className="ui-amount-input__symbol">
                {symbol}
              </span>
            ) : null}
            {balanceShown ? (
              <Button
                size="sm"
                aria-label="Use maximum"
                disabled={field.disabled || balance === undefined}
                onClick={() => {
                  if (balance !== undefined) field.onChange(balance);
                }}
              >
                Max
              </Button>
            ) : null}
          </>
        ) : undefined
      }
      inputMode="decimal"
      inputClassName="ui-input ui-amount-input__input"
    />
  );
}
