// The words of each operation's page, in one place: the heading (also the document's title), the
// lead under it, and why the page needs a wallet. The operations' own modules (./<op>/operation.ts)
// hold what the engine runs; these are what the user reads first.
import type { Command } from '../api/commands';

/**
 * Why a page needs a wallet: what the connected wallet does there (the form stays usable until
 * then), or a title and words of the page's own.
 */
export type WalletNeed = { does: string } | { title: string; text?: string };

/** The words of an operation's page. */
export interface OperationPageWords {
  /** The page's heading and the document's title. */
  title: string;
  lead: string;
  /** Said while no wallet is connected. */
  wallet: WalletNeed;
}

export const OPERATION_PAGES: { [C in Command]: OperationPageWords } = {
  create: {
    title: 'Create a basket',
    lead: 'Choose up to 15 tokens and their weights, name the basket token, and set its fees. Creating takes three transactions, each signed by your wallet: create the basket, set up its composition, then activate it.',
    wallet: { does: 'becomes the basket’s creator and signs its transactions' },
  },
  edit: {
    title: 'Edit a basket',
    lead: 'Change the deposit fee, rebalancing settings and tokens of a Mutable basket you created. The name, symbol and metadata are changed under “Update token metadata”; the type and host platform are fixed at creation.',
    wallet: {
      title: 'Connect the creator’s wallet',
      text: 'Only the wallet that created a basket can edit it.',
    },
  },
  'set-metadata': {
    title: 'Update token metadata',
    lead: 'Change the name, symbol and metadata link that wallets and explorers show for a basket’s token. Only the basket’s creator can.',
    wallet: {
      title: 'Connect the creator’s wallet',
      text: 'The creator’s wallet signs the update.',
    },
  },
  deposit: {
    title: 'Deposit',
    lead: 'Deposit USDC into a basket. You sign one transaction; the basket’s automation then buys its tokens and mints basket tokens to your wallet, within 3 minutes.',
    wallet: { does: 'deposits and receives the basket tokens' },
  },
  mint: {
    title: 'Mint with one token',
    lead: 'Deposit one of a basket’s tokens and receive basket tokens, in one transaction you sign. The basket accepts only the tokens of its current composition.',
    wallet: { does: 'pays the token and receives the basket tokens' },
  },
  withdraw: {
    title: 'Withdraw',
    lead: 'Redeem basket tokens for your share of the basket’s assets. You sign one transaction: it burns the basket tokens and opens a temporary withdraw account that receives the assets. You then claim them into your wallet; the withdraw account’s rent is refunded at the claim.',
    wallet: { does: 'holds and burns the basket tokens' },
  },
  burn: {
    title: 'Burn for one token',
    lead: 'Burn basket tokens and receive their value in one of the basket’s tokens, in one transaction you sign. The basket must hold enough of that token.',
    wallet: { does: 'holds the basket tokens and receives the token' },
  },
  claim: {
    title: 'Claim a withdrawal',
    lead: 'Two transactions, each signed by your wallet: create the token accounts you lack for the withdrawn assets, then claim the tokens into your wallet. The withdraw account’s rent is refunded to you by the second one.',
    wallet: { does: 'made the withdrawal and receives the assets' },
  },
};
