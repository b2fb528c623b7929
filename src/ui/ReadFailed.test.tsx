// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadFailed } from './ReadFailed';

afterEach(cleanup);

describe('ReadFailed', () => {
  it('says what could not be read and why, politely, and reads again on "Try again"', async () => {
    const user = userEvent.setup();
    const read = { error: new Error('The RPC did not answer.'), refetch: vi.fn() };
    render(
      <ReadFailed title="Your withdrawals could not be read" read={read}>
        Saved claims are still listed.
      </ReadFailed>,
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Warning: Your withdrawals could not be read');
    expect(notice.textContent).toContain('The RPC did not answer. Saved claims are still listed.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(read.refetch).toHaveBeenCalledTimes(1));
  });

  it('as an error it is announced at once, with the retry words given', async () => {
    const user = userEvent.setup();
    const read = { error: new Error('Timed out.'), refetch: vi.fn() };
    render(
      <ReadFailed
        tone="error"
        title="The basket could not be read"
        retryLabel="Read again"
        read={read}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error: The basket could not be read');
    expect(alert.textContent).toContain('Timed out.');
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    await waitFor(() => expect(read.refetch).toHaveBeenCalledTimes(1));
  });
});
