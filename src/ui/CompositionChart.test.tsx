// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CompositionChart } from './CompositionChart';
import { TEST_TOKENS } from './testTokens';

afterEach(cleanup);

const [USDC, WSOL, JUP] = TEST_TOKENS.map((t) => t.mint) as [string, string, string];
const UNKNOWN = 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So';

describe('CompositionChart', () => {
  it('draws one arc per entry and a legend in words', () => {
    render(
      <CompositionChart
        tokens={TEST_TOKENS}
        composition={[
          { token: USDC, weight: 50 },
          { token: WSOL, weight: 30 },
          { token: UNKNOWN, weight: 20 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'Composition: USDC 50%, wSOL 30%, mSoL…m7So 20%',
    });
    const paths = chart.querySelectorAll('path');
    expect(paths).toHaveLength(3);
    // Each arc is a real shape (a closed ring sector), with a distinct fill.
    paths.forEach((p) => expect(p.getAttribute('d')).toMatch(/^M.+A.+Z$/));
    expect(new Set([...paths].map((p) => (p as SVGElement).style.fill)).size).toBe(3);

    const legend = screen.getByRole('list', { name: 'Composition legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['USDC50%', 'wSOL30%', 'mSoL…m7So20%']);
  });

  it('leaves out rows without a weight and says when the total is not 100', () => {
    render(
      <CompositionChart
        title="My basket"
        tokens={TEST_TOKENS}
        composition={[
          { token: USDC, weight: 60 },
          { token: JUP, weight: null },
          { token: '', weight: 25 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', {
      name: 'My basket: USDC 60%, Token 3 (not chosen) 25%. Weights total 85%, not 100%',
    });
    expect(chart.querySelectorAll('path')).toHaveLength(2);
  });

  it('shows an empty ring when nothing has a weight', () => {
    render(<CompositionChart composition={[]} />);
    const chart = screen.getByRole('img', { name: 'Composition: no tokens with a weight yet' });
    expect(chart.querySelectorAll('path')).toHaveLength(0);
  });
});
