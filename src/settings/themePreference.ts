// The Theme setting: follow the system's light or dark preference, or keep one. Kept in this
// browser under its own key (not in the network settings, whose form is saved as a whole: a theme
// applies the moment it is chosen), and read before the first paint by index.html's inline script,
// which sets <html data-theme>; tokens.css picks the colours from it.

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** index.html's inline script reads this key too: keep them the same. */
export const THEME_STORAGE_KEY = 'basketry.theme';

export const THEME_LABELS: Record<ThemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage blocked (privacy mode, sandboxed iframe)
  }
}

export function parseThemePreference(raw: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.find((theme) => theme === raw) ?? 'system';
}

export function loadThemePreference(storage = browserStorage()): ThemePreference {
  try {
    return parseThemePreference(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Sets what tokens.css reads: data-theme="light" | "dark", none to follow the system. */
export function applyThemePreference(theme: ThemePreference, root = document.documentElement) {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** Keeps the choice (nothing kept means System) and applies it; false when it could not be kept. */
export function saveThemePreference(theme: ThemePreference, storage = browserStorage()): boolean {
  applyThemePreference(theme);
  try {
    if (theme === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, theme);
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Calls back when another tab changes the theme (it is applied here too). */
export function watchThemePreference(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemePreference(loadThemePreference());
    onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
