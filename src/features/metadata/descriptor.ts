import { defineOperation } from '../../operations/descriptor';

export const metadataDescriptor = defineOperation({
  command: 'set-metadata',
  path: '/metadata',
  words: {
    title: 'Update token metadata',
    lead: 'Change the name, symbol and metadata link that wallets and explorers show for a basket’s token. Only the basket’s creator can.',
    wallet: {
      title: 'Connect the creator’s wallet',
      text: 'The creator’s wallet signs the update.',
    },
    linkTitle: 'Update token metadata',
    summary: "Change the basket token's name, symbol and metadata link that wallets show.",
    audience: 'Creators',
  },
  page: () => import('./MetadataPage'),
  engine: () => import('../engines').then((m) => m.metadataOperation),
});
