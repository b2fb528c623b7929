// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SingleAssetEstimate } from './SingleAssetEstimate';

afterEach(cleanup);

const text = (ui: Parameters<typeof render>[0]) => render(ui).container.textContent;

describe('single-asset estimate', () => {
  it('mint: about how many basket tokens, at the sandbox’s price and NAV', () => {
    expect(
      text(
        <SingleAssetEstimate
          direction="mint"
          amountText="100"
          tokenSymbol="JUP"
          basketSymbol="SOLBLUE"
          price={0.8}
          nav={2}
        />,
      ),
    ).toBe(
      'You receive about 40 basket tokens (SOLBLUE), at 0.8 USDC per JUP and 2 USDC per basket token now.',
    );
  });

  it('burn: about how much of the token', () => {
    expect(
      text(
        <SingleAssetEstimate
          direction="burn"
          amountText="3"
          tokenSymbol="wSOL"
          price={150}
          nav={1}
        />,
      ),
    ).toMatch(/^You receive about 0\.02 wSOL, at 150 USDC per wSOL/);
  });

  it('says what the token paid in (mint) or paid out (burn) is worth in USD, from Jupiter', () => {
    expect(
      text(
        <SingleAssetEstimate
          direction="mint"
          amountText="100"
          tokenSymbol="JUP"
          price={0.8}
          nav={2}
          tokenUsdPrice={0.81}
        />,
      ),
    ).toMatch(/USDC per basket token now\. Worth about \$81\.$/);
    expect(
      text(
        <SingleAssetEstimate
          direction="burn"
          amountText="3"
          tokenSymbol="wSOL"
          price={150}
          nav={1}
          tokenUsdPrice={150}
        />,
      ),
    ).toMatch(/ Worth about \$3\.$/);
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
      expect(
        text(
          <SingleAssetEstimate
            direction="mint"
            amountText={amountText}
            decimals={6}
            tokenSymbol="JUP"
            price={1}
            nav={1}
          />,
        ),
      ).toBe('');
    },
  );
});
