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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...(lateRendersMs > 0
      ? { setupFiles: ['src/testing/lateRenders.setup.ts'], provide: { lateRendersMs } }
      : {}),
  },
});
