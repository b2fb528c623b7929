// @vitest-environment jsdom
// The review's balance changes name each token by the one rule (docs/token-names.md): a fake mint
// whose metadata says USDC reads as USDC with its short mint and "Not the real USDC"; the real
// USDC, native SOL and a token on the Basket program's token list read plainly.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { USDC_MINT } from '../solana/tokens';
import { TxSimulationView, type BalanceChange } from '../ui/TxSimulationView';
import { shortenAddress } from '../ui/format';
import { FAKE_USDC, LISTED, renderNamingTokens, STRANGER } from './lookAlikeTesting';
import { TokenDisplayProvider } from './TokenDisplayProvider';

afterEach(cleanup);

function renderChanges(balanceChanges: BalanceChange[]) {
  renderNamingTokens(
    <TokenDisplayProvider>
      <TxSimulationView label="Withdraw" simulation={{ status: 'ok', balanceChanges }} />
    </TokenDisplayProvider>,
  );
  return screen.getByRole('table', { name: 'Your balance changes (simulated)' });
}

const change = (mint: string, delta: string, symbol?: string): BalanceChange => ({
  mint,
  ...(symbol ? { symbol } : {}),
  before: '5',
  after: String(5 + Number(delta)),
  delta,
});

describe('the review’s balance changes', () => {
  it('flag a look-alike of USDC, and name the real USDC, SOL and a listed token plainly', async () => {
    const table = renderChanges([
      change('SOL', '-0.5'),
      // simulate.ts gives the symbol of a well-known mint only.
      change(USDC_MINT, '-1', 'USDC'),
      change(FAKE_USDC, '100'),
      change(LISTED, '2'),
    ]);
    const fake = await within(table).findByRole('row', {
      name: `USDC · ${shortenAddress(FAKE_USDC)} Not the real USDC 5 105 +100`,
    });
    const warning = within(fake).getByText('Not the real USDC');
    const description = document.getElementById(warning.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('The real USDC is EPjF…Dt1v');
    expect(within(table).getByRole('row', { name: 'SOL 5 4.5 −0.5' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'USDC 5 4 −1' })).toBeTruthy();
    expect(await within(table).findByRole('row', { name: 'LST 5 7 +2' })).toBeTruthy();
  });

  it('write the short mint beside the symbol of a token off the verified set', async () => {
    const table = renderChanges([change(STRANGER, '3')]);
    const row = await within(table).findByRole('row', {
      name: `MEOW · ${shortenAddress(STRANGER)} 5 8 +3`,
    });
    expect(within(row).queryByText(/Not the real/)).toBeNull();
    // The whole mint is there for whoever points at it.
    expect(within(row).getByTitle(STRANGER)).toBeTruthy();
  });
});
