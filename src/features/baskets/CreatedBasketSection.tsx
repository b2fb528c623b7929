import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../ui/FormField';
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
      <FormField control={control} name="basket">
        {(field) => <BasketPicker createdOnly required {...field} />}
      </FormField>
      {children}
    </fieldset>
  );
}
