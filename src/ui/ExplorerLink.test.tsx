// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExplorerLink } from './ExplorerLink';

afterEach(cleanup);

const SIG =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const ADDRESS = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

describe('ExplorerLink', () => {
  it('links a signature through the resolver, short text, full accessible name', () => {
    render(
      <ExplorerLink
        signature={SIG}
        resolve={(s) => `https://explorer.example/tx/${s}`}
        explorerName="Solana Explorer"
      />,
    );
    const link = screen.getByRole('link', {
      name: `Transaction ${SIG} on Solana Explorer (opens in a new tab)`,
    });
    expect(link.getAttribute('href')).toBe(`https://explorer.example/tx/${SIG}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('5VER…kQUW↗');
  });

  it('links an address, or a given href with a label', () => {
    render(
      <>
        <ExplorerLink address={ADDRESS} resolve={(a) => `https://x.example/address/${a}`} />
        <ExplorerLink href="https://x.example/custom" label="Basket mint">
          mint
        </ExplorerLink>
      </>,
    );
    expect(
      screen
        .getByRole('link', { name: `Account ${ADDRESS} on the explorer (opens in a new tab)` })
        .getAttribute('href'),
    ).toBe(`https://x.example/address/${ADDRESS}`);
    expect(
      screen.getByRole('link', { name: 'Basket mint on the explorer (opens in a new tab)' })
        .textContent,
    ).toBe('mint↗');
  });
});
