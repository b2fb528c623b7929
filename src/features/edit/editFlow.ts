import type { EditRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { shortenAddress } from '../../ui/format';

export function editFlow(request: EditRequest, symbol?: string) {
  return defineFlow({
    op: 'edit',
    title: `Edit basket ${symbol ?? shortenAddress(request.basket)}`,
    request,
    steps: [{ key: 'edit', label: 'Save the new settings', txField: 'editTransaction' }],
  });
}
