import { useId, type ReactNode, type Ref } from 'react';
import { publicKeySchema } from '../api/schemas';
import { Button } from './Button';
import { Field } from './Field';
import './AddressInput.css';

export interface AddressInputProps {
  label: ReactNode;
  value: string;
  /** Called with the address text, whitespace removed (pasted addresses often carry some). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  help?: ReactNode;
  /** Message from the form's validation, shown at the field. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
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
  placeholder = 'Base58 address, e.g. 4Vry…HcDG',
  walletAddress,
}: AddressInputProps) {
  const hintId = useId();
  // A form error already says what is wrong; the hint would repeat it.
  const hint = error ? null : validationHint(value, walletAddress);

  return (
    <Field
      label={label}
      help={help}
      error={error}
      required={required}
      id={id}
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
          <Button size="sm" disabled={disabled} onClick={() => onChange(walletAddress)}>
            Use connected wallet
          </Button>
        ) : undefined
      }
    >
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="text"
          className="ui-input ui-input--mono"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value.replace(/\s+/g, ''))}
          onBlur={onBlur}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}
