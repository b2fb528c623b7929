import { useId, type ReactNode, type Ref } from 'react';
import { Button } from './Button';
import { Field } from './Field';
import { numberFieldMessage, readDecimalText } from './numberText';
import './AmountInput.css';

export interface AmountInputProps {
  label: ReactNode;
  /** The amount exactly as typed, in display units ("12.5" = twelve and a half USDC). */
  value: string;
  /** Called with the text as typed, whatever it is: the field never changes what was typed. */
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  help?: ReactNode;
  /** The form's message (balance, "required"); text no typing can fix is named at once. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Token symbol shown after the input and in the balance line. */
  symbol?: string;
  /** Wallet balance in display units (format base units with formatBaseUnits first). */
  balance?: string;
  /** Most fraction digits the token allows; more are named at once, the text kept. */
  decimals?: number;
}

/** A token amount as typed, with what is wrong with it, the wallet balance and a Max button. */
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
  // A form without a default for the field hands over undefined: treat it as empty.
  const text = value ?? '';
  const reading = readDecimalText(text, { decimals, symbol });

  const describedBy = [symbol ? symbolId : '', balance !== undefined ? balanceId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Field
      label={label}
      help={help}
      error={numberFieldMessage(reading, error)}
      required={required}
      id={id}
      describedBy={describedBy || undefined}
      className="ui-amount-input"
      below={
        balance !== undefined ? (
          <p id={balanceId} className="ui-amount-input__balance">
            Balance: {balance}
            {symbol ? ` ${symbol}` : ''}
          </p>
        ) : undefined
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
                onClick={() => onChange(balance)}
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
          value={text}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
