// @vitest-environment jsdom
// A withdrawal's assets name each token by the one rule (docs/token-names.md): a token the Basket
// program's list holds plainly, a look-alike of USDC as not the real one.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_USDC, LISTED, renderNamingTokens } from '../../tokens/lookAlikeTesting';
import { ClaimAssets } from './ClaimAssets';

afterEach(cleanup);

describe('ClaimAssets', () => {
  it('names a listed token plainly and flags a look-alike of USDC', async () => {
    renderNamingTokens(
      <ClaimAssets
        assets={[
          { mint: FAKE_USDC, amount: 100 },
          { mint: LISTED, amount: 12.5 },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    await within(items[0]!).findByText('Not the real USDC');
    expect(items[1]!.textContent).toBe('12.5 LST');
    expect(items[0]!.textContent).toBe(
      '100 USDC · Fak3…x9Qz ⚠ Not the real USDCThe real USDC is EPjF…Dt1v',
    );
    // No price is known here (Jupiter off): the sum names what it lacks, by the same words.
    expect(
      screen.getByText('Worth today: unknown (no price for USDC · Fak3…x9Qz today)'),
    ).toBeTruthy();
  });
});
