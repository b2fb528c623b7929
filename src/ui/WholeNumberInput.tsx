import { useId } from 'react';
import { TextField, type ControlledFieldProps } from './TextField';
import { numberFieldMessage, readWholeNumberText, type WholeNumberRules } from './numberText';
import './WholeNumberInput.css';

/**
 * `value` is the text exactly as typed ('' when empty; the form schema reads it, numberTextSchema);
 * `onChange` gets the text as typed, whatever it is. The form's `error` (limits, "required") yields
 * to what no typing can fix, named at once.
 */
export interface WholeNumberInputProps extends ControlledFieldProps {
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
  unit,
  describe,
  rules,
  block = 'ui-whole-number',
  error,
  ...field
}: WholeNumberInputProps) {
  const wordsId = useId();
  const reading = readWholeNumberText(field.value ?? '', rules);

  return (
    <TextField
      {...field}
      error={numberFieldMessage(reading, error)}
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
      inputMode="numeric"
      inputClassName={`ui-input ${block}__input`}
    />
  );
}
