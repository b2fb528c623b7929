import type { ReactNode } from 'react';
import './InlineChoices.css';

export interface InlineChoice<V extends string | number> {
  value: V;
  label: ReactNode;
}

export interface InlineChoicesProps<V extends string | number> {
  legend: ReactNode;
  choices: readonly InlineChoice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The radios' shared name. */
  name: string;
}

/**
 * A few short choices on one line under their legend (a chart's range). The row is as tall as a
 * text control, so beside a Field's select the legend and the label line up, and so do the radios
 * and the select.
 */
export function InlineChoices<V extends string | number>({
  legend,
  choices,
  value,
  onChange,
  name,
}: InlineChoicesProps<V>) {
  return (
    <fieldset className="ui-inline-choices">
      <legend className="ui-field__label">{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
