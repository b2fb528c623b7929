// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimByAddressForm } from './ClaimByAddressForm';

afterEach(cleanup);

const ACCOUNT = '4Vry5hGDmbwGwhjgegHmoitjMHniSotpjBFkRuDYHcDG';

describe('claim by withdraw account', () => {
  it('opens the claim of a pasted account', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<ClaimByAddressForm onOpen={onOpen} />);
    await user.type(screen.getByRole('textbox', { name: /Withdraw account/ }), ` ${ACCOUNT} `);
    await user.click(screen.getByRole('button', { name: 'Open claim' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(ACCOUNT));
  });

  it('refuses an empty field and a bad address at the field', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<ClaimByAddressForm onOpen={onOpen} />);
    const input = screen.getByRole('textbox', { name: /Withdraw account/ });
    await user.click(screen.getByRole('button', { name: 'Open claim' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Enter a Solana address/);
    await user.type(input, '4Vry5hGDmbwGwhjg');
    await user.click(screen.getByRole('button', { name: 'Open claim' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /Not a Solana address: it is \d+ bytes long/,
      ),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onOpen).not.toHaveBeenCalled();
  });
});
