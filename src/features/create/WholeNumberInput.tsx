import { useId, useState, type ReactNode, type Ref } from 'react';
import { Field } from '../../ui/Field';

export interface WholeNumberInputProps {
  label: ReactNode;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  help?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** Unit shown after the input, e.g. "seconds". */
  unit?: string;
  /** The value in words beside the field, e.g. 3600 → "= 1 hour". */
  describe?: (value: number) => string;
}

const MAX_DIGITS = 15;

/** A whole number field (seconds, thresholds) that refuses other text as it is typed. */
export function WholeNumberInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  help,
  error,
  disabled,
  unit,
  describe,
}: WholeNumberInputProps) {
  const wordsId = useId();
  const refusedId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const hasValue = typeof value === 'number' && Number.isFinite(value);

  const handleText = (raw: string) => {
    const text = raw.trim();
    if (!/^\d*$/.test(text)) {
      setRefused('Whole numbers only (digits 0–9)');
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
      describedBy={[describe ? wordsId : '', refused ? refusedId : ''].filter(Boolean).join(' ')}
      below={
        <p id={refusedId} className="whole-number__refused" aria-live="polite">
          {refused}
        </p>
      }
      adornment={
        unit || describe ? (
          <>
            {unit ? (
              <span className="whole-number__unit" aria-hidden="true">
                {unit}
              </span>
            ) : null}
            {describe ? (
              <output id={wordsId} className="whole-number__words" aria-live="polite">
                {hasValue ? `= ${describe(value)}` : ''}
              </output>
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
          inputMode="numeric"
          className="ui-input"
          value={hasValue ? String(value) : ''}
          onChange={(event) => handleText(event.target.value)}
          onBlur={() => {
            setRefused(null);
            onBlur?.();
          }}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
