// @vitest-environment jsdom
// The page's token picker follows what the chain says of the chosen basket: its composition only
// when the basket is known, any token (or a pasted mint) when the read fails, as on a real API.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FlowContext } from '../../flow/FlowContext';
import { idleFlows } from '../../flow/testing/idleFlows';
import { KNOWN_TOKENS, USDC_MINT } from '../../solana/tokens';
import { FAKE_USDC } from '../../tokens/lookAlikeTesting';
import { clientKnowingTokens } from '../../tokens/testing';
import { shortenAddress } from '../../ui/format';
import { clientKnowingBasket, FeatureTestProviders } from '../baskets/testing';
import { burnDescriptor } from '../burn/descriptor';
import { mintDescriptor } from '../mint/descriptor';
import { BurnPage, MintPage } from './SingleAssetPage';

const BASKET = 'So11111111111111111111111111111111111111112';
beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

/**
 * The chain's names of the well-known mints, already read; with `basketRead` 'ok' the basket's
 * state too. Without it the basket read goes to the providers' unreachable RPC and fails.
 */
function renderPage(
  Page: typeof MintPage,
  basketRead: 'ok' | 'fails' = 'ok',
  composition?: { token: string; weight: number }[],
) {
  const client = clientKnowingTokens([
    ...KNOWN_TOKENS,
    { mint: FAKE_USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ]);
  if (basketRead === 'ok')
    clientKnowingBasket({ address: BASKET, ...(composition ? { composition } : {}) }, client);
  render(
    <FeatureTestProviders client={client}>
      <FlowContext.Provider value={idleFlows()}>
        <Page words={(Page === MintPage ? mintDescriptor : burnDescriptor).words} />
      </FlowContext.Provider>
    </FeatureTestProviders>,
  );
}

async function chooseBasket() {
  const field = screen.getByRole('textbox', { name: /Basket address/ });
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(BASKET);
}

const options = (name: RegExp) =>
  [...(screen.getByRole('combobox', { name }) as HTMLSelectElement).options].map(
    (o) => o.textContent,
  );

describe('mint and burn pages: the token picker', () => {
  it('mint offers only the composition the chain holds for the basket', async () => {
    renderPage(MintPage);
    await chooseBasket();
    await waitFor(() =>
      expect(options(/Token to deposit/)).toEqual([
        'Choose a token…',
        'USDC — USD Coin',
        'wSOL — Wrapped SOL',
      ]),
    );
    expect(screen.getByText('This basket holds 2 tokens; only they are offered.')).toBeTruthy();
  });

  it('burn offers any token and a pasted mint when the basket cannot be read', async () => {
    renderPage(BurnPage, 'fails');
    await chooseBasket();
    await waitFor(
      () => expect(screen.getByText(/composition is not known to this app/)).toBeTruthy(),
      { timeout: 10_000 },
    );
    const offered = options(/Token to receive/);
    expect(offered).toContain('BONK — Bonk');
    expect(offered.at(-1)).toBe('Other: paste a mint address');
  });

  it('names a look-alike of USDC in the composition as not the real one (docs/token-names.md)', async () => {
    // Even on the basket's token list, a second "USDC" is not USDC.
    renderPage(MintPage, 'ok', [
      { token: USDC_MINT, weight: 50 },
      { token: FAKE_USDC, weight: 50 },
    ]);
    await chooseBasket();
    await waitFor(() =>
      expect(options(/Token to deposit/)).toEqual([
        'Choose a token…',
        'USDC — USD Coin',
        `USDC · ${shortenAddress(FAKE_USDC)} — USD Coin — ⚠ Not the real USDC`,
      ]),
    );
  });
});
