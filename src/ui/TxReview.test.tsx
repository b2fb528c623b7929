// @vitest-environment jsdom
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TxInspection } from '../solana/inspect';
import { MEMO_PROGRAM_ID, SYSTEM_PROGRAM_ID } from '../solana/programs';
import { shortenAddress } from './format';
import { TokenDisplayContext, type TokenDisplay } from './tokenDisplay';
import { TxReview } from './TxReview';

afterEach(cleanup);

// web3.js can't build transactions inside jsdom (its Buffer is from another realm), so these are
// inspections as src/solana/inspect.ts returns them for "create an account + memo".
const WALLET = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';
const NEW_ACCOUNT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const OTHER_PAYER = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

function createAccountInspection(payer = WALLET) {
  return {
    version: 'legacy',
    feePayer: payer,
    signers: [
      { address: payer, signed: false },
      { address: NEW_ACCOUNT, signed: false },
    ],
    missingSigners: [payer, NEW_ACCOUNT],
    programs: [
      { id: SYSTEM_PROGRAM_ID, name: 'System' },
      { id: MEMO_PROGRAM_ID, name: 'Memo' },
    ],
    recentBlockhash: '4uQeVj5tqViQh7yWWGStvkEG1Zmhx6uasJtWCJziofM',
    createdAccounts: [NEW_ACCOUNT],
    instructions: [
      {
        program: SYSTEM_PROGRAM_ID,
        programName: 'System',
        name: 'createAccount',
        accounts: [payer, NEW_ACCOUNT],
        accountRefs: [],
        details: { lamports: '0.00203928 SOL' },
        dataLength: 52,
      },
      {
        program: MEMO_PROGRAM_ID,
        programName: 'Memo',
        name: 'memo',
        memo: 'basket settings',
        accounts: [payer],
        accountRefs: [],
        dataLength: 15,
      },
    ],
    accounts: [],
    unresolvedLookupAccounts: 0,
    memos: ['basket settings'],
  } satisfies TxInspection;
}

/** The term → definition text of the first description list in `region`. */
function factsOf(region: HTMLElement) {
  const terms = within(region)
    .getAllByRole('term')
    .map((t) => t.textContent);
  const defs = within(region)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return (term: string) => defs[terms.indexOf(term)];
}

