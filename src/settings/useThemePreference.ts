import { useCallback, useSyncExternalStore } from 'react';
import {
  loadThemePreference,
  saveThemePreference,
  watchThemePreference,
  type ThemePreference,
} from './themePreference';

// One store for every component that shows the choice. It holds the choice itself, so a choice
// the browser would not keep (storage blocked) still shows as chosen while it applies.
const listeners = new Set<() => void>();
let current: ThemePreference | undefined;
let unwatch: (() => void) | undefined;

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  unwatch ??= watchThemePreference(() => {
    current = loadThemePreference();
    notify();
  });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unwatch?.();
      unwatch = undefined;
    }
  };
}

function snapshot(): ThemePreference {
  current ??= loadThemePreference();
  return current;
}

/** The Theme setting and a setter that applies it at once; it returns false when not kept. */
export function useThemePreference(): [ThemePreference, (theme: ThemePreference) => boolean] {
  const theme = useSyncExternalStore(subscribe, snapshot);
  const choose = useCallback((next: ThemePreference) => {
    const kept = saveThemePreference(next);
    current = next;
    notify();
    return kept;
  }, []);
  return [theme, choose];
}
