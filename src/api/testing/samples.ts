// Sample values for the API's tests: well-known mints and one valid request per command.
import bs58 from 'bs58';
import type { Command, RequestOf } from '../commands';

export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const WSOL = 'So11111111111111111111111111111111111111112';
export const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
export const SYSTEM = '11111111111111111111111111111111';

/** Base58 text of `n` bytes: a public key is 32. */
export const keyOfLength = (n: number) => bs58.encode(new Uint8Array(n).fill(7));

const settings = {
  creator: WSOL,
  depositFee: 50,
  rebalanceInterval: 3600,
  rebalanceThreshold: 300,
  slippage: 100,
  lpOffsetThreshold: 0,
  disableRebalance: 0 as const,
  disableLp: 1 as const,
  composition: [
    { token: USDC, weight: 40 },
    { token: JUP, weight: 60 },
  ],
};

/** A valid request of each command. */
export const SAMPLE_REQUESTS: { [C in Command]: RequestOf<C> } = {
  create: {
    symbol: 'BSKT',
    name: 'Blue chips',
    uri: '',
    hostPlatform: '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG',
    hostPlatformFees: 25,
    type: 1,
    ...settings,
  },
  edit: { basket: JUP, ...settings },
  deposit: { user: WSOL, basket: JUP, amount: 1.5 },
  withdraw: { user: WSOL, basket: JUP, amount: 0.5 },
  claim: { user: WSOL, basket: JUP },
  mint: { user: WSOL, basket: JUP, tokenMint: USDC, amount: 2 },
  burn: { user: WSOL, basket: JUP, tokenMint: USDC, amount: 2 },
  'set-metadata': {
    basket: JUP,
    creator: WSOL,
    symbol: 'BSKT',
    name: 'Blue chips',
    uri: 'https://x.io/m.json',
  },
};
