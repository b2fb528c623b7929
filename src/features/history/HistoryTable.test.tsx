// @vitest-environment jsdom
// The history's paid and received cells name each token by the one rule (docs/token-names.md): a
// claim that paid out a mint whose metadata says USDC reads "Not the real USDC" beside its short
// mint; a row's own basket token reads as its basket's symbol. The facts come from the chain's
// names through useHistoryFacts, as the Activity page and the portfolio use them.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryEvent } from '../../history/types';
import { USDC_MINT } from '../../solana/tokens';
import {
  BASKET_MINT,
  FAKE_USDC,
  renderNamingTokens,
  STRANGER,
} from '../../tokens/lookAlikeTesting';
import { shortenAddress } from '../../ui/format';
import { HistoryTable } from './HistoryTable';
import { useHistoryFacts } from './useHistoryFacts';

afterEach(cleanup);

const event = (over: Partial<HistoryEvent>): HistoryEvent => ({
  signature: 'sig',
  slot: 1,
  blockTime: 1_790_000_000,
  kind: 'claim',
  basket: 'Basket1111111111111111111111111111111111111',
  basketMint: BASKET_MINT,
  withdrawAccount: null,
  paid: [],
  received: [],
  asked: null,
  outcome: { ok: true },
  signedByWallet: true,
  signers: ['Wallet111111111111111111111111111111111111'],
  step: null,
  buyState: null,
  fee: 5000,
  ...over,
});

function Table({ events }: { events: HistoryEvent[] }) {
  return <HistoryTable caption="History" events={events} facts={useHistoryFacts(events)} />;
}

function renderHistory(events: HistoryEvent[]) {
  renderNamingTokens(<Table events={events} />);
  return screen.getByRole('table', { name: 'History' });
}

describe('the history’s paid and received cells', () => {
  it('flag a look-alike of USDC and name the real one plainly', async () => {
    const table = renderHistory([
      event({
        received: [
          { mint: FAKE_USDC, decimals: 6, amount: 100_000_000n },
          { mint: USDC_MINT, decimals: 6, amount: 2_000_000n },
        ],
      }),
    ]);
    const received = within(table).getAllByRole('cell')[3];
    expect(received).toBeDefined();
    const cell = within(received!);
    expect(await cell.findByText('Not the real USDC')).toBeTruthy();
    expect(received!.textContent).toContain(`100 USDC · ${shortenAddress(FAKE_USDC)}`);
    expect(received!.textContent).toContain('2 USDC');
    expect(received!.textContent).not.toContain(`2 USDC ·`);
  });

  it('name a row’s own basket token by its symbol, and any other unverified token with its mint', async () => {
    const table = renderHistory([
      event({
        kind: 'deposit',
        paid: [{ mint: STRANGER, decimals: 6, amount: 3_000_000n }],
        received: [{ mint: BASKET_MINT, decimals: 6, amount: 5_000_000n }],
      }),
    ]);
    const [, , paid, received] = within(table).getAllByRole('cell');
    expect(await within(paid!).findByText(shortenAddress(STRANGER))).toBeTruthy();
    expect(paid!.textContent).toContain('3 MEOW');
    await within(received!).findByText('HIST');
    expect(received!.textContent).not.toContain('·');
  });
});

describe('a row the wallet did not sign', () => {
  it('names who signed it and in what role, the addresses set apart', async () => {
    const KEEPER = 'Keeper1111111111111111111111111111111111111';
    const table = renderHistory([
      event({ kind: 'credit', signedByWallet: false, signers: [KEEPER] }),
      event({ signature: 'sig2', kind: 'claim', signedByWallet: false, signers: [] }),
    ]);
    const credit = within(table).getAllByRole('row')[1]!;
    expect(credit.textContent).toContain(
      `Signed by ${shortenAddress(KEEPER)}, the service’s automation`,
    );
    expect(within(credit).getByText(shortenAddress(KEEPER)).tagName).toBe('CODE');
    const unknown = within(table).getAllByRole('row')[2]!;
    expect(unknown.textContent).toContain('Signed by an unknown key, not this wallet');
  });

  it('says nothing of the signer when the wallet signed', () => {
    const table = renderHistory([event({ kind: 'claim' })]);
    expect(table.textContent).not.toContain('Signed by');
  });
});
