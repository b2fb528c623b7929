// edit → one creator-signed transaction: the Basket program's editBasket, accounts in their real
// positions, the new settings and target composition (in parts of 1000) as its arguments
// (baskets-sdk 0.0.45 instructionsBuilder.ts buildEditBasketIx). Immutable baskets and other
// wallets are refused here, and by the program too (a hand-made transaction fails on chain). The
// keeper then rebalances to the new targets (unless rebalancing is disabled).
import { PublicKey } from '@solana/web3.js';
import type { EditRequest } from '../../../src/api/schemas';
import { TOKEN_LIST_ADDRESS } from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { activeBasket, createOrEditTransaction, type ServiceContext } from '../context';
import { ApiFailure } from '../../model/errors';
import { checkSupported, programSettings } from './composition';

export function buildEdit(ctx: ServiceContext, req: EditRequest) {
  const { record, state } = activeBasket(ctx, req.basket);
  if (record.creator !== req.creator) {
    throw new ApiFailure(403, 'NOT_CREATOR', 'Only the basket’s creator can edit it', 'creator');
  }
  if (state.activelyManaged === 0) {
    throw new ApiFailure(
      403,
      'BASKET_IMMUTABLE',
      'This basket is immutable: it cannot be edited',
      'basket',
    );
  }
  checkSupported(ctx, req.composition);
  const creator = new PublicKey(req.creator);
  const editBasket = basketsInstruction(
    'editBasket',
    {
      manager: creator,
      fundState: new PublicKey(record.address),
      tokenList: TOKEN_LIST_ADDRESS,
      // The SDK keeps the basket's fee delegate.
      feeDelegate: new PublicKey(state.feeDelegate),
    },
    programSettings(ctx, req),
  );
  return {
    success: true as const,
    // v0 against the program's lookup table under `--transactions v0`, as the SDK builds it.
    editTransaction: createOrEditTransaction(ctx, creator, [editBasket]),
  };
}
