// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SingleAssetEstimate } from './SingleAssetEstimate';

afterEach(cleanup);

const text = (ui: Parameters<typeof render>[0]) => render(ui).container.textContent;
type EstimateProps = Parameters<typeof SingleAssetEstimate>[0];
/** A mint of 100 JUP at 0.8 USDC, NAV 2; a burn of 3 basket tokens for wSOL at 150 USDC, NAV 1. */
const SAMPLES = {
  mint: { amountText: '100', tokenSymbol: 'JUP', price: 0.8, nav: 2 },
  burn: { amountText: '3', tokenSymbol: 'wSOL', price: 150, nav: 1 },
} as const;
const estimateText = (direction: EstimateProps['direction'], props: Partial<EstimateProps> = {}) =>
  text(<SingleAssetEstimate direction={direction} {...SAMPLES[direction]} {...props} />);
const mintText = (props: Partial<EstimateProps> = {}) => estimateText('mint', props);
const burnText = (props: Partial<EstimateProps> = {}) => estimateText('burn', props);

describe('single-asset estimate', () => {
  it('mint: about how many basket tokens, at the sandbox’s price and NAV', () => {
    expect(mintText({ basketSymbol: 'SOLBLUE' })).toBe(
      'You receive about 40 basket tokens (SOLBLUE), at 0.8 USDC per JUP and 2 USDC per basket token now.',
    );
  });

  it('burn: about how much of the token', () => {
    expect(burnText()).toMatch(/^You receive about 0\.02 wSOL, at 150 USDC per wSOL/);
  });

  it('says what the token paid in (mint) or paid out (burn) is worth in USD, from Jupiter', () => {
    expect(mintText({ tokenUsdPrice: 0.81 })).toMatch(
      /USDC per basket token now\. Worth about \$81\.00\.$/,
    );
    expect(burnText({ tokenUsdPrice: 150 })).toMatch(/ Worth about \$3\.00\.$/);
  });

  it('says the chain computes it when prices are not known (a real API)', () => {
    expect(text(<SingleAssetEstimate direction="mint" amountText="5" tokenSymbol="JUP" />)).toMatch(
      /basket tokens you receive are computed on chain/,
    );
    expect(
      text(<SingleAssetEstimate direction="burn" amountText="5" tokenSymbol="JUP" nav={1} />),
    ).toMatch(/token you receive is computed on chain/);
  });

  it('waits for an amount and a token where prices are known', () => {
    expect(
      text(
        <SingleAssetEstimate direction="mint" amountText="" tokenSymbol="JUP" price={1} nav={1} />,
      ),
    ).toBe('');
    expect(text(<SingleAssetEstimate direction="mint" amountText="5" nav={1} />)).toBe('');
  });

  it.each(['1e3', '0x10', '1,5', '1.1234567'])(
    'estimates nothing for "%s", which the amount field does not accept',
    (amountText) => {
      expect(mintText({ amountText, decimals: 6, price: 1, nav: 1 })).toBe('');
    },
  );
});
