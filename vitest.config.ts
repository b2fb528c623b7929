import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** `UNIT_LATE_RENDERS_MS=25`: React renders that late in jsdom files (src/testing/lateRenders.setup.ts). */
const lateRendersMs = Number(process.env.UNIT_LATE_RENDERS_MS ?? 0);

// Unit and integration tests. Browser-flavoured tests opt in with `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'sandbox/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    // Ceilings for a loaded machine, never measures: with the CPU oversubscribed (load 30 on two
    // cores) the create form's longest tests took 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // lateRenders first: React's scheduler reads setImmediate when it loads.
    setupFiles: [
      ...(lateRendersMs > 0 ? ['src/testing/lateRenders.setup.ts'] : []),
      'src/testing/busyMachine.setup.ts',
    ],
    ...(lateRendersMs > 0 ? { provide: { lateRendersMs } } : {}),
  },
});
