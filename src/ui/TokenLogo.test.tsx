// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TokenLogo } from './TokenLogo';

afterEach(cleanup);

describe('TokenLogo', () => {
  it('shows the logo, and the symbol’s initials when it fails to load', async () => {
    const { container } = render(
      <TokenLogo logo="https://example.org/bonk.png" symbol="BONK" alt="BONK logo" />,
    );
    const img = screen.getByRole('img', { name: 'BONK logo' });
    expect(img.getAttribute('src')).toBe('https://example.org/bonk.png');
    expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
    fireEvent.error(img);
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(container.textContent).toBe('BO');
  });

  it('shows initials without a logo, and a mark for a token nothing names', () => {
    const { container, rerender } = render(<TokenLogo symbol="wSOL" />);
    expect(container.textContent).toBe('WS');
    rerender(<TokenLogo />);
    expect(container.textContent).toBe('?');
  });
});
