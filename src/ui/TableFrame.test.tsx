// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table } from './Table';

/** A ResizeObserver the test drives: jsdom lays nothing out, so widths are set by hand. */
class ManualResizeObserver implements ResizeObserver {
  static last: ManualResizeObserver | undefined;
  readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
    ManualResizeObserver.last = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  resize() {
    act(() => this.callback([], this));
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setWidths(element: HTMLElement, content: number, box: number) {
  Object.defineProperty(element, 'scrollWidth', { value: content, configurable: true });
  Object.defineProperty(element, 'clientWidth', { value: box, configurable: true });
}

function renderFramedTable() {
  const { container } = render(
    <Table framed caption="Positions of this wallet" columns={['Basket', 'Value now']}>
      <tr>
        <th scope="row">SOLBLUE</th>
        <td>$89.3</td>
      </tr>
    </Table>,
  );
  const frame = container.firstElementChild;
  if (!(frame instanceof HTMLElement)) throw new Error('no frame');
  return frame;
}

describe('a framed table', () => {
  it('is a keyboard stop named by its caption, and says there are more columns, only while it scrolls sideways', () => {
    vi.stubGlobal('ResizeObserver', ManualResizeObserver);
    const frame = renderFramedTable();
    expect(screen.queryByRole('group')).toBeNull();
    expect(frame.tabIndex).toBe(-1);

    // A phone: the table is wider than its frame.
    setWidths(frame, 640, 343);
    ManualResizeObserver.last?.resize();
    const group = screen.getByRole('group', { name: 'Positions of this wallet' });
    expect(group).toBe(frame);
    expect(group.tabIndex).toBe(0);
    expect(group.contains(screen.getByRole('table', { name: 'Positions of this wallet' }))).toBe(
      true,
    );
    // It says there is more beside it, as no scroll bar does on a phone.
    const hint = screen.getByText('More columns: scroll sideways');
    expect(group.contains(hint)).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBe(hint.id);

    // Turned to a desktop's width: it fits, and is no stop any more.
    setWidths(frame, 1120, 1120);
    ManualResizeObserver.last?.resize();
    expect(screen.queryByRole('group')).toBeNull();
    expect(frame.tabIndex).toBe(-1);
    expect(screen.queryByText(/scroll sideways/)).toBeNull();
  });

  it('is reachable where the browser cannot measure it', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const frame = renderFramedTable();
    expect(screen.getByRole('group', { name: 'Positions of this wallet' })).toBe(frame);
    expect(frame.tabIndex).toBe(0);
  });
});
