import { useId, type ReactNode } from 'react';
import './Field.css';

/** Attributes the field's control must spread onto its input/select/textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  /** Visible label, associated with the control. */
  label: ReactNode;
  /** Help text under the control (units, examples); referenced by aria-describedby. */
  help?: ReactNode;
  /** Error message shown at the field; marks the control aria-invalid. */
  error?: string;
  /** Something shown at the end of the control row (a unit, a button, a live percentage). */
  adornment?: ReactNode;
  /** Live details under the control row (a validation hint, the balance), before the error. */
  below?: ReactNode;
  /** Extra ids describing the control (e.g. a live hint); read after the error, before the help. */
  describedBy?: string;
  /** Shows "(required)" after the label and marks the control aria-required. */
  required?: boolean;
  /** Fixes the control's id; by default one is generated. */
  id?: string;
  className?: string;
  /** Renders the control; spread the given props onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + help + error, wired together for assistive technology. */
export function Field({
  label,
  help,
  error,
  adornment,
  below,
  describedBy,
  required = false,
  id,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const helpId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const describedByIds = [error ? errorId : undefined, describedBy, help ? helpId : undefined]
    .filter(Boolean)
    .join(' ');

  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedByIds || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  const classes = ['ui-field', error ? 'ui-field--invalid' : undefined, className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
        {required ? <span className="ui-field__required"> (required)</span> : null}
      </label>
      <div className="ui-field__row">
        <div className="ui-field__control">{children(control)}</div>
        {adornment ? <div className="ui-field__adornment">{adornment}</div> : null}
      </div>
      {below}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          <span aria-hidden="true" className="ui-field__error-icon">
            !
          </span>
          {error}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className="ui-field__help">
          {help}
        </p>
      ) : null}
    </div>
  );
}
