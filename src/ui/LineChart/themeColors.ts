// A canvas cannot read CSS custom properties, and tokens.css gives each colour as light-dark():
// the chart asks the browser for the colour a token resolves to here, and draws again when the
// page's colour scheme changes (the Theme setting's data-theme on <html>, or the system's).
import { useSyncExternalStore } from 'react';

/** The colour `token` (a custom property name such as '--chart-1') resolves to inside `element`. */
export function resolveTokenColor(element: HTMLElement, token: `--${string}`): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  probe.hidden = true;
  element.appendChild(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(DARK);
  media?.addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    media?.removeEventListener('change', onChange);
    observer.disconnect();
  };
}

function snapshot(): string {
  const chosen = document.documentElement.dataset.theme;
  if (chosen) return chosen;
  return window.matchMedia?.(DARK).matches ? 'dark' : 'light';
}

/** 'light' or 'dark': the scheme the page is drawn in now. */
export function useColorScheme(): string {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}
