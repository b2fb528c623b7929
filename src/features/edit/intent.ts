// What an edit's one transaction may do (docs/security.md, "Edit"): the Basket program's
// editBasket of the basket chosen, signed by its creator, with exactly the settings and
// composition asked, its fee delegate kept as the basket has it.
import type { CommandIntent } from '../../flow/intent';
import { shortenAddress } from '../../ui/format';
import {
  FIXED,
  basketContext,
  compositionWords,
  is,
  settingsDiffer,
  type BasketContext,
} from '../intentRules';

export const editIntent: CommandIntent<'edit', BasketContext> = {
  command: 'edit',
  operation: 'an edit',
  context: (request, _wallet, reads) => basketContext(request.basket, reads),
  transactions(request, wallet, { basket, tokens }) {
    return {
      editTransaction: {
        program: {
          editBasket: {
            count: 'one',
            what: 'the edit',
            accounts: () => ({
              manager: is(wallet, 'your wallet, the basket’s creator'),
              fundState: is(
                request.basket,
                'the basket you chose',
                (got) =>
                  `the API’s edit changes basket ${shortenAddress(got)}; you chose ${shortenAddress(request.basket)}`,
              ),
              tokenList: FIXED.tokenList,
              feeDelegate: is(
                basket.feeDelegate,
                'the basket’s fee delegate',
                (got) =>
                  `the API’s edit sends the basket’s deposit fees to ${shortenAddress(got)} instead of ${shortenAddress(basket.feeDelegate)}`,
              ),
            }),
            args: (args) => settingsDiffer(args, request, tokens),
            does: () =>
              `Gives the basket you chose (${shortenAddress(request.basket)}) exactly the settings you set and the composition ${compositionWords(request.composition)}.`,
          },
        },
      },
    };
  },
};
