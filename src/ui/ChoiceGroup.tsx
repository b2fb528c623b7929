import { useId, type ReactNode } from 'react';
import './ChoiceGroup.css';

export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
  /** What choosing it means, under its label (the radio's description). */
  words?: ReactNode;
}

export interface ChoiceGroupProps<V extends string | number> {
  legend: ReactNode;
  help?: ReactNode;
  choices: readonly Choice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The radios' shared name (default: one of its own). */
  name?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** A radio group in a fieldset: a legend, each choice beside its words, the message at the group. */
export function ChoiceGroup<V extends string | number>({
  legend,
  help,
  choices,
  value,
  onChange,
  name,
  error,
  disabled,
  className,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={['ui-choice-group', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy || undefined}
      disabled={disabled}
    >
      <legend className="ui-field__label">{legend}</legend>
      {help ? (
        <p id={helpId} className="ui-field__help">
          {help}
        </p>
      ) : null}
      {choices.map((choice, index) => (
        <div key={String(choice.value)} className="ui-choice">
          <input
            type="radio"
            id={`${id}-${index}`}
            name={name ?? `${id}-choice`}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            aria-describedby={choice.words ? `${id}-${index}-words` : undefined}
          />
          <label htmlFor={`${id}-${index}`}>{choice.label}</label>
          {choice.words ? (
            <p id={`${id}-${index}-words`} className="ui-choice__words">
              {choice.words}
            </p>
          ) : null}
        </div>
      ))}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
