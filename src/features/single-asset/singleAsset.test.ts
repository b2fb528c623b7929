import { describe, expect, it } from 'vitest';
import { KNOWN_TOKENS } from '../../solana/tokens';
import { apiFieldRefusal } from '../basket-amount/apiFieldRefusal';
import { assetChoices } from '../basket-amount/assetChoices';
import { mintOperation } from '../mint/operation';
import { estimateBurn, estimateMint } from './singleAssetEstimate';
import { burnOperation } from '../burn/operation';

const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const WSOL = 'So11111111111111111111111111111111111111112';
const UNLISTED = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const USER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('asset choices', () => {
  it('are the composition, in its order, when it is known', () => {
    const { choices, restricted } = assetChoices(
      [
        { token: WSOL, weight: 60 },
        { token: UNLISTED, weight: 40 },
      ],
      KNOWN_TOKENS,
    );
    expect(restricted).toBe(true);
    expect(choices).toEqual([
      { mint: WSOL, symbol: 'wSOL', name: 'Wrapped SOL', decimals: 9 },
      // Not in the named list: shown by its address; decimals come from the chain.
      { mint: UNLISTED, symbol: '4Vry…HcDG' },
    ]);
  });

  it('are every named token, with pasting allowed, when the composition is unknown', () => {
    for (const composition of [undefined, []]) {
      const { choices, restricted } = assetChoices(composition, KNOWN_TOKENS);
      expect(restricted).toBe(false);
      expect(choices.map((c) => c.mint)).toEqual(KNOWN_TOKENS.map((t) => t.mint));
    }
  });
});

describe('single-asset estimates', () => {
  it('mint: the token’s USDC value buys basket tokens at the NAV', () => {
    expect(estimateMint({ amount: 100, price: 0.8, nav: 2 })).toBeCloseTo(40, 10);
  });

  it('burn: the basket tokens’ USDC value buys the token at its price', () => {
    expect(estimateBurn({ amount: 3, price: 150, nav: 1 })).toBeCloseTo(0.02, 10);
  });

  it('has no estimate without a price, a NAV or a positive amount', () => {
    expect(estimateMint({ amount: 1, nav: 1 })).toBeUndefined();
    expect(estimateMint({ amount: 1, price: 1 })).toBeUndefined();
    expect(estimateBurn({ amount: 0, price: 1, nav: 1 })).toBeUndefined();
    expect(estimateBurn({ amount: Number.NaN, price: 1, nav: 1 })).toBeUndefined();
  });
});

describe('the API’s refusal of a field', () => {
  const refused = (body: unknown) => apiFieldRefusal({ apiError: { message: 'HTTP 422', body } });

  it('is read from the error body’s field, message and code', () => {
    expect(
      refused({
        success: false,
        error: {
          code: 'INSUFFICIENT_HOLDINGS',
          message: 'The basket holds 9 USDC, less than this redemption needs (30)',
          field: 'amount',
        },
      }),
    ).toEqual({
      field: 'amount',
      message:
        'The Basket API refused this: The basket holds 9 USDC, less than this redemption needs (30) (INSUFFICIENT_HOLDINGS)',
    });
  });

  it('is nothing for a field the form does not have or a body without one', () => {
    expect(refused({ error: { code: 'X', message: 'no', field: 'user' } })).toBeUndefined();
    expect(refused({ error: 'Deposits are paused' })).toBeUndefined();
    expect(refused('<html>')).toBeUndefined();
    expect(apiFieldRefusal(undefined)).toBeUndefined();
  });
});

describe('flows', () => {
  const request = { user: USER, basket: UNLISTED, tokenMint: JUP, amount: 2.5 };

  it('mint: one step depositing the token, named for the user', () => {
    const flow = mintOperation.declare(request, { tokenSymbol: 'JUP', basketSymbol: 'SOLBLUE' });
    expect(flow.op).toBe('mint');
    expect(flow.title).toBe('Mint SOLBLUE with 2.5 JUP');
    expect(flow.steps).toEqual([
      { key: 'mint', label: 'Deposit JUP and mint basket tokens', txField: 'transaction' },
    ]);
    expect(flow.request).toEqual(request);
  });

  it('burn: one step burning basket tokens for the token', () => {
    const flow = burnOperation.declare(request, { tokenSymbol: 'JUP' });
    expect(flow.op).toBe('burn');
    expect(flow.title).toBe('Burn 2.5 basket tokens of 4Vry…HcDG for JUP');
    expect(flow.steps).toEqual([
      { key: 'burn', label: 'Burn basket tokens and receive JUP', txField: 'transaction' },
    ]);
  });
});
