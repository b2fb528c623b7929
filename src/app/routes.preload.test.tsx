// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { preloadPageOf, routes } from './routes';

const requested = vi.hoisted(() => ({ settings: false, explore: false }));

vi.mock('../features/settings/SettingsPage', async (importOriginal) => {
  requested.settings = true;
  return importOriginal();
});

vi.mock('../features/explore/ExplorePage', async (importOriginal) => {
  requested.explore = true;
  return importOriginal();
});

it("starts downloading the location's page before anything renders, and no other page", async () => {
  preloadPageOf(createMemoryRouter(routes, { initialEntries: ['/settings'] }));
  await vi.waitFor(() => expect(requested.settings).toBe(true));
  expect(requested.explore).toBe(false);
});
