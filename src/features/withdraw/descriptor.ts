import { defineOperation } from '../../operations/descriptor';

export const withdrawDescriptor = defineOperation({
  command: 'withdraw',
  path: '/withdraw',
  words: {
    title: 'Withdraw',
    lead: 'Redeem basket tokens for your share of the basket’s assets. You sign one transaction: it burns the basket tokens and opens a temporary withdraw account that receives the assets. You then claim them into your wallet; the withdraw account’s rent is refunded at the claim.',
    wallet: { does: 'holds and burns the basket tokens' },
    linkTitle: 'Withdraw from a basket',
    summary: 'Redeem basket tokens for your share of the assets, to claim when they are ready.',
    audience: 'Withdrawers',
  },
  page: () => import('./WithdrawPage'),
  engine: () => import('../engines').then((m) => m.withdrawOperation),
});
