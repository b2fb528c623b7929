// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyThemePreference,
  loadThemePreference,
  parseThemePreference,
  saveThemePreference,
  THEME_STORAGE_KEY,
} from './themePreference';

const blockedStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
  removeItem: () => {
    throw new Error('blocked');
  },
} as unknown as Storage;

describe('the Theme setting', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('reads System for nothing kept or anything unknown', () => {
    expect(loadThemePreference()).toBe('system');
    expect(parseThemePreference('sepia')).toBe('system');
    expect(loadThemePreference(blockedStorage)).toBe('system');
  });

  it('keeps Light or Dark and sets <html data-theme>; System removes both', () => {
    expect(saveThemePreference('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(loadThemePreference()).toBe('dark');

    expect(saveThemePreference('system')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('still applies a choice the browser will not keep, and says so', () => {
    expect(saveThemePreference('light', blockedStorage)).toBe(false);
    expect(document.documentElement.dataset.theme).toBe('light');
    applyThemePreference('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('is read by index.html before the first paint under the same key and values', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain(`localStorage.getItem('${THEME_STORAGE_KEY}')`);
    for (const theme of ['light', 'dark'] as const) {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
      new Function(script)();
      expect(document.documentElement.dataset.theme).toBe(theme);
      delete document.documentElement.dataset.theme;
    }
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    new Function(script)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
