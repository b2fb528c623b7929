// The whole app (providers and router) rendered at a path, and the environment those tests share:
// empty storage and a network that answers nothing.
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../providers/AppProviders';
import { routes } from '../routes';
import { defaultSettings } from '../../settings/defaults';

export function renderAppAt(path: string, settings = defaultSettings({})) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders defaults={settings}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** beforeEach / afterEach of whole-app tests; `storage` is what localStorage holds at the start. */
export function withAppTestEnvironment(storage: Record<string, string> = {}): void {
  beforeEach(() => {
    localStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    // The sandbox faucet panel reads the chain; nothing answers in these tests.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
