import { defineOperation } from '../../operations/descriptor';

export const burnDescriptor = defineOperation({
  command: 'burn',
  path: '/burn',
  words: {
    title: 'Burn for one token',
    lead: 'Burn basket tokens and receive their value in one of the basket’s tokens, in one transaction you sign. The basket must hold enough of that token.',
    wallet: { does: 'holds the basket tokens and receives the token' },
    linkTitle: 'Burn for one token',
    summary: 'Burn basket tokens and receive one of the basket’s tokens in return.',
    audience: 'Depositors',
  },
  page: () => import('../single-asset/SingleAssetPage').then((m) => ({ default: m.BurnPage })),
  engine: () => import('../engines').then((m) => m.burnOperation),
});
