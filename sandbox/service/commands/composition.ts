// Composition checks and the settings create and edit send to the Basket program.
import type { Composition, EditRequest } from '../../../src/api/schemas';
import { targetParts } from '../../program/targets';
import { ApiFailure } from '../../model/errors';
import type { ServiceContext } from '../context';

/** Only tokens on the program's token list can be held (the sandbox's seven, each with an oracle). */
export function checkSupported(ctx: ServiceContext, composition: Composition): void {
  composition.forEach((entry, i) => {
    if (!ctx.tokens.get(entry.token)) {
      const known = ctx.tokens.all.map((t) => t.symbol).join(', ');
      throw new ApiFailure(
        422,
        'UNSUPPORTED_TOKEN',
        `The sandbox has no market for this token; use one of ${known}`,
        `composition.${i}.token`,
      );
    }
  });
}

/** The settings create and edit both send. */
export type SettingsRequest = Omit<EditRequest, 'basket' | 'creator'>;

/**
 * The settings as the Basket program's createBasket and editBasket take them: flags as booleans,
 * each token by its token-list id and its weight in parts of the whole.
 */
export function programSettings(ctx: ServiceContext, req: SettingsRequest) {
  const parts = targetParts(req.composition.map((e) => e.weight));
  return {
    managerFee: req.depositFee,
    rebalanceInterval: BigInt(req.rebalanceInterval),
    rebalanceThreshold: req.rebalanceThreshold,
    rebalanceSlippage: req.slippage,
    lpOffsetThreshold: req.lpOffsetThreshold,
    disableRebalance: req.disableRebalance === 1,
    disableLp: req.disableLp === 1,
    composition: req.composition.map((e, i) => ({
      tokenId: ctx.tokens.must(e.token).id,
      weight: parts[i] ?? 0,
    })),
  };
}
