// Mutation testing (docs/mutation.md): Stryker changes the code that decides what a user sees about
// money or signs, one small change (a "mutant") at a time, and runs the unit tests that cover it; a
// mutant no test notices ("survived") is a wrong figure or a wrong signature the suite would let
// through. The modules are tested in groups, each with the tests of its own modules only (a
// mutant in what a module builds as it loads, a "static" one, runs every test of its group), one
// Stryker run per group: `npm run test:mutation` (scripts/mutation.mjs) runs them in turn, or one
// (`-- flow`). Each group keeps its last results in reports/mutation/<group>/ (git-ignored), and a
// later run tests only the mutants whose code or tests changed (incremental; `-- --force` tests
// them all again).

/** Each group: the modules it mutates and the unit tests that test them. */
export const GROUPS = {
  // The flow engine: the checks before a wallet is asked, the step machine, the intent check.
  flow: {
    mutate: ['src/flow/checks.ts', 'src/flow/machine/!(*.test).ts', 'src/flow/intent/!(*.test).ts'],
    tests: [
      'src/flow/checks.test.ts',
      'src/flow/machine.test.ts',
      'src/flow/machine/*.test.ts',
      'src/flow/journal.test.ts',
      'src/flow/review.test.ts',
      'src/flow/runner.*.test.ts',
      'src/flow/intent/*.test.ts',
      'sandbox/service/intent-*.test.ts',
    ],
  },
  // Reading a transaction (the review's inspection and decoding, amounts) and the Basket program's
  // account layout, state readers, instructions and errors.
  solana: {
    mutate: [
      'src/solana/inspect.ts',
      'src/solana/decode.ts',
      'src/solana/bytes.ts',
      'src/solana/instructions.ts',
      'src/solana/amounts.ts',
      'src/solana/basketsProgram/layout.ts',
      'src/solana/basketsProgram/borsh.ts',
      'src/solana/basketsProgram/fields.ts',
      'src/solana/basketsProgram/basketState.ts',
      'src/solana/basketsProgram/buyState.ts',
      'src/solana/basketsProgram/basketSettings.ts',
      'src/solana/basketsProgram/reader.ts',
      'src/solana/basketsProgram/instructionAccounts.ts',
      'src/solana/basketsProgram/instructionArgs.ts',
      'src/solana/basketsProgram/programErrors.ts',
    ],
    tests: [
      'src/solana/*.test.ts',
      'src/solana/basketsProgram/*.test.ts',
      'sandbox/program/idl-conformance.test.ts',
      'sandbox/program/instructions.test.ts',
      'sandbox/program/program-accounts.test.ts',
    ],
  },
  // The history's decoder: what each of the wallet's transactions did.
  history: {
    mutate: ['src/history/events.ts', 'src/history/reader.ts'],
    tests: ['src/history/*.test.ts'],
  },
  // The portfolio, the value line and the backtest: the figures in dollars.
  figures: {
    mutate: [
      'src/features/baskets/portfolio/positions.ts',
      'src/features/baskets/portfolio/worthParts.ts',
      'src/features/basket-value/valueSeries.ts',
      'src/features/basket-value/sharedVaultHoldings.ts',
      'src/features/backtest/replay.ts',
    ],
    tests: [
      'src/features/baskets/portfolio/*.test.ts',
      'src/features/basket-value/*.test.ts',
      'src/features/backtest/*.test.ts',
    ],
  },
  // The Basket API's schemas: what the app accepts from the service and sends to it.
  api: {
    mutate: ['src/api/schemas.ts', 'src/api/responseSchemas.ts'],
    tests: ['src/api/*.test.ts'],
  },
  // The fixed few `npm test` runs every time, whole (not incremental), so the set-up cannot rot:
  // each must keep every mutant killed (scripts/test.mjs).
  smoke: {
    mutate: ['src/features/baskets/portfolio/worthParts.ts'],
    tests: ['src/features/baskets/portfolio/worthParts.test.ts'],
  },
};

const name = process.env.MUTATION_GROUP ?? 'smoke';
const group = GROUPS[name];
if (!group) throw new Error(`MUTATION_GROUP=${name}: not one of ${Object.keys(GROUPS).join(', ')}`);
const reports = `reports/mutation/${name}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: group.mutate,
  testFiles: group.tests,
  coverageAnalysis: 'perTest',
  // A static mutant (in what a module builds as it loads: a table, a schema) runs every test of
  // its group: in the flow group 193 of them would take a run of all its tests each (8 minutes on
  // this machine). They are left out of the score where the group's tests are slow; the API's
  // schemas, which are nothing but what the module builds as it loads, keep theirs: their tests
  // take seconds, and import the schemas after Stryker switches the mutant on (docs/mutation.md,
  // "Static mutants").
  ignoreStatic: name !== 'api' && name !== 'smoke',
  // One test runner: the machine has two cores, shared.
  concurrency: 1,
  // A busy machine runs a test several times slower than a quiet one: a mutant is a timeout only
  // well past its tests' own time.
  timeoutMS: 20_000,
  timeoutFactor: 3,
  dryRunTimeoutMinutes: 30,
  incremental: name !== 'smoke',
  incrementalFile: `${reports}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true },
  tempDirName: '.stryker-tmp',
  // What the unit tests need of the project, without the rest (/reports is always left out).
  ignorePatterns: [
    'e2e',
    'bench',
    'docs',
    'sdk-conformance',
    'test-results',
    '.sandbox-data',
    '.bench-tmp',
    'dist',
  ],
  thresholds: { high: 90, low: 85, break: name === 'smoke' ? 100 : null },
};
