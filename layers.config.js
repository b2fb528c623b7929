// The layers of the code, bottom to top (docs/layers.md). A file may import its own layer and the
// layers below it, never one above; eslint.config.js turns each list into import-x zones, so
// `npm run lint` fails on an upward import. An entry is a folder, or a list of files.

/** The repository: the app, the sandbox that serves it, the end-to-end tests, the bench. */
const repository = ['src', 'sandbox', 'e2e', 'bench'];

/** The app (src/). */
const app = [
  'solana', // transactions, accounts and RPC reads: what the chain says
  'api', // the Basket API's commands and schemas, its client
  'settings', // network, RPC, API and explorer settings, kept in the browser
  'storage', // lists kept per network and wallet in the browser
  'ui', // presentational components
  'notifications', // toasts: the store and the live region that shows them
  'tokens', // token names, logos and prices
  'history', // an address's past transactions, read from the chain and kept in the browser
  'priceHistory', // tokens' past prices
  'flow', // the flow engine: sign, send, confirm, the journal, the timeline
  'wallet', // the wallets, the connect dialog
  'page', // what a page needs from the shell: title, loading, the chain-code switch
  'operations', // what an operation is (its descriptor) and the engine's view of the list
  'features', // one folder per page or operation
  'edge', // the edge handler: Solana Actions and share cards, served beside the app
  'app', // the shell: routes, layout, providers
  ['main.tsx', 'boot.ts'], // the entry
];

/** The sandbox (sandbox/). */
const sandbox = [
  'chain', // LiteSVM behind a JSON-RPC
  'program', // the baskets program's instructions and accounts
  'model', // the sandbox's state read from the chain
  'keeper', // the service's automation
  'service', // the Basket API
  'seed', // the first start's baskets, made through the service
  ['index.ts', 'cli.ts', 'main.ts'], // the entry
];

/** The bench (bench/). */
const bench = [
  'reference', // the bare-stack page the app is measured beside (its own build)
  'support', // Chromium, servers, load, statistics
  'pages', // the pages measured and how to open them
  'peer', // Symmetry's app, vendored, built and served beside ours; its pages and sizes
  ['part.ts'], // one part's figures or why there are none
  'measure', // each part's measurement
  ['results.ts'], // a run's figures, as written to results.json
  'report', // the printed report and the budgets' checks
  ['run-options.ts'], // which parts a run measures
  ['main.ts', 'vitest.config.ts'], // the entry
];

export const REPOSITORY_LAYERS = { root: '.', layers: repository };
/** Layered trees inside the repository (each folder or top-level file of them is in a layer). */
export const INNER_LAYERS = [
  { root: 'src', layers: app },
  { root: 'sandbox', layers: sandbox },
  { root: 'bench', layers: bench },
];

/**
 * Tests and test helpers may reach any layer (a test of a low layer may render it inside a higher
 * layer's providers, or drive a whole sandbox); no product code imports them. The cycle check
 * still covers them.
 */
export const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/testing.{ts,tsx}',
  '**/testing/**',
  '**/*Testing.{ts,tsx}',
  '**/*Stub.{ts,tsx}',
  '**/test[A-Z]*.{ts,tsx}',
];

/** A zone: product code never imports a test or a test helper (the bundle never holds one). */
export const NO_TEST_HELPERS = {
  target: ['./src', './sandbox', './bench'],
  from: TEST_FILES.map((glob) => `./${glob}`),
  message: 'Product code does not import tests or test helpers: see docs/layers.md.',
};

const paths = (root, layer) =>
  (Array.isArray(layer) ? layer : [layer]).map((name) => `./${root}/${name}`.replace('/./', '/'));

/** import-x/no-restricted-paths zones of one list: no layer may import a layer above it. */
export function layerZones({ root, layers }) {
  const name = (layer) => [layer].flat().map((file) => (root === '.' ? file : `${root}/${file}`));
  return layers.slice(0, -1).map((layer, i) => ({
    target: paths(root, layer),
    from: layers.slice(i + 1).flatMap((above) => paths(root, above)),
    message: `It is above ${name(layer).join(', ')}: see docs/layers.md.`,
  }));
}
