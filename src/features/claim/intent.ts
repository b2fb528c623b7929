// What a claim's transactions may do (docs/security.md, "Claim"): the first opens the wallet's
// accounts of the tokens the withdraw account holds; each claim transaction moves tokens of that
// withdraw account — the one chosen, the wallet's own — into the wallet's accounts of them, each
// token once, through the Basket program's claimToken.
import type { CommandIntent, StepRules } from '../../flow/intent';
import { isRefused, refuse } from '../../flow/intent';
import type { SellState } from '../../solana/basketsProgram/basketState';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { tokenLabel } from '../../solana/tokens';
import { shortenAddress } from '../../ui/format';
import { FIXED, accountOf, is, opens, tokenById, tokenListOrRefusal } from '../intentRules';

interface ClaimContext {
  sellState: SellState;
  tokens: TokenList;
}

/** The tokens a claim may move: slot 0 (USDC, which the SDK claims first) and each one held. */
function claimable({ sellState, tokens }: ClaimContext) {
  return sellState.composition
    .filter((slot, i) => i === 0 || slot.amount > 0n)
    .flatMap((slot) => tokenById(tokens, slot.tokenId) ?? []);
}

export const claimIntent: CommandIntent<'claim', ClaimContext> = {
  command: 'claim',
  operation: 'a claim',
  async context(request, wallet, reads) {
    const [sellState, tokens] = await Promise.all([
      reads.sellState(request.basket),
      tokenListOrRefusal(reads),
    ]);
    if (isRefused(tokens)) return tokens;
    if (!sellState) {
      return refuse(
        () =>
          `the withdraw account you chose (${shortenAddress(request.basket)}) is not on this network or already claimed`,
      );
    }
    if (sellState.manager !== wallet) {
      return refuse(() => 'the withdraw account you chose belongs to another wallet');
    }
    return { sellState, tokens };
  },
  transactions(request, wallet, context) {
    const held = claimable(context);
    const accounts: StepRules['opens'] = held.map((t) =>
      opens(wallet, t.mint, `your ${tokenLabel(t.mint)} account`),
    );
    const claims: StepRules = {
      program: {
        claimToken: {
          count: 'some',
          what: 'the claim',
          accounts: (args) => {
            const token = tokenById(context.tokens, Number(args.tokenId));
            const symbol = token ? tokenLabel(token.mint) : `token #${args.tokenId}`;
            return {
              signer: is(wallet, 'your wallet'),
              manager: is(wallet, 'your wallet, who withdrew'),
              fundState: is(
                request.basket,
                'the withdraw account you chose',
                (got) =>
                  `the API’s claim empties withdraw account ${shortenAddress(got)}; you chose ${shortenAddress(request.basket)}`,
              ),
              tokenList: FIXED.tokenList,
              sellerTokenAccount: accountOf(wallet, token?.mint ?? '', `your ${symbol} account`),
              pdaTokenAccount: is(
                token?.pdaTokenAccount ?? '',
                `the Basket program’s ${symbol} vault`,
              ),
              pdaAccount: FIXED.programAuthority,
              systemProgram: FIXED.systemProgram,
              tokenProgram: FIXED.tokenProgram,
            };
          },
          args: (args) =>
            held.some((t) => BigInt(t.id) === args.tokenId)
              ? null
              : `it claims token #${args.tokenId}, which the withdraw account does not hold`,
          does: (args) => {
            const token = tokenById(context.tokens, Number(args.tokenId));
            return `Moves your ${token ? tokenLabel(token.mint) : `token #${args.tokenId}`} from the withdraw account into your own account.`;
          },
          once: (args) => `claim ${args.tokenId}`,
        },
      },
      opens: accounts,
    };
    return { createATAsTx: { program: {}, opens: accounts }, claimTokensTx: claims };
  },
};
