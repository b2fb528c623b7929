// What a create's three transactions may do (docs/security.md, "Create"): the first, the Basket
// program's createBasket with exactly the request's settings, composition, host platform, fee and
// metadata, the creator as its manager and fee delegate, the basket, its mint and metadata at the
// seed's addresses; the second and third only work on that new basket: open the creator's account
// of its token, update its weights at the token list's oracles, and — should the service do them
// there — set the same settings or metadata again. Nothing else.
import type { CommandIntent, FreshAccounts, ProgramRule, StepRules } from '../../flow/intent';
import { CREATE_FEE_ACCOUNT } from '../../solana/basketsProgram/serviceAccounts';
import type { TokenList } from '../../solana/basketsProgram/tokenList';
import { BASKET_TYPES, type CreateRequest } from '../../api/schemas';
import { formatPercentFromBps, shortenAddress } from '../../ui/format';
import {
  FIXED,
  compositionWords,
  is,
  metadataDiffers,
  opens,
  settingsDiffer,
  tokenById,
  tokenByMint,
  tokenListOrRefusal,
} from '../intentRules';

function newBasket(fresh: FreshAccounts) {
  return is(fresh.basket ?? '', 'the basket the first transaction creates');
}

/** What the second and third transactions may do: only to the basket the first creates. */
function laterStep(
  request: CreateRequest,
  wallet: string,
  tokens: TokenList,
  fresh: FreshAccounts,
): StepRules {
  const metadata = {
    count: 'optional',
    what: 'the metadata it writes',
    accounts: () => ({
      manager: is(wallet, 'your wallet'),
      fundToken: is(fresh.basketMint ?? '', 'the new basket’s token'),
      fundState: newBasket(fresh),
      updateAuthority: FIXED.programAuthority,
      metadataAccount: is(fresh.metadata ?? '', 'the new token’s metadata account'),
      metadataProgram: FIXED.metadataProgram,
      systemProgram: FIXED.systemProgram,
      rent: FIXED.rent,
    }),
    args: (args) => metadataDiffers(args, request),
    does: () => `Writes the token’s name, symbol and URI you chose.`,
  } satisfies ProgramRule<'createFundTokenMintMetadata'>;
  return {
    program: {
      updateCurrentWeights: {
        count: 'optional',
        what: 'the weights update',
        accounts: () => ({
          fundState: newBasket(fresh),
          tokenList: FIXED.tokenList,
          oracleSol: is(tokenById(tokens, 1)?.oracleAccount ?? '', 'the SOL price oracle'),
        }),
        remaining: () =>
          request.composition.map((entry) =>
            is(
              tokenByMint(tokens, entry.token)?.oracleAccount ?? '',
              'a price oracle of your tokens',
            ),
          ),
        args: () => null,
        does: () => 'Prices the new basket’s tokens at their oracles (anyone may do this).',
      },
      editBasket: {
        count: 'optional',
        what: 'the settings it sets again',
        accounts: () => ({
          manager: is(wallet, 'your wallet'),
          fundState: newBasket(fresh),
          tokenList: FIXED.tokenList,
          feeDelegate: is(wallet, 'your wallet, who receives the deposit fees'),
        }),
        args: (args) => settingsDiffer(args, request, tokens),
        does: () => 'Sets the new basket’s settings and composition to exactly yours.',
      },
      createFundTokenMintMetadata: metadata,
      updateFundTokenMintMetadata: metadata,
    },
    opens: fresh.basketMint
      ? [opens(wallet, fresh.basketMint, 'your account of the new basket token')]
      : [],
  };
}

export const createIntent: CommandIntent<'create', TokenList> = {
  command: 'create',
  operation: 'a new basket',
  context: (_request, _wallet, reads) => tokenListOrRefusal(reads),
  transactions(request, wallet, tokens, fresh) {
    return {
      createTransaction: {
        program: {
          createBasket: {
            count: 'one',
            what: 'the new basket',
            accounts: () => ({
              manager: is(wallet, 'your wallet, the creator'),
              tokenList: FIXED.tokenList,
              fundState: { kind: 'fresh', prefix: 'basket', role: 'basket', is: 'the new basket' },
              pdaAccount: FIXED.programAuthority,
              fundToken: {
                kind: 'fresh',
                prefix: 'mint',
                role: 'basketMint',
                is: 'the new basket’s token',
              },
              createFeeSweeper: is(
                CREATE_FEE_ACCOUNT.toBase58(),
                'the service’s creation fee account',
              ),
              metadataAccount: {
                kind: 'metadata-of',
                account: 'fundToken',
                role: 'metadata',
                is: 'the new token’s metadata account',
              },
              metadataProgram: FIXED.metadataProgram,
              systemProgram: FIXED.systemProgram,
              tokenProgram: FIXED.tokenProgram,
              rent: FIXED.rent,
              host: is(
                request.hostPlatform,
                'the host platform you chose',
                (got) =>
                  `the API’s basket pays its host platform fee to ${shortenAddress(got)}; you chose ${shortenAddress(request.hostPlatform)}`,
              ),
              feeDelegate: is(
                wallet,
                'your wallet, who receives the deposit fees',
                (got) =>
                  `the API’s basket sends its deposit fees to ${shortenAddress(got)}, not to you, its creator`,
              ),
              seedPubkey: { kind: 'seed' },
            }),
            args: (args) =>
              (args.hostFee === request.hostPlatformFees
                ? null
                : `its host platform fee is ${formatPercentFromBps(args.hostFee)}; you chose ${formatPercentFromBps(request.hostPlatformFees)}`) ??
              (args.basketType === request.type
                ? null
                : `it makes a ${typeWords(args.basketType)} basket; you chose ${typeWords(request.type)}`) ??
              settingsDiffer(args, request, tokens) ??
              metadataDiffers(args.metadata, request),
            does: () =>
              `Creates ${request.symbol} (“${request.name}”), ${typeWords(request.type)}, holding ${compositionWords(request.composition)}, with exactly your fees and settings, its host platform ${shortenAddress(request.hostPlatform)} and you as its creator.`,
          },
        },
      },
      compositionTransaction: laterStep(request, wallet, tokens, fresh),
      restructureTransaction: laterStep(request, wallet, tokens, fresh),
    };
  },
};

function typeWords(type: number): string {
  return type === 0 || type === 1 || type === 2 ? BASKET_TYPES[type].toLowerCase() : `type ${type}`;
}
