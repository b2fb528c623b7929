// What set-metadata's one transaction may do (docs/security.md, "Set metadata"): the Basket
// program writes exactly the name, symbol and URI asked into the metadata account of the chosen
// basket's token, the creator signing.
import type { CommandIntent, ProgramRule } from '../../flow/intent';
import { shortenAddress } from '../../ui/format';
import { FIXED, basketContext, is, metadataDiffers, type BasketContext } from '../intentRules';

export const metadataIntent: CommandIntent<'set-metadata', BasketContext> = {
  command: 'set-metadata',
  operation: 'a metadata update',
  context: (request, _wallet, reads) => basketContext(request.basket, reads),
  transactions(request, wallet, { basket }) {
    const rule = {
      count: 'optional',
      what: 'the metadata update',
      accounts: () => ({
        manager: is(wallet, 'your wallet, the basket’s creator'),
        fundToken: is(basket.fundToken, 'the basket’s token'),
        fundState: is(
          request.basket,
          'the basket you chose',
          (got) =>
            `the API’s update is for basket ${shortenAddress(got)}; you chose ${shortenAddress(request.basket)}`,
        ),
        updateAuthority: FIXED.programAuthority,
        metadataAccount: {
          kind: 'metadata-of',
          account: 'fundToken',
          is: 'the metadata account of the basket’s token',
        },
        metadataProgram: FIXED.metadataProgram,
        systemProgram: FIXED.systemProgram,
        rent: FIXED.rent,
      }),
      args: (args) => metadataDiffers(args, request),
      does: () =>
        `Names the basket token of ${shortenAddress(request.basket)} “${request.name}” (${request.symbol}), its metadata at ${request.uri || 'no URI'}.`,
    } satisfies ProgramRule<'updateFundTokenMintMetadata'>;
    return {
      transaction: {
        // The SDK writes the metadata account when it is missing, else updates it.
        program: { updateFundTokenMintMetadata: rule, createFundTokenMintMetadata: rule },
        exactlyOneOf: ['updateFundTokenMintMetadata', 'createFundTokenMintMetadata'],
      },
    };
  },
};
