import { defineOperation } from '../../operations/descriptor';

export const mintDescriptor = defineOperation({
  command: 'mint',
  path: '/mint',
  words: {
    title: 'Mint with one token',
    lead: 'Deposit one of a basket’s tokens and receive basket tokens, in one transaction you sign. The basket accepts only the tokens of its current composition.',
    wallet: { does: 'pays the token and receives the basket tokens' },
    linkTitle: 'Mint with one token',
    summary: 'Contribute a single token from the basket to mint basket tokens.',
    audience: 'Depositors',
  },
  page: () => import('../single-asset/SingleAssetPage').then((m) => ({ default: m.MintPage })),
  engine: () => import('../engines').then((m) => m.mintOperation),
});
