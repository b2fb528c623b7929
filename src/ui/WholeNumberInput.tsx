import { useId, useState, type ReactNode, type Ref } from 'react';
import { Field } from './Field';
import './WholeNumberInput.css';

export interface WholeNumberInputProps {
  label: ReactNode;
  /** Null (or undefined) when the field is empty. */
  value: number | null | undefined;
  /** Called with the whole number typed, or null when the field is cleared. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  help?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Unit shown after the input, e.g. "seconds". */
  unit?: string;
  /** The value in words beside the field (shown and announced), e.g. 3600 → "= 1 hour". */
  describe?: (value: number) => string;
  /** What to say when other text than digits is typed. */
  refusedMessage?: string;
  /** BEM block for the field's class names (`<block>__input`, `__unit`, `__words`, `__refused`). */
  block?: string;
}

// 15 digits stay exact as a JavaScript number.
const MAX_DIGITS = 15;

/** A whole number field (seconds, thresholds, basis points) that refuses other text as typed. */
export function WholeNumberInput({
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
  placeholder,
  unit,
  describe,
  refusedMessage = 'Whole numbers only (digits 0–9)',
  block = 'ui-whole-number',
}: WholeNumberInputProps) {
  const wordsId = useId();
  const refusedId = useId();
  const [refused, setRefused] = useState<string | null>(null);
  const hasValue = typeof value === 'number' && Number.isFinite(value);

  const handleText = (raw: string) => {
    const text = raw.trim();
    if (!/^\d*$/.test(text)) {
      setRefused(refusedMessage);
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
      describedBy={[describe ? wordsId : '', refused ? refusedId : ''].filter(Boolean).join(' ')}
      className={block}
      below={
        <p id={refusedId} className={`${block}__refused`} aria-live="polite">
          {refused}
        </p>
      }
      adornment={
        unit || describe ? (
          <>
            {unit ? (
              <span className={`${block}__unit`} aria-hidden="true">
                {unit}
              </span>
            ) : null}
            {describe ? (
              <output id={wordsId} className={`${block}__words`} aria-live="polite">
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
          className={`ui-input ${block}__input`}
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
