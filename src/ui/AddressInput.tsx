import { useId } from 'react';
import { publicKeySchema } from '../api/schemas';
import { Button } from './Button';
import { TextField, type ControlledFieldProps } from './TextField';
import './AddressInput.css';

/** `onChange` gets the address text with whitespace removed (pasted addresses often carry some). */
export interface AddressInputProps extends ControlledFieldProps {
  /** The connected wallet's address; when given, a "Use connected wallet" button fills it in. */
  walletAddress?: string;
}

type Hint = { tone: 'ok' | 'bad'; text: string } | null;

function validationHint(value: string, walletAddress: string | undefined): Hint {
  if (value === '') return null;
  const parsed = publicKeySchema.safeParse(value);
  if (!parsed.success) {
    return { tone: 'bad', text: parsed.error.issues[0]?.message ?? 'Not a Solana address' };
  }
  return {
    tone: 'ok',
    text: value === walletAddress ? 'Valid address — your connected wallet' : 'Valid address',
  };
}

/** A Solana address field: paste-friendly, one click to use the connected wallet, live check. */
export function AddressInput({
  placeholder = 'Base58 address, e.g. 4Vry…HcDG',
  walletAddress,
  ...field
}: AddressInputProps) {
  const hintId = useId();
  // A form error already says what is wrong; the hint would repeat it.
  const hint = field.error ? null : validationHint(field.value, walletAddress);

  return (
    <TextField
      {...field}
      placeholder={placeholder}
      describedBy={hint ? hintId : undefined}
      below={
        <p
          id={hintId}
          className={`ui-address-input__hint ui-address-input__hint--${hint?.tone ?? 'none'}`}
          aria-live="polite"
        >
          {hint ? (
            <>
              <span aria-hidden="true">{hint.tone === 'ok' ? '✓ ' : '✗ '}</span>
              {hint.text}
            </>
          ) : null}
        </p>
      }
      className="ui-address-input"
      adornment={
        walletAddress ? (
          <Button size="sm" disabled={field.disabled} onClick={() => field.onChange(walletAddress)}>
            Use connected wallet
          </Button>
        ) : undefined
      }
      inputClassName="ui-input ui-input--mono"
      normalize={(typed) => typed.replace(/\s+/g, '')}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
    />
  );
}
