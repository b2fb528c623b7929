import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, type FieldProps } from './Field';

/**
 * What a form control takes from react-hook-form's `Controller` (`{...field}` fits) and from the
 * form around it: a visible label, help, the form's message, required and disabled.
 */
export interface ControlledFieldProps<E extends HTMLElement = HTMLInputElement> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  ref?: Ref<E>;
  help?: ReactNode;
  /** The form's message, shown at the field. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'autoCapitalize' | 'autoCorrect' | 'spellCheck'
>;

export interface TextFieldProps
  extends
    ControlledFieldProps,
    Omit<FieldProps, 'children' | keyof ControlledFieldProps>,
    InputAttributes {
  /** Class names of the input itself. */
  inputClassName: string;
  /** The text handed to onChange for what was typed (default: as typed). */
  normalize?: (typed: string) => string;
}

/** A one-line text control inside a Field: its label, help, message and ids wired to the input. */
export function TextField({
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
  className,
  adornment,
  below,
  describedBy,
  inputClassName,
  normalize,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      help={help}
      error={error}
      required={required}
      id={id}
      className={className}
      adornment={adornment}
      below={below}
      describedBy={describedBy}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          ref={ref}
          name={name}
          type="text"
          className={inputClassName}
          // A form without a default for the field hands over undefined: treat it as empty.
          value={value ?? ''}
          onChange={(event) =>
            onChange(normalize ? normalize(event.target.value) : event.target.value)
          }
          onBlur={onBlur}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete="off"
        />
      )}
    </Field>
  );
}
