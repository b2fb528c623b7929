// What a deposit's one transaction may do (docs/security.md, "Deposit"): the Basket program's
// buyFund of exactly the amount asked, from the wallet's USDC account into the basket chosen, its
// fees to the accounts the basket's own state names, the buy state at its seed's address; and the
// fee accounts the program pays into opened first if missing, paid by the wallet.
import type { CommandIntent } from '../../flow/intent';
import { shortenAddress } from '../../ui/format';
import { USDC_MINT } from '../../solana/tokens';
import {
  FIXED,
  accountOf,
  amountDiffers,
  amountWords,
  baseAmount,
  basketContext,
  feeOwner,
  is,
  opens,
  tokenByMint,
  type BasketContext,
} from '../intentRules';
import { BUY_FEE_ACCOUNT } from '../../solana/basketsProgram/serviceAccounts';

const USDC_DECIMALS = 6;

export const depositIntent: CommandIntent<'deposit', BasketContext> = {
  command: 'deposit',
  operation: 'a deposit',
  context: (request, _wallet, reads) => basketContext(request.basket, reads),
  transactions(request, wallet, { basket, tokens }) {
    const creatorFees = feeOwner(basket);
    const vault = tokenByMint(tokens, USDC_MINT)?.pdaTokenAccount ?? '';
    const amount = baseAmount(request.amount, USDC_DECIMALS);
    return {
      transaction: {
        program: {
          buyFund: {
            count: 'one',
            what: 'the deposit',
            accounts: () => ({
              buyer: is(wallet, 'your wallet'),
              fundState: is(
                request.basket,
                'the basket you chose',
                (got) =>
                  `the API’s deposit goes to basket ${shortenAddress(got)}; you chose ${shortenAddress(request.basket)}`,
              ),
              fundToken: is(basket.fundToken, 'the basket’s token'),
              tokenList: FIXED.tokenList,
              pdaAccount: FIXED.programAuthority,
              pdaUsdcAccount: is(vault, 'the Basket program’s USDC vault'),
              buyerUsdcAccount: accountOf(wallet, USDC_MINT, 'your USDC account'),
              managerUsdcAccount: accountOf(
                creatorFees,
                USDC_MINT,
                'the USDC account of the basket’s creator, who receives its deposit fee',
              ),
              smfFeeAccount: is(BUY_FEE_ACCOUNT.toBase58(), 'the service’s fee account'),
              hostUsdcAccount: accountOf(
                basket.hostPubkey,
                USDC_MINT,
                'the USDC account of the basket’s host platform',
              ),
              buyerFundTokenAccount: accountOf(
                wallet,
                basket.fundToken,
                'your basket token account',
              ),
              buyState: {
                kind: 'fresh',
                prefix: 'buy',
                role: 'buyState',
                is: 'the new deposit record',
              },
              systemProgram: FIXED.systemProgram,
              tokenProgram: FIXED.tokenProgram,
              rent: FIXED.rent,
              associatedTokenProgram: FIXED.associatedTokenProgram,
              seedPubkey: { kind: 'seed' },
            }),
            args: (args) => amountDiffers('deposits', args.amount, amount, USDC_DECIMALS, 'USDC'),
            does: (args) =>
              `Deposits exactly ${amountWords(args.amount, USDC_DECIMALS, 'USDC')} from your USDC account into the basket you chose (${shortenAddress(request.basket)}); its fees go to the basket’s creator, its host platform and the service, as the basket says.`,
          },
        },
        opens: [
          opens(creatorFees, USDC_MINT, 'the creator’s USDC account, which receives its fee'),
          opens(basket.hostPubkey, USDC_MINT, 'the host platform’s USDC account'),
          opens(wallet, basket.fundToken, 'your basket token account'),
        ],
      },
    };
  },
};
