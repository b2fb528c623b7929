import type { CreateRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';

/** The spec's three create transactions, each confirmed before the next is signed. */
export const CREATE_STEPS = [
  { key: 'create', label: 'Create the basket', txField: 'createTransaction' },
  { key: 'composition', label: 'Set up the composition', txField: 'compositionTransaction' },
  { key: 'restructure', label: 'Activate the basket', txField: 'restructureTransaction' },
] as const;

export function createFlow(request: CreateRequest) {
  return defineFlow({
    op: 'create',
    title: `Create basket ${request.symbol}`,
    request,
    steps: CREATE_STEPS.map((s) => ({ ...s })),
  });
}
