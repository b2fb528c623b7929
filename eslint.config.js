import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import {
  INNER_LAYERS,
  layerZones,
  NO_TEST_HELPERS,
  REPOSITORY_LAYERS,
  TEST_FILES,
} from './layers.config.js';
import { noFocusedOrSkippedTest } from './scripts/noFocusedTestRule.js';
import { testHeaderOnOneLine } from './scripts/testHeaderRule.js';

/** The project's own rules (scripts/), as an ESLint plugin. */
const basketryRules = {
  rules: {
    'test-header-on-one-line': testHeaderOnOneLine,
    'no-focused-or-skipped-test': noFocusedOrSkippedTest,
  },
};

/** Node's own globals, which a browser does not have. */
const NODE_GLOBALS = [
  'Buffer',
  'process',
  'global',
  'require',
  'module',
  '__dirname',
  '__filename',
  'setImmediate',
  'clearImmediate',
];
/** `node:fs` and the bare names of Node's built-in modules. */
const NODE_MODULE = `^(node:.*|${builtinModules.join('|')})(/.*)?$`;

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-edge',
      'coverage',
      'test-results',
      'playwright-report',
      '.sandbox-data',
      '.bench-tmp',
      // Symmetry's app, vendored as it is for the bench to build (bench/peer/README.md).
      'bench/peer/baskets-ui',
      // Mutation testing's reports and Stryker's working copies (docs/mutation.md).
      'reports',
      '.stryker-tmp',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Layers (layers.config.js, docs/layers.md): no import from a lower layer to a higher one
    // (circles: .dependency-cruiser.cjs). The browser app (src/) never imports the Node-only
    // sandbox, the end-to-end tests or the bench, its tests included.
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones(REPOSITORY_LAYERS) }],
    },
  },
  {
    // Within src/, sandbox/ and bench/, product code; tests and test helpers may reach any layer.
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts', 'bench/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones(REPOSITORY_LAYERS),
            ...INNER_LAYERS.flatMap(layerZones),
            NO_TEST_HELPERS,
          ],
        },
      ],
    },
  },
  {
    // The app runs in a browser: its code names no Node global and imports no Node module. Node's
    // types are in the app's type check for the unit tests beside it (they run in Node), so the
    // type checker alone would let a `Buffer` or a `node:fs` through (docs/layers.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-globals': [
        'error',
        ...NODE_GLOBALS.map((name) => ({
          name,
          message: 'The app runs in a browser: no Node global.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: NODE_MODULE, message: 'The app runs in a browser: no Node module.' }],
          // zod's classic build (methods on every schema, JSON Schema output) beside zod/mini,
          // which the rest of the app uses, was 18.7 KiB gzip more of the app's JS (bench/README.md).
          paths: [{ name: 'zod', message: "Use 'zod/mini' (import * as z from 'zod/mini')." }],
        },
      ],
    },
  },
  {
    // A file that outgrows 400 lines holds more than one purpose: split it along its own sections
    // (docs/architecture.md). Unit test files are exempt: a table of cases may run long.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // A browser spec's title and fixtures share the header's line (e2e/README.md).
    files: ['e2e/**/*.spec.ts'],
    plugins: { basketry: basketryRules },
    rules: { 'basketry/test-header-on-one-line': 'error' },
  },
  {
    // Every test runs in every run: no committed `.only` or `.skip` (scripts/noFocusedTestRule.js),
    // in the unit tests, the browser specs and their helpers, and the SDK suite.
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'sdk-conformance/**/*.ts',
      'bench/**/*.ts',
      'src/testing/**/*.{ts,tsx}',
    ],
    plugins: { basketry: basketryRules },
    rules: { 'basketry/no-focused-or-skipped-test': 'error' },
  },
  {
    // The bench runs for many minutes beside browsers and sandboxes: a promise nobody awaits there
    // ended a run without its results (issue 24). Every promise is awaited or handled.
    files: ['bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
  },
);
