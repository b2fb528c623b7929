// No circle between files in src/, sandbox/, e2e/ and bench/, type-only imports included (ESLint's
// import-x/no-cycle skips those). Run by `npm run lint`; docs/layers.md.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two files importing each other, directly or through others (docs/layers.md).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|\\.bench-tmp|\\.sandbox-data|bench/peer/baskets-ui)/',
    },
    // `import type` counts: a circle of types is a circle of the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
