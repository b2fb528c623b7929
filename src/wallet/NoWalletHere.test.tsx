// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoWalletHere } from './NoWalletHere';

afterEach(cleanup);

const PAGE = 'https://basketry.example/baskets/Bask3t111';

describe('NoWalletHere', () => {
  it('on a computer: install a wallet; no deep links', () => {
    render(<NoWalletHere device="desktop" pageUrl={PAGE} mobileWalletAdapter={false} />);
    expect(screen.getByText(/Install a Solana wallet such as Phantom/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('on an iPhone: no install advice, the page opened inside Phantom, Solflare or Backpack', () => {
    render(<NoWalletHere device="ios" pageUrl={PAGE} mobileWalletAdapter={false} />);
    expect(screen.queryByText(/Install/)).toBeNull();
    expect(
      screen.getByText(/Safari and other iPhone browsers cannot reach a wallet app/),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Open this page in a wallet app' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringMatching(/^Open in Phantom/),
      expect.stringMatching(/^Open in Solflare/),
      expect.stringMatching(/^Open in Backpack/),
    ]);
    expect(links[0]?.getAttribute('href')).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(PAGE)}?ref=${encodeURIComponent('https://basketry.example')}`,
    );
  });

  it('on Android with the Mobile Wallet Adapter: says to choose the phone’s wallet app', () => {
    render(<NoWalletHere device="android" pageUrl={PAGE} mobileWalletAdapter />);
    expect(screen.getByText(/choose/).textContent).toContain('Wallet app on this phone');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
