// What a mint's (single-asset deposit's) one transaction may do (docs/security.md, "Mint and
// burn"): the Basket program's singleTokenDeposit of exactly the amount of the token asked, from
// the wallet's account of it into the basket chosen, its fees to the accounts the basket's state
// and the service name, priced at the token list's oracles; the accounts it pays into opened first
// if missing, paid by the wallet.
import type { CommandIntent } from '../../flow/intent';
import { BUY_FEE_WALLET } from '../../solana/basketsProgram/serviceAccounts';
import { tokenLabel } from '../../solana/tokens';
import { shortenAddress } from '../../ui/format';
import {
  FIXED,
  accountOf,
  amountDiffers,
  amountWords,
  baseAmount,
  feeOwner,
  is,
  opens,
} from '../intentRules';
import {
  singleAssetContext,
  slotOracles,
  solOracle,
  type SingleAssetContext,
} from '../single-asset/intentRules';

export const mintIntent: CommandIntent<'mint', SingleAssetContext> = {
  command: 'mint',
  operation: 'a single-token deposit',
  context: (request, _wallet, reads) => singleAssetContext(request, reads),
  transactions(request, wallet, context) {
    const { basket, token } = context;
    const symbol = tokenLabel(token.mint);
    const creatorFees = feeOwner(basket);
    const service = BUY_FEE_WALLET.toBase58();
    const amount = baseAmount(request.amount, token.decimals);
    return {
      transaction: {
        program: {
          singleTokenDeposit: {
            count: 'one',
            what: 'the single-token deposit',
            accounts: () => ({
              authority: is(wallet, 'your wallet'),
              fundState: is(
                request.basket,
                'the basket you chose',
                (got) =>
                  `the API’s deposit goes to basket ${shortenAddress(got)}; you chose ${shortenAddress(request.basket)}`,
              ),
              fundToken: is(basket.fundToken, 'the basket’s token'),
              buyerTokenAccount: accountOf(wallet, token.mint, `your ${symbol} account`),
              buyerFundTokenAccount: accountOf(
                wallet,
                basket.fundToken,
                'your basket token account',
              ),
              pdaAccount: FIXED.programAuthority,
              pdaTokenAccount: is(token.pdaTokenAccount, `the Basket program’s ${symbol} vault`),
              symmetryFeeAccount: accountOf(
                service,
                token.mint,
                `the service’s ${symbol} fee account`,
              ),
              hostFeeAccount: accountOf(
                basket.hostPubkey,
                token.mint,
                `the ${symbol} account of the basket’s host platform`,
              ),
              managerFeeAccount: accountOf(
                creatorFees,
                token.mint,
                `the ${symbol} account of the basket’s creator`,
              ),
              oracleAccount: is(token.oracleAccount, `the ${symbol} price oracle`),
              oracleSol: solOracle(context),
              tokenList: FIXED.tokenList,
              tokenProgram: FIXED.tokenProgram,
            }),
            remaining: () => slotOracles(context),
            args: (args) =>
              (args.tokenId === token.id
                ? null
                : `it deposits token #${args.tokenId}; you chose ${symbol} (#${token.id})`) ??
              amountDiffers('deposits', args.amount, amount, token.decimals, symbol),
            does: (args) =>
              `Deposits exactly ${amountWords(args.amount, token.decimals, symbol)} from your ${symbol} account into the basket you chose (${shortenAddress(request.basket)}) and mints its basket tokens to you at the oracles’ prices, in the same transaction.`,
          },
        },
        opens: [
          opens(wallet, basket.fundToken, 'your basket token account'),
          opens(service, token.mint, `the service’s ${symbol} fee account`),
          opens(basket.hostPubkey, token.mint, `the host platform’s ${symbol} account`),
          opens(creatorFees, token.mint, `the creator’s ${symbol} account, which receives its fee`),
        ],
      },
    };
  },
};
