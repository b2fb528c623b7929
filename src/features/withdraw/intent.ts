// What a withdraw's one transaction may do (docs/security.md, "Withdraw"): the Basket program's
// sellFund of exactly the basket tokens asked, from the wallet's account of the basket chosen, into
// a withdraw account at its seed's address, keeping the tokens (no sale: `rebalance` 0).
import type { CommandIntent } from '../../flow/intent';
import { shortenAddress } from '../../ui/format';
import {
  FIXED,
  accountOf,
  amountDiffers,
  amountWords,
  baseAmount,
  basketTokenContext,
  is,
  type BasketTokenContext,
} from '../intentRules';

export const withdrawIntent: CommandIntent<'withdraw', BasketTokenContext> = {
  command: 'withdraw',
  operation: 'a withdrawal',
  context: (request, _wallet, reads) => basketTokenContext(request.basket, reads),
  transactions(request, wallet, { basket, basketDecimals }) {
    const amount = baseAmount(request.amount, basketDecimals);
    return {
      transaction: {
        program: {
          sellFund: {
            count: 'one',
            what: 'the withdrawal',
            accounts: () => ({
              seller: is(wallet, 'your wallet'),
              fundState: is(
                request.basket,
                'the basket you chose',
                (got) =>
                  `the API’s withdrawal is from basket ${shortenAddress(got)}; you chose ${shortenAddress(request.basket)}`,
              ),
              pdaAccount: FIXED.programAuthority,
              newFundState: {
                kind: 'fresh',
                prefix: 'sell',
                role: 'withdrawAccount',
                is: 'the new withdraw account',
              },
              sellerFundTokenAccount: accountOf(
                wallet,
                basket.fundToken,
                'your basket token account',
              ),
              fundToken: is(basket.fundToken, 'the basket’s token'),
              systemProgram: FIXED.systemProgram,
              tokenProgram: FIXED.tokenProgram,
              rent: FIXED.rent,
              seedPubkey: { kind: 'seed' },
            }),
            args: (args) =>
              amountDiffers('withdraws', args.amount, amount, basketDecimals, 'basket tokens') ??
              (args.rebalance === 0n
                ? null
                : 'it would sell your share of the basket’s tokens instead of keeping them for you to claim'),
            does: (args) =>
              `Burns exactly ${amountWords(args.amount, basketDecimals, 'basket tokens')} of the basket you chose (${shortenAddress(request.basket)}) and puts your share of its tokens in a new withdraw account of yours, to claim.`,
          },
        },
      },
    };
  },
};
