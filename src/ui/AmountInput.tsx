import { useId, useState, type ReactNode, type Ref } from 'react';
import { Button } from './Button';
import { Field } from './Field';
import './AmountInput.css';

export interface AmountInputProps {
  label: ReactNode;
  /** The amount exactly as typed, in display units ("12.5" = 12.5 USDC). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Token symbol shown after the input and in the balance line. */
  symbol?: string;
  /** Wallet balance in display units (format base units with formatBaseUnits first). */
  balance?: string;
  /** Most fraction digits the token allows; longer input is refused with a message. */
  decimals?: number;
}

const DECIMAL_TEXT = /^\d*\.?\d*$/;

/**
 * Why `text` can't be an amount, or null when it can (possibly incomplete, like "" or "1.").
 * Refused text never reaches the form, so what the user had stays.
 */
function refusal(text: string, decimals: number | undefined, symbol: string | undefined) {
  if (!DECIMAL_TEXT.test(text)) {
    return text.includes(',')
      ? 'Use a dot for decimals and no thousands separators, e.g. 1250.5'
      : 'Only digits and one decimal point';
  }
  const fraction = text.split('.')[1] ?? '';
  if (decimals !== undefined && fraction.length > decimals) {
    return decimals === 0
      ? `${symbol ?? 'This token'} has no decimals: enter a whole number`
      : `${symbol ?? 'This token'} has at most ${decimals} decimals`;
  }
  return null;
}

/** A token amount: decimal text only, the wallet balance and a Max button. */
export function AmountInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  ref,
  help,
  error,
  required,
  disabled,
  placeholder = '0.0',
  symbol,
  balance,
  decimals,
}: AmountInputProps) {
  const symbolId = useId();
  const balanceId = useId();
  const refusedId = useId();
  const [refused, setRefused] = useState<string | null>(null);

  const handleText = (raw: string) => {
    const text = raw.trim();
    const reason = refusal(text, decimals, symbol);
    setRefused(reason);
    if (reason === null) onChange(text);
  };

  const describedBy = [
    symbol ? symbolId : '',
    balance !== undefined ? balanceId : '',
    refused ? refusedId : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Field
      label={label}
      help={help}
      error={error}
      required={required}
      id={id}
      describedBy={describedBy || undefined}
      className="ui-amount-input"
      below={
        <>
          <p id={refusedId} className="ui-amount-input__refused" aria-live="polite">
            {refused}
          </p>
          {balance !== undefined ? (
            <p id={balanceId} className="ui-amount-input__balance">
              Balance: {balance}
              {symbol ? ` ${symbol}` : ''}
            </p>
          ) : null}
        </>
      }
      adornment={
        symbol || balance !== undefined ? (
          <>
            {symbol ? (
              <span id={symbolId} className="ui-amount-input__symbol">
                {symbol}
              </span>
            ) : null}
            {balance !== undefined ? (
              <Button
                size="sm"
                aria-label="Use maximum"
                disabled={disabled}
                onClick={() => {
                  setRefused(null);
                  onChange(balance);
                }}
              >
                Max
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    >
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="text"
          inputMode="decimal"
          className="ui-input ui-amount-input__input"
          value={value ?? ''}
          onChange={(event) => handleText(event.target.value)}
          onBlur={() => {
            setRefused(null);
            onBlur?.();
          }}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
