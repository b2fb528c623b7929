// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '../../settings/themePreference';
import { ThemeSetting } from './ThemeSetting';

describe('Theme setting', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('applies and keeps a choice the moment it is made', async () => {
    const user = userEvent.setup();
    render(<ThemeSetting />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('shows a choice made in another tab', async () => {
    render(<ThemeSetting />);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(
      ((await screen.findByRole('radio', { name: 'Light' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
