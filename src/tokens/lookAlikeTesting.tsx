// For component tests of the views that name tokens (docs/token-names.md): the chain's names of the
// well-known tokens, of a fake mint whose metadata says USDC, of a basket token and of a stranger
// with a symbol of its own, already read; this network's token list holds USDC and LISTED.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { TEST_SETTINGS } from '../features/baskets/testing';
import { SettingsProvider } from '../settings';
import { KNOWN_TOKENS, USDC_MINT } from '../solana/tokens';
import { clientKnowingTokens, knowTokenList } from './testing';

/** Claims to be USDC ("USD Coin", symbol USDC), on another mint. */
export const FAKE_USDC = 'Fak3Ha4Bd9nH3qvNn8yCwKkqrNRHvTuSh3QnUmd1x9Qz';
/** On the Basket program's token list: "LST". */
export const LISTED = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
/** A basket's token, on no list: "HIST". */
export const BASKET_MINT = 'BPFLoaderUpgradeab1e11111111111111111111111';
/** A token of its own, on no list: "MEOW". */
export const STRANGER = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

/** Renders `ui` with the app's settings, a router and the names above already read. */
export function renderNamingTokens(ui: ReactNode) {
  const client = clientKnowingTokens([
    ...KNOWN_TOKENS,
    { mint: FAKE_USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { mint: LISTED, symbol: 'LST', name: 'A listed token', decimals: 6 },
    { mint: BASKET_MINT, symbol: 'HIST', name: 'A basket', decimals: 6 },
    { mint: STRANGER, symbol: 'MEOW', name: 'Meow', decimals: 6 },
  ]);
  knowTokenList(client, [USDC_MINT, LISTED]);
  return render(
    <QueryClientProvider client={client}>
      <SettingsProvider defaults={TEST_SETTINGS}>
        <MemoryRouter>{ui}</MemoryRouter>
      </SettingsProvider>
    </QueryClientProvider>,
  );
}
