import { useId, useState, type ReactNode, type Ref } from 'react';
import { Field } from './Field';
import { formatPercentFromBps } from './format';
import './BpsInput.css';

export interface BpsInputProps {
  label: ReactNode;
  /** Basis points; null (or undefined) when the field is empty. */
  value: number | null | undefined;
  /** Called with the whole number typed, or null when the field is cleared. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  /** Help under the field; by default it explains the unit. */
  help?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

export const BPS_HELP = 'In basis points: 100 bps = 1%, 10,000 bps = 100%.';

// 15 digits stay exact as a JavaScript number.
const MAX_DIGITS = 15;

/** A whole number of basis points, with its percentage shown (and announced) beside it. */
export function BpsInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  ref,
  help = BPS_HELP,
  error,
  required,
  disabled,
  placeholder,
}: BpsInputProps) {
  const percentId = useId();
  const refusedId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const hasValue = typeof value === 'number' && Number.isFinite(value);

  const handleText = (raw: string) => {
    const text = raw.trim();
    if (!/^\d*$/.test(text)) {
      setRefused('Whole basis points only, e.g. 50 for 0.5%');
      return;
    }
    if (text.length > MAX_DIGITS) {
      setRefused('That number is too large');
      return;
    }
    setRefused(null);
    onChange(text === '' ? null : Number(text));
  };

  return (
    <Field
      label={label}
      help={help}
      error={error}
      required={required}
      id={id}
      describedBy={[percentId, refused ? refusedId : ''].filter(Boolean).join(' ')}
      className="ui-bps-input"
      below={
        <p id={refusedId} className="ui-bps-input__refused" aria-live="polite">
          {refused}
        </p>
      }
      adornment={
        <>
          <span className="ui-bps-input__unit" aria-hidden="true">
            bps
          </span>
          <output id={percentId} className="ui-bps-input__percent" aria-live="polite">
            {hasValue ? `= ${formatPercentFromBps(value)}` : ''}
          </output>
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          ref={ref}
          name={name}
          type="text"
          inputMode="numeric"
          className="ui-input ui-bps-input__input"
          value={hasValue ? String(value) : ''}
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
