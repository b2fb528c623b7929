// @vitest-environment jsdom
// The page's token picker follows what the sandbox says of the chosen basket: its composition only
// when the basket is known, any token (or a pasted mint) when the read fails, as on a real API.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlowContext } from '../../flow/FlowContext';
import { idleFlows } from '../../flow/testing/idleFlows';
import { clientKnowingTokens } from '../../tokens/testing';
import { FeatureTestProviders, sandboxBasketView } from '../baskets/testing';
import { BurnPage, MintPage } from './SingleAssetPage';

const BASKET = 'So11111111111111111111111111111111111111112';
let basketRead: 'ok' | 'fails' = 'ok';

beforeEach(() => {
  basketRead = 'ok';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === `http://sandbox.test/sandbox/baskets/${BASKET}` && basketRead === 'ok') {
        return new Response(JSON.stringify({ success: true, basket: sandboxBasketView() }), {
          status: 200,
        });
      }
      return new Response('{"success":false,"error":{"code":"X","message":"down"}}', {
        status: 503,
      });
    }),
  );
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(Page: typeof MintPage) {
  render(
    // The chain's names of the well-known mints, already read.
    <FeatureTestProviders client={clientKnowingTokens()}>
      <FlowContext.Provider value={idleFlows()}>
        <Page />
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
  it('mint offers only the composition the sandbox reports for the basket', async () => {
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
    basketRead = 'fails';
    renderPage(BurnPage);
    await chooseBasket();
    await waitFor(
      () => expect(screen.getByText(/composition is not known to this app/)).toBeTruthy(),
      { timeout: 10_000 },
    );
    const offered = options(/Token to receive/);
    expect(offered).toContain('BONK — Bonk');
    expect(offered.at(-1)).toBe('Other: paste a mint address');
  });
});
