// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast, TOAST_DURATION_MS } from './toasts';
import { Notifications } from './Notifications';

const region = () => screen.getByRole('region', { name: 'Notifications' });
const items = () => within(region()).queryAllByRole('listitem');

describe('Notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToasts();
  });
  afterEach(() => {
    cleanup();
    resetToasts();
    vi.useRealTimers();
  });

  it('is a polite live region listing one item per toast, updated in place by id', () => {
    render(<Notifications />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(items()).toHaveLength(0);
    act(() => {
      toast.loading('Create basket BSKT', {
        id: 'flow-1',
        description: 'Create the basket: approve it in your wallet',
      });
    });
    expect(items()).toHaveLength(1);
    expect(items()[0]!.textContent).toContain('approve it in your wallet');
    act(() => {
      toast.loading('Create basket BSKT', {
        id: 'flow-1',
        description: 'Create the basket: confirming on chain…',
      });
    });
    act(() => {
      toast.success('Create basket BSKT', { id: 'flow-1', description: 'Done.' });
    });
    expect(items()).toHaveLength(1);
    expect(items()[0]!.textContent).toBe('Create basket BSKTDone.');
  });

  it('names warnings and errors beside their words', () => {
    render(<Notifications />);
    act(() => {
      toast.error('Could not disconnect', { description: 'Wallet busy' });
      toast.warning('Deposit', { description: 'Step 1 expired before it landed.' });
    });
    expect(within(items()[0]!).getByRole('img', { name: 'Error' })).toBeTruthy();
    expect(within(items()[1]!).getByRole('img', { name: 'Warning' })).toBeTruthy();
  });

  it('closes a toast with its Close toast button, moving focus to the next one', () => {
    render(<Notifications />);
    act(() => {
      toast.info('First');
      toast.info('Second');
    });
    const [first, second] = within(region()).getAllByRole('button', { name: 'Close toast' });
    act(() => first!.focus());
    fireEvent.click(first!);
    expect(items().map((item) => item.textContent)).toEqual(['Second']);
    expect(document.activeElement).toBe(second);
    fireEvent.click(second!);
    expect(items()).toHaveLength(0);
  });

  it('a success leaves by itself, but not while the pointer is over the region', () => {
    render(<Notifications />);
    act(() => {
      toast.success('Settings saved');
    });
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success * 3));
    expect(items()).toHaveLength(1);
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success));
    expect(items()).toHaveLength(0);
  });

  it('focus inside the region holds the toasts too', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Notifications />
      </>,
    );
    act(() => {
      toast.success('Address copied');
    });
    act(() => within(region()).getByRole('button', { name: 'Close toast' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success * 3));
    expect(items()).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success));
    expect(items()).toHaveLength(0);
  });
});
