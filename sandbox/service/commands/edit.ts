// edit → one creator-signed transaction: the Basket program's editBasket (accounts in their real
// positions, the new settings and target composition as its arguments) and a memo with the
// settings and the weights exactly as asked, which the index reads. The keeper opens vaults for
// new tokens and rebalances. Immutable baskets and other wallets are refused here; the indexer
// refuses such memos too, so a hand-made transaction changes nothing either.
import { PublicKey } from '@solana/web3.js';
import type { EditRequest } from '../../../src/api/schemas';
import { TOKEN_LIST_ADDRESS } from '../../../src/solana/basketsProgram/addresses';
import { basketsInstruction } from '../../program/instructions';
import { activeBasket, type ServiceContext, unsignedTransaction } from '../context';
import { ApiFailure } from '../../model/errors';
import { memoInstruction } from '../../model/memo';
import { checkSupported, compactComposition, programSettings } from './composition';

export function buildEdit(ctx: ServiceContext, req: EditRequest) {
  const basket = activeBasket(ctx, req.basket);
  if (basket.creator !== req.creator) {
    throw new ApiFailure(403, 'NOT_CREATOR', 'Only the basket’s creator can edit it', 'creator');
  }
  if (basket.settings.type === 0) {
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
      fundState: new PublicKey(basket.address),
      tokenList: TOKEN_LIST_ADDRESS,
      // The SDK keeps the basket's fee delegate; the sandbox's is always the creator.
      feeDelegate: creator,
    },
    programSettings(ctx, req),
  );
  const editTransaction = unsignedTransaction(ctx, creator, [
    editBasket,
    memoInstruction(creator, {
      op: 'edit',
      basket: basket.address,
      settings: {
        depositFee: req.depositFee,
        rebalanceInterval: req.rebalanceInterval,
        rebalanceThreshold: req.rebalanceThreshold,
        slippage: req.slippage,
        lpOffsetThreshold: req.lpOffsetThreshold,
        disableRebalance: req.disableRebalance,
        disableLp: req.disableLp,
      },
      composition: compactComposition(req.composition),
    }),
  ]);
  return { success: true as const, editTransaction };
}
