import { useMemo } from 'react';
import { useFlow } from '../../flow';
import { apiFieldRefusal, type FieldRefusal } from './apiFieldRefusal';

/** The API's refusal of one field of flow `id`'s request; the same object until it changes. */
export function useFieldRefusal(id: string | undefined): FieldRefusal | undefined {
  const found = apiFieldRefusal(useFlow(id));
  const field = found?.field;
  const message = found?.message;
  return useMemo(() => (field && message ? { field, message } : undefined), [field, message]);
}