describe('TxReview', () => {
  it('names the fee payer "you", the programs, the new account and who still signs', () => {
    const inspection = createAccountInspection();
    render(
      <TxReview
        walletAddress={WALLET}
        transactions={[
          { label: 'Create basket', inspection, feeLamports: 10_000, rentLamports: 2_039_280 },
        ]}
      />,
    );
    const tx = screen.getByRole('region', { name: 'Create basket' });
    const fact = factsOf(tx);

    expect(fact('Fee payer')).toBe(`You (${shortenAddress(WALLET)})`);
    expect(fact('Signatures')).toContain(`You (${shortenAddress(WALLET)}) — needs your signature`);
    expect(fact('Signatures')).toContain(`${NEW_ACCOUNT} — still needs to sign`);
    expect(fact('Programs')).toContain('System');
    expect(fact('Programs')).toContain('Memo');
    expect(fact('New accounts')).toBe(NEW_ACCOUNT);
    expect(fact('Estimated cost')).toBe(
      '0.00204928 SOL (network fee 0.00001 SOL + rent 0.00203928 SOL for 1 new account)',
    );
    const statuses = within(tx)
      .getAllByRole('status')
      .map((s) => s.textContent);
    expect(statuses).toContainEqual(expect.stringContaining('Other signatures are missing'));
    expect(statuses).toContainEqual(expect.stringContaining(shortenAddress(NEW_ACCOUNT)));
  });

  it('warns when someone else pays the fee', () => {
    const inspection = createAccountInspection(OTHER_PAYER);
    render(<TxReview walletAddress={WALLET} transactions={[{ label: 'Deposit', inspection }]} />);
    const tx = screen.getByRole('region', { name: 'Deposit' });
    expect(
      within(tx)
        .getAllByRole('status')
        .some((s) => s.textContent?.includes('Someone else pays the fee')),
    ).toBe(true);
    expect(factsOf(tx)('Fee payer')).toBe(OTHER_PAYER);
  });

  it('shows a failed simulation with its logs folded, and balance changes', async () => {
    const user = userEvent.setup();
    const inspection = createAccountInspection();
    const logs = [
      'Program 11111111111111111111111111111111 invoke [1]',
      'Transfer: insufficient lamports 0, need 2039280',
      'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    ];
    render(
      <TxReview
        walletAddress={WALLET}
        transactions={[
          {
            label: 'Withdraw',
            inspection,
            simulation: {
              status: 'error',
              error: 'Insufficient SOL to pay for the new account',
              logs,
              balanceChanges: [
                { mint: 'SOL', before: '0.5', after: '0.49', delta: '-0.01' },
                {
                  mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
                  symbol: 'USDC',
                  before: '0',
                  after: '12.5',
                  delta: '12.5',
                },
              ],
            },
          },
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Simulation failed');
    expect(alert.textContent).toContain('Insufficient SOL to pay for the new account');

    const table = screen.getByRole('table', { name: 'Your balance changes (simulated)' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        [...within(r).getAllByRole('rowheader'), ...within(r).getAllByRole('cell')].map(
          (c) => c.textContent,
        ),
      );
    expect(rows).toEqual([
      ['SOL', '0.5', '0.49', '−0.01'],
      ['USDC', '0', '12.5', '+12.5'],
    ]);

    const logList = screen.getByRole('list', { name: 'Program logs of Withdraw' });
    const details = logList.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(within(details).getByText('Program logs (3 lines)'));
    await waitFor(() => expect(details.open).toBe(true));
    expect(
      within(logList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(logs);
  });

  it('lists several transactions in order with pending and successful simulations', () => {
    const first = createAccountInspection();
    const second = createAccountInspection();
    render(
      <TxReview
        walletAddress={WALLET}
        transactions={[
          {
            label: 'Create token accounts',
            inspection: first,
            simulation: { status: 'ok', unitsConsumed: 1500 },
          },
          { label: 'Claim tokens', inspection: second, simulation: { status: 'pending' } },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '1. Create token accounts',
      '2. Claim tokens',
    ]);
    const one = screen.getByRole('region', { name: '1. Create token accounts' });
    expect(
      within(one)
        .getAllByRole('status')
        .map((s) => s.textContent)
        .join(' '),
    ).toContain('Simulation succeededUsed 1,500 compute units.');
    const two = screen.getByRole('region', { name: '2. Claim tokens' });
    expect(
      within(two)
        .getAllByRole('status')
        .some((s) => s.textContent === 'Simulating against the network…'),
    ).toBe(true);
  });

  it('names tokens and values each change in USD through the app’s token display', () => {
    // What src/tokens/TokenDisplayProvider supplies, with fixed names and prices.
    const display: TokenDisplay = {
      TokenName: ({ mint, fallback }) => <>{mint === 'SOL' ? 'SOL' : (fallback ?? 'JUP')}</>,
      UsdAmount: ({ mint, amount, signed }) => {
        const price = mint === 'SOL' ? 150 : 0.8;
        const value = Math.abs(amount) * price;
        return <>{`${signed && amount > 0 ? '+' : amount < 0 ? '−' : ''}$${value}`}</>;
      },
    };
    render(
      <TokenDisplayContext.Provider value={display}>
        <TxReview
          walletAddress={WALLET}
          transactions={[
            {
              label: 'Deposit',
              inspection: createAccountInspection(),
              simulation: {
                status: 'ok',
                balanceChanges: [
                  { mint: 'SOL', before: '1', after: '0.9', delta: '-0.1' },
                  {
                    mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
                    before: '0',
                    after: '10',
                    delta: '10',
                  },
                ],
              },
            },
          ]}
        />
      </TokenDisplayContext.Provider>,
    );
    const table = screen.getByRole('table', { name: 'Your balance changes (simulated)' });
    expect(within(table).getByRole('columnheader', { name: 'Value (USD)' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'SOL 1 0.9 −0.1 −$15' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'JUP 0 10 +10 +$8' })).toBeTruthy();
    // Five columns may be wider than a phone: the table scrolls in a frame the keyboard reaches.
    const frame = screen.getByRole('group', { name: 'Your balance changes (simulated)' });
    expect(frame.contains(table)).toBe(true);
    expect(frame.tabIndex).toBe(0);
  });
});
