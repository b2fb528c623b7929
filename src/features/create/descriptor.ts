import { defineOperation } from '../../operations/descriptor';

export const createDescriptor = defineOperation({
  command: 'create',
  path: '/create',
  words: {
    title: 'Create a basket',
    lead: 'Choose up to 15 tokens and their weights, name the basket token, and set its fees. Creating takes three transactions, each signed by your wallet: create the basket, set up its composition, then activate it.',
    wallet: { does: 'becomes the basket’s creator and signs its transactions' },
    linkTitle: 'Create a basket',
    summary:
      'Pick up to 15 tokens and their weights, name the basket, set its fees, and launch it.',
    audience: 'Creators',
    navLabel: 'Create',
  },
  page: () => import('./CreatePage'),
  engine: () => import('../engines').then((m) => m.createOperation),
});
