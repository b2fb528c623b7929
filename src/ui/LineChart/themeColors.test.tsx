// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColorScheme } from './themeColors';

function Scheme() {
  return <p>{useColorScheme()}</p>;
}

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.theme;
});

describe('useColorScheme', () => {
  it('follows the Theme setting on <html> as it changes, so charts draw again in its colours', async () => {
    document.documentElement.dataset.theme = 'light';
    render(<Scheme />);
    expect(screen.getByText('light')).toBeTruthy();
    act(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    expect(await screen.findByText('dark')).toBeTruthy();
  });
});
