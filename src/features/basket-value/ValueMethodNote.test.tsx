// @vitest-environment jsdom
// The value card's sentence says which reading drew the line, and where the backward walk stopped.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../ui/format';
import { HeldNowNotice, ValueMethodNote } from './ValueMethodNote';

afterEach(cleanup);

describe('ValueMethodNote', () => {
  it('names the backward reading and says before when, and why, the holdings are unknown', () => {
    const time = 1_760_000_000;
    render(
      <ValueMethodNote
        source="state-backward"
        unknownBefore={{ signature: 'sig', time, why: 'two-baskets' }}
        host="prices.test"
      />,
    );
    expect(screen.getByText(/worked back from what its account records now/).textContent).toContain(
      `Before ${formatDate(time, 'and year')} its holdings are unknown: a transaction then moved another basket’s tokens too, in the same vaults.`,
    );
  });

  it('says the line is what the basket holds now only when its transactions could not be read', () => {
    const { rerender } = render(
      <ValueMethodNote source="held-now" unknownBefore={null} host="prices.test" />,
    );
    // The notice above the line says it instead (HeldNowNotice); the note under it has nothing.
    expect(screen.queryByText(/valued with past prices/)).toBeNull();
    rerender(<HeldNowNotice host="prices.test" />);
    expect(screen.getByText('What the basket holds now, at past prices')).toBeTruthy();
    rerender(<ValueMethodNote source="transactions" unknownBefore={null} host="prices.test" />);
    expect(screen.queryByText('What the basket holds now, at past prices')).toBeNull();
    expect(screen.getByText(/between two transactions the holdings stay the same/)).toBeTruthy();
    expect(screen.queryByText(/unknown/)).toBeNull();
  });
});
