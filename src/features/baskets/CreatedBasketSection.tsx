import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { BasketPicker } from './BasketPicker';

/**
 * The Basket section of a form where a creator changes a basket (edit, metadata): the form's
 * `basket` field, one they created, then what `children` say about it.
 */
export function CreatedBasketSection({ children }: { children: ReactNode }) {
  const { control } = useFormContext<{ basket: string }>();
  return (
    <fieldset className="form-section">
      <legend>Basket</legend>
      <Controller
        control={control}
        name="basket"
        render={({ field, fieldState }) => (
          <BasketPicker createdOnly required {...field} error={fieldState.error?.message} />
        )}
      />
      {children}
    </fieldset>
  );
}
