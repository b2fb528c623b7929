import { defineOperation } from '../../operations/descriptor';

export const claimDescriptor = defineOperation({
  command: 'claim',
  path: '/claim',
  alsoAt: ['/claim/:account'], // one withdraw account's claim
  words: {
    title: 'Claim a withdrawal',
    lead: 'Two transactions, each signed by your wallet: create the token accounts you lack for the withdrawn assets, then claim the tokens into your wallet. The withdraw account’s rent is refunded to you by the second one.',
    wallet: { does: 'made the withdrawal and receives the assets' },
    linkTitle: 'Claim withdrawn assets',
    summary: 'Move the assets of a finished withdrawal into your wallet.',
    audience: 'Withdrawers',
  },
  page: () => import('./ClaimPage'),
  engine: () => import('../engines').then((m) => m.claimOperation),
});
