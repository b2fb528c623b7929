// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShownTheme } from './useShownTheme';

function Shown() {
  return <p>{useShownTheme()}</p>;
}

describe('useShownTheme', () => {
  let systemDark = false;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('dark') && systemDark,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.theme;
    systemDark = false;
  });

  it('follows the system, then the Theme setting on <html data-theme>', async () => {
    render(<Shown />);
    expect(screen.getByText('light')).toBeTruthy();
    act(() => {
      systemDark = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('dark')).toBeTruthy();
    document.documentElement.dataset.theme = 'light';
    expect(await screen.findByText('light')).toBeTruthy();
  });
});
