// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadFailed } from './ReadFailed';

afterEach(cleanup);

describe('ReadFailed', () => {
  it('says what could not be read and why, politely, and reads again on "Try again"', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ReadFailed title="Your balance could not be read" onRetry={onRetry}>
        The RPC did not answer.
      </ReadFailed>,
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Warning: Your balance could not be read');
    expect(notice.textContent).toContain('The RPC did not answer.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('as an error it is announced at once, with the retry words given', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ReadFailed
        tone="error"
        title="The basket could not be read"
        retryLabel="Read again"
        onRetry={onRetry}
      >
        Timed out.
      </ReadFailed>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error: The basket could not be read');
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
