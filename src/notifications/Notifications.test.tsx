// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast, TOAST_DURATION_MS } from './toasts';
import { Notifications } from './Notifications';
import { FOOTER_ID } from './useFooterInView';

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

  describe('above the footer', () => {
    let footer: HTMLElement;
    let reads = 0;
    beforeEach(() => {
      reads = 0;
      footer = document.createElement('footer');
      footer.id = FOOTER_ID;
      // 68 px of the footer show at the bottom of jsdom's 768 px window.
      footer.getBoundingClientRect = () => {
        reads += 1;
        return DOMRect.fromRect({ x: 0, y: window.innerHeight - 68, width: 100, height: 80 });
      };
      document.body.append(footer);
    });
    afterEach(() => footer.remove());

    const lift = () => region().style.transform;
    /** The page grows: the observer hears it (a microtask), then a frame passes. */
    const changePage = () =>
      act(async () => {
        document.body.append(document.createElement('p'));
        await Promise.resolve();
        vi.advanceTimersToNextFrame();
      });

    it('reads where the footer is only while a toast shows: a loading page changes without a layout read', async () => {
      render(<Notifications />);
      for (let i = 0; i < 5; i++) await changePage();
      expect(reads).toBe(0);
      expect(lift()).toBe('');

      act(() => {
        toast.info('Connected');
      });
      // Lifted in the same commit as the toast's first paint, not a frame later.
      expect(lift()).toBe('translateY(-68px)');
      const before = reads;
      await changePage();
      expect(reads).toBeGreaterThan(before);

      act(() => {
        resetToasts();
      });
      const after = reads;
      await changePage();
      expect(reads).toBe(after);
      expect(lift()).toBe('');
    });
  });
});
