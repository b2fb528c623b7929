// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

afterEach(cleanup);

const ADDRESS = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText },
    configurable: true,
  });
}

describe('CopyButton', () => {
  it('copies the text and announces "Copied"', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<CopyButton text={ADDRESS} what="basket address" />);
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Copy basket address' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    // The accessible name stays stable while the visible text confirms.
    expect(screen.getByRole('button', { name: 'Copy basket address' }).textContent).toContain(
      'Copied',
    );
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    mockClipboard(() => Promise.reject(new Error('denied')));
    render(<CopyButton text={ADDRESS} what="signature" />);
    await user.click(screen.getByRole('button', { name: 'Copy signature' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Couldn't copy/));
  });
});
