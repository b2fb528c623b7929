// Set metadata: one transaction with the basket token's new name, symbol and metadata URI.
import type { SetMetadataRequest } from '../../api/schemas';
import { defineFlow } from '../../flow';
import { metadataFacts } from '../../solana/txFacts';
import { basketChanged, factsOfStep } from '../operation';
import type { OperationEngine } from '../../operations/descriptor';
import { bindIntent } from '../../flow/intent';
import { metadataIntent } from './intent';

export const metadataOperation = {
  command: 'set-metadata',

  /** What its transactions may do (docs/security.md). */
  intent: bindIntent(metadataIntent),

  declare(request: SetMetadataRequest) {
    return defineFlow({
      op: 'set-metadata',
      title: `Update token metadata to ${request.symbol}`,
      request,
      steps: [{ key: 'metadata', label: 'Update the token metadata', txField: 'transaction' }],
    });
  },

  readFacts: factsOfStep('metadata', metadataFacts),

  outcome: (ctx) => ({
    async completed(flow) {
      const { request } = flow;
      await basketChanged(ctx, flow, {
        address: request.basket,
        symbol: request.symbol,
        name: request.name,
        uri: request.uri,
      });
    },
  }),
} satisfies OperationEngine<'set-metadata'>;
