import type { ReactNode } from 'react';
import { Field } from './Field';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  /** The chosen option's value: always one of `options`, so no guard is needed where it is used. */
  onChange: (value: V) => void;
  className?: string;
}

/** A labelled select of a few options (a filter, a sort, a comparison). */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: SelectFieldProps<V>) {
  return (
    <Field label={label} className={className}>
      {(control) => (
        <select
          {...control}
          className="ui-input"
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The options of a closed set of values, in the order their words are written in `labels`. */
export function optionsOf<V extends string>(
  labels: Readonly<Record<V, string>>,
): SelectOption<V>[] {
  // A Record<V, string> holds exactly the keys of V: Object.entries only widens them to string.
  return (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
}
