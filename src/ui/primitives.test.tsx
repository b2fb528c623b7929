// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Card } from './Card';
import { Notice } from './Notice';

afterEach(cleanup);

describe('Button', () => {
  it('is a non-submitting button by default and runs its handler', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Split evenly</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Split evenly' }));
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled and marked busy while busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button variant="primary" busy onClick={onClick}>
        Sign
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Card', () => {
  it('is a region named by its heading when it has a title', () => {
    render(
      <Card title="Review" headingLevel={3} actions={<Button>Edit</Button>}>
        body
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Review' });
    expect(screen.getByRole('heading', { level: 3, name: 'Review' })).toBeTruthy();
    expect(region.textContent).toContain('body');
  });
});

describe('Notice', () => {
  it('announces errors as alerts with the tone in words', () => {
    render(
      <Notice tone="error" title="The API refused the request" actions={<Button>Retry</Button>}>
        <p>Symbol must be 3–10 letters or digits</p>
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Error: The API refused the request');
    expect(alert.textContent).toContain('Symbol must be 3–10 letters or digits');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('uses a polite status for the other tones and shows the tone word without a title', () => {
    render(<Notice tone="success">Basket created</Notice>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('✓SuccessBasket created');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
