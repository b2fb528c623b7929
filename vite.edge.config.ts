// The edge handler's build (docs/edge.md, "Deploying"): src/edge/worker.ts and everything it
// imports in one ES module, dist-edge/handler.js, for a runtime with the Fetch API and no Node
// built-ins (a Worker); resvg's .wasm beside it, which each host imports its own way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';

const require = createRequire(import.meta.url);

function resvgWasmBeside(): Plugin {
  return {
    name: 'basketry-resvg-wasm',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'resvg.wasm',
        source: readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
      });
    },
  };
}

export default defineConfig({
  plugins: [resvgWasmBeside()],
  publicDir: false,
  build: {
    ssr: 'src/edge/worker.ts',
    outDir: 'dist-edge',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    rollupOptions: {
      output: { format: 'es', entryFileNames: 'handler.js' },
      // react-query's "use client" lines: the handler bundles none of its hooks, only modules
      // beside them.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  ssr: { noExternal: true, target: 'webworker' },
});
