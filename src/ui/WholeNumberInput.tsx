import { useId, type ReactNode, type Ref } from 'react';
import { Field } from './Field';
import { numberFieldMessage, readWholeNumberText, type WholeNumberRules } from './numberText';
import './WholeNumberInput.css';

export interface WholeNumberInputProps {
  label: ReactNode;
  /** The text exactly as typed ('' when empty); the form schema reads it (numberTextSchema). */
  value: string;
  /** Called with the text as typed, whatever it is: the field never changes what was typed. */
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
  help?: ReactNode;
  /** The form's message (limits, "required"); text no typing can fix is named at once here. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Unit shown after the input, e.g. "seconds". */
  unit?: string;
  /** The value in words beside the field (shown and announced), e.g. 3600 → "= 1 hour". */
  describe?: (value: number) => string;
  /** How messages name the unit (fractions, percentages, the example). */
  rules: WholeNumberRules;
  /** BEM block for the field's class names (`<block>__input`, `__unit`, `__words`). */
  block?: string;
}

/** A whole number field (seconds, thresholds, basis points): keeps the text, says what is wrong. */
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
  rules,
  block = 'ui-whole-number',
}: WholeNumberInputProps) {
  const wordsId = useId();
  // A form without a default for the field hands over undefined: treat it as empty.
  const text = value ?? '';
  const reading = readWholeNumberText(text, rules);

  return (
    <Field
      label={label}
      help={help}
      error={numberFieldMessage(reading, error)}
      required={required}
      id={id}
      describedBy={describe ? wordsId : undefined}
      className={block}
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
                {reading.kind === 'number' ? `= ${describe(reading.value)}` : ''}
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
