// Composition checks and the compact form memos carry: [[mint, weight], …].
import type { Composition } from '../../../src/api/schemas';
import { ApiFailure } from '../../model/errors';
import type { ServiceContext } from '../context';

/** Only tokens the sandbox prices can be held: the keeper buys them at sandbox prices. */
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

export function compactComposition(composition: Composition): [string, number][] {
  return composition.map((e) => [e.token, e.weight]);
}
