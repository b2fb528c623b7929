import { defineOperation } from '../../operations/descriptor';

export const editDescriptor = defineOperation({
  command: 'edit',
  path: '/edit',
  words: {
    title: 'Edit a basket',
    lead: 'Change the deposit fee, rebalancing settings and tokens of a Mutable basket you created. The name, symbol and metadata are changed under “Update token metadata”; the type and host platform are fixed at creation.',
    wallet: {
      title: 'Connect the creator’s wallet',
      text: 'Only the wallet that created a basket can edit it.',
    },
    linkTitle: 'Edit a basket',
    summary: 'Change the fees, thresholds and rebalancing settings of a basket you manage.',
    audience: 'Creators',
  },
  page: () => import('./EditPage'),
  engine: () => import('../engines').then((m) => m.editOperation),
});
