import { useMemo } from 'react';
import { useFlowsIfMounted } from '../../flow/FlowContext';
import { apiFieldRefusal, type FieldRefusal } from './apiFieldRefusal';

/**
 * The API's refusal of one field of flow `id`'s request; the same object until it changes. None
 * before the flow engine is there (the form renders without it; no flow was started then).
 */
export function useFieldRefusal(id: string | undefined): FieldRefusal | undefined {
  const flows = useFlowsIfMounted()?.flows;
  const found = apiFieldRefusal(id ? flows?.find((f) => f.id === id) : undefined);
  const field = found?.field;
  const message = found?.message;
  return useMemo(() => (field && message ? { field, message } : undefined), [field, message]);
}
