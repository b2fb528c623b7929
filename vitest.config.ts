import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
  },
});
