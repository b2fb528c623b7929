// The unit tests Stryker runs against each mutant (stryker.config.mjs, docs/mutation.md). One
// project, isolated (each test file imports its modules afresh, so a mutant that changes what a
// module builds when it loads is seen), in Node: the mutated modules are tested by Node files.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['{src,sandbox}/**/*.test.ts'],
    isolate: true,
    allowOnly: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // Ceilings for a loaded machine, as in vitest.config.ts.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
