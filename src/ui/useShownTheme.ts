import { useSyncExternalStore } from 'react';

export type ShownTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme the page shows: <html data-theme> (the Theme setting), else the system's. */
function shownTheme(): ShownTheme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    media.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

/**
 * The shown theme, kept current as the system or the Theme setting changes it: for drawing code
 * that resolves the tokens' colours itself (a canvas chart) and must draw again.
 */
export function useShownTheme(): ShownTheme {
  return useSyncExternalStore(subscribe, shownTheme, () => 'light');
}
