// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DepositFeeNote } from './DepositFeeNote';

afterEach(cleanup);

describe('deposit fee note', () => {
  it('shows the fees and about how many basket tokens the amount buys at the NAV', () => {
    render(
      <DepositFeeNote
        amountText="100"
        depositFeeBps={50}
        hostFeeBps={10}
        nav={2}
        basketSymbol="SOLBLUE"
      />,
    );
    expect(screen.getByText(/0\.5% deposit fee \+ 0\.1% host platform fee/).textContent).toBe(
      '0.5% deposit fee + 0.1% host platform fee → you receive about 49.7 basket tokens (SOLBLUE) (at 2 USDC per token now).',
    );
  });

  it('says what the basket tokens are worth in USD when Jupiter prices the basket token', () => {
    render(<DepositFeeNote amountText="100" depositFeeBps={0} nav={2} basketUsdPrice={2.02} />);
    expect(screen.getByText(/deposit fee/).textContent).toMatch(
      /you receive about 50 basket tokens \(at 2 USDC per token now\)\. Worth about \$101\.00\.$/,
    );
  });

  it('without a price says how much USDC buys basket tokens', () => {
    render(<DepositFeeNote amountText="10" depositFeeBps={100} />);
    expect(screen.getByText(/1% deposit fee/).textContent).toBe(
      '1% deposit fee → 9.9 USDC buys basket tokens.',
    );
  });

  it('names only the fee while no amount is typed', () => {
    render(<DepositFeeNote amountText="" depositFeeBps={50} />);
    expect(screen.getByText(/deposit fee/).textContent).toBe(
      '0.5% deposit fee, taken from the USDC you deposit.',
    );
  });

  it('says a fee applies when the basket’s fee is not known', () => {
    render(<DepositFeeNote amountText="5" />);
    expect(screen.getByText(/deposit fee, set by its creator/)).toBeTruthy();
  });

  it.each(['1e3', '0x10', '1,5', '1.1234567'])(
    'estimates nothing for "%s", which the amount field does not accept',
    (text) => {
      render(<DepositFeeNote amountText={text} decimals={6} depositFeeBps={50} nav={1} />);
      expect(screen.getByText(/deposit fee/).textContent).toBe(
        '0.5% deposit fee, taken from the USDC you deposit.',
      );
    },
  );
});
