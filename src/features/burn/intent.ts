// What a burn's (single-asset redemption's) one transaction may do (docs/security.md, "Mint and
// burn"): the Basket program's instantBurn of exactly the basket tokens asked, from the wallet's
// account of the basket chosen, paying out the token asked into the wallet's own account of it,
// priced at the token list's oracles; that account opened first if missing, paid by the wallet.
import type { CommandIntent } from '../../flow/intent';
import { tokenLabel } from '../../solana/tokens';
import { shortenAddress } from '../../ui/format';
import {
  FIXED,
  accountOf,
  amountDiffers,
  amountWords,
  baseAmount,
  is,
  opens,
} from '../intentRules';
import {
  singleAssetContext,
  slotOracles,
  type SingleAssetContext,
} from '../single-asset/intentRules';

export const burnIntent: CommandIntent<'burn', SingleAssetContext> = {
  command: 'burn',
  operation: 'a redemption',
  context: (request, _wallet, reads) => singleAssetContext(request, reads),
  transactions(request, wallet, context) {
    const { basket, token, basketDecimals } = context;
    const symbol = tokenLabel(token.mint);
    const amount = baseAmount(request.amount, basketDecimals);
    return {
      transaction: {
        program: {
          instantBurn: {
            count: 'one',
            what: 'the redemption',
            accounts: () => ({
              seller: is(wallet, 'your wallet'),
              pdaAccount: FIXED.programAuthority,
              fundState: is(
                request.basket,
                'the basket you chose',
                (got) =>
                  `the API’s redemption is from basket ${shortenAddress(got)}; you chose ${shortenAddress(request.basket)}`,
              ),
              fundToken: is(basket.fundToken, 'the basket’s token'),
              sellerFundTokenAccount: accountOf(
                wallet,
                basket.fundToken,
                'your basket token account',
              ),
              withdrawTokenMint: is(token.mint, `${symbol}, the token you chose`),
              sellerTokenAccount: accountOf(wallet, token.mint, `your ${symbol} account`),
              pdaTokenAccount: is(token.pdaTokenAccount, `the Basket program’s ${symbol} vault`),
              tokenList: FIXED.tokenList,
              systemProgram: FIXED.systemProgram,
              tokenProgram: FIXED.tokenProgram,
            }),
            remaining: () => slotOracles(context),
            args: (args) =>
              (args.tokenId === token.id
                ? null
                : `it pays out token #${args.tokenId}; you chose ${symbol} (#${token.id})`) ??
              amountDiffers('burns', args.burnAmount, amount, basketDecimals, 'basket tokens'),
            does: (args) =>
              `Burns exactly ${amountWords(args.burnAmount, basketDecimals, 'basket tokens')} of the basket you chose (${shortenAddress(request.basket)}) and pays their worth in ${symbol} into your ${symbol} account, at the oracles’ prices, in the same transaction.`,
          },
        },
        opens: [opens(wallet, token.mint, `your ${symbol} account`)],
      },
    };
  },
};
