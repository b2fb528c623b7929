// The app's operations, in the words the home page and the navigation use; the router gives each
// its page (routes.tsx). Kept light: the header reads it at first paint.

export interface Operation {
  path: `/${string}`;
  title: string;
  summary: string;
  /** Who does this: shown as a small group heading on the home page. */
  audience: 'Creators' | 'Depositors' | 'Withdrawers';
  /**
   * Its link in the main navigation, in this list's order; none = reached from other pages with
   * the basket chosen (a basket's page, a position, a pending claim, a creator's basket).
   */
  navLabel?: string;
}

export const OPERATIONS = [
  {
    path: '/create',
    title: 'Create a basket',
    summary:
      'Pick up to 15 tokens and their weights, name the basket, set its fees, and launch it.',
    audience: 'Creators',
    navLabel: 'Create',
  },
  {
    path: '/edit',
    title: 'Edit a basket',
    summary: 'Change the fees, thresholds and rebalancing settings of a basket you manage.',
    audience: 'Creators',
  },
  {
    path: '/metadata',
    title: 'Update token metadata',
    summary: "Change the basket token's name, symbol and metadata link that wallets show.",
    audience: 'Creators',
  },
  {
    path: '/deposit',
    title: 'Deposit into a basket',
    summary:
      'Deposit USDC into a basket and receive basket tokens once the basket has bought its assets.',
    audience: 'Depositors',
  },
  {
    path: '/mint',
    title: 'Mint with one token',
    summary: 'Contribute a single token from the basket to mint basket tokens.',
    audience: 'Depositors',
  },
  {
    path: '/withdraw',
    title: 'Withdraw from a basket',
    summary: 'Redeem basket tokens for your share of the assets, to claim when they are ready.',
    audience: 'Withdrawers',
  },
  {
    path: '/burn',
    title: 'Burn for one token',
    summary: 'Burn basket tokens and receive one of the basket’s tokens in return.',
    audience: 'Depositors',
  },
  {
    path: '/claim',
    title: 'Claim withdrawn assets',
    summary: 'Move the assets of a finished withdrawal into your wallet.',
    audience: 'Withdrawers',
  },
] as const satisfies readonly Operation[];

/** The path of an operation's page. */
export type OperationPath = (typeof OPERATIONS)[number]['path'];
