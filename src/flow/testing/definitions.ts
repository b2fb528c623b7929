import type { CreateRequest } from '../../api/schemas';
import { defineFlow, type FlowDeclaration } from '../defineFlow';

export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const BASKET_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
export const BASKET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

/** The create form's default settings, as the API takes them (the spec's defaults). */
export const DEFAULT_SETTINGS = {
  depositFee: 50,
  rebalanceInterval: 3600,
  rebalanceThreshold: 300,
  slippage: 100,
  lpOffsetThreshold: 0,
  disableRebalance: 0,
  disableLp: 0,
} as const;

/** A create request whose settings are the form's defaults, paying `creator`'s host fee to itself. */
export const createRequest = (creator: string, symbol = 'BSKT'): CreateRequest => ({
  symbol,
  name: 'Test basket',
  uri: '',
  type: 1,
  creator,
  hostPlatform: creator,
  hostPlatformFees: 10,
  composition: [{ token: USDC, weight: 100 }],
  ...DEFAULT_SETTINGS,
});

export const createDefinition = (creator: string, symbol = 'BSKT') =>
  defineFlow({
    op: 'create',
    title: `Create basket ${symbol}`,
    request: createRequest(creator, symbol),
    steps: [
      { key: 'create', label: 'Create the basket', txField: 'createTransaction' },
      { key: 'composition', label: 'Set the composition', txField: 'compositionTransaction' },
      { key: 'restructure', label: 'Activate the basket', txField: 'restructureTransaction' },
    ],
    freshPostUnsafeFrom: 'create',
  });

/** `mint: null`: the page did not know the basket token mint. */
export const depositDefinition = (user: string, amount = 10, mint: string | null = BASKET_MINT) =>
  defineFlow({
    op: 'deposit',
    title: `Deposit ${amount} USDC`,
    request: { user, basket: BASKET, amount },
    steps: [{ key: 'deposit', label: 'Deposit USDC', txField: 'transaction' }],
    wait: { label: 'Receive basket tokens', watch: { owner: user, ...(mint ? { mint } : {}) } },
  });

/** A claim of `user`'s withdrawal: its accounts, its first claim transaction, then `laterClaims`. */
const claimOf = (user: string, laterClaims: FlowDeclaration<'claim'>['steps'] = []) =>
  defineFlow({
    op: 'claim',
    title: 'Claim withdrawal',
    request: { user, basket: BASKET },
    steps: [
      { key: 'accounts', label: 'Create token accounts', txField: 'createATAsTx' },
      { key: 'claim', label: 'Claim tokens', txField: 'claimTokensTx' },
      ...laterClaims,
    ],
  });

export const claimDefinition = (user: string) => claimOf(user);

/** A claim that takes up to three claim transactions (claimTokensTx as a list). */
export const claimListDefinition = (user: string) =>
  claimOf(user, [
    { key: 'claim-2', label: 'Claim more tokens (2)', txField: 'claimTokensTx', txIndex: 1 },
    { key: 'claim-3', label: 'Claim more tokens (3)', txField: 'claimTokensTx', txIndex: 2 },
  ]);

export const withdrawDefinition = (user: string) =>
  defineFlow({
    op: 'withdraw',
    title: 'Withdraw 1 BSKT',
    request: { user, basket: BASKET, amount: 1 },
    steps: [{ key: 'withdraw', label: 'Withdraw basket tokens', txField: 'transaction' }],
    freshPostUnsafeFrom: 'withdraw',
  });
