import type { SetMetadataRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';

export function metadataFlow(request: SetMetadataRequest) {
  return defineFlow({
    op: 'set-metadata',
    title: `Update token metadata to ${request.symbol}`,
    request,
    steps: [{ key: 'metadata', label: 'Update the token metadata', txField: 'transaction' }],
  });
}
