import { beforeAll, beforeEach } from 'vitest';

/**
 * Imports a module once its file's tests are about to run and hands it to `take`. Every schema is
 * built as its module loads, and Stryker switches a static mutant on after a test file's own
 * imports, just before its tests (docs/mutation.md, "Static mutants"): imported here, the module is
 * built with the mutant on. A module that throws as it loads fails each test: a failed `beforeAll`
 * only skips them, which Stryker counts as a mutant survived.
 */
export function importBeforeTests<T>(load: () => Promise<T>, take: (module: T) => void): void {
  let loadError: unknown;
  beforeAll(async () => {
    try {
      take(await load());
    } catch (e) {
      loadError = e;
    }
  });
  beforeEach(() => {
    if (loadError !== undefined) throw loadError;
  });
}
