import { defineOperation } from '../../operations/descriptor';

export const depositDescriptor = defineOperation({
  command: 'deposit',
  path: '/deposit',
  words: {
    title: 'Deposit',
    lead: 'Deposit USDC into a basket. You sign one transaction; the basket’s automation then buys its tokens and mints basket tokens to your wallet, within 3 minutes.',
    wallet: { does: 'deposits and receives the basket tokens' },
    linkTitle: 'Deposit into a basket',
    summary:
      'Deposit USDC into a basket and receive basket tokens once the basket has bought its assets.',
    audience: 'Depositors',
  },
  page: () => import('./DepositPage'),
  engine: () => import('../engines').then((m) => m.depositOperation),
});
