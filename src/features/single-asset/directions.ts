// Mint and burn are one page in two directions: a token of the basket goes in and basket tokens
// come out, or the other way round. What differs is said here.
export type Direction = 'mint' | 'burn';

/** The form's words; the page's are the operation's (../mint/descriptor.ts, ../burn/descriptor.ts). */
export interface DirectionWords {
  tokenLabel: string;
  /** What the basket does with the chosen token, in the token field's help. */
  tokenVerb: 'accepts' | 'pays out';
  amountLabel: string;
  amountHelp: string;
  /** The amount's token in messages while its symbol is unknown. */
  amountTokens: string;
}

export const DIRECTIONS: Record<Direction, DirectionWords> = {
  mint: {
    tokenLabel: 'Token to deposit',
    tokenVerb: 'accepts',
    amountLabel: 'Amount to deposit',
    amountHelp: 'Of the chosen token, e.g. 2.5 for two and a half tokens.',
    amountTokens: 'tokens',
  },
  burn: {
    tokenLabel: 'Token to receive',
    tokenVerb: 'pays out',
    amountLabel: 'Amount (basket tokens)',
    amountHelp: 'Basket tokens to burn, e.g. 1.5 for one and a half.',
    amountTokens: 'basket tokens',
  },
};

/**
 * Each direction's operation: the same request and names, a different command. Loaded on submit:
 * it comes with the flow engine, which the form renders without (page/chainCode.ts).
 */
export function loadSingleAssetOperation(direction: Direction) {
  return direction === 'mint'
    ? import('../engines').then((m) => m.mintOperation)
    : import('../engines').then((m) => m.burnOperation);
}
