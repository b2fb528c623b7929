import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/** What a control of one form field gets: Controller's field (value, onChange, onBlur, name, ref) and the form's message. */
export type FormFieldProps<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<
  T,
  N
> & { error: string | undefined };

/**
 * One field of a react-hook-form form: `children` renders its control from the field's props, the
 * form's message at it included, so every control here takes `{...field}` as it is.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  children,
}: {
  control: Control<T, unknown, O>;
  name: N;
  children: (field: FormFieldProps<T, N>) => ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>{children({ ...field, error: fieldState.error?.message })}</>
      )}
    />
  );
}
