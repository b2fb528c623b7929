// ESLint rule `basketry/no-focused-or-skipped-test`: a committed `.only` runs one test and passes
// the rest unseen; a committed `.skip`, `.todo` or `.fixme` passes a test that never ran. Playwright
// forbids `.only` only when `CI` is set (which `.ci/run` does not set) and Vitest only in CI, so
// this rule, in every `npm run lint`, is what stops both in every run. A test that cannot run
// somewhere says so by failing with the reason, not by skipping itself.

/** The runners' names for a test or a group of tests. */
const TEST_NAMES = new Set(['it', 'test', 'describe', 'suite', 'bench']);
/** What focuses or skips a test, in Vitest and in Playwright. */
const FOCUS_OR_SKIP = new Set(['only', 'skip', 'todo', 'fixme', 'skipIf', 'runIf']);
/** Jasmine's and Mocha's spellings, which Vitest does not define but which read the same. */
const PREFIXED = new Set(['xit', 'xtest', 'xdescribe', 'fit', 'fdescribe']);

/**
 * The modifier that focuses or skips, in `test.only`, `describe.skip`, `test.describe.only`,
 * `it.concurrent.skip`, `test.skipIf(cond)`…; undefined for `test.step`, `test.use` and the rest.
 */
function focusOrSkip(callee) {
  const node = callee;
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') {
    return undefined;
  }
  if (!FOCUS_OR_SKIP.has(node.property.name)) return undefined;
  let root = node.object;
  while (root.type === 'MemberExpression') root = root.object;
  return root.type === 'Identifier' && TEST_NAMES.has(root.name) ? node.property.name : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noFocusedOrSkippedTest = {
  meta: {
    type: 'problem',
    docs: { description: 'No focused (`.only`) or skipped (`.skip`, `.todo`, `.fixme`) test.' },
    messages: {
      modifier:
        '`.{{name}}` {{what}}: a committed test runs, every time (scripts/noFocusedTestRule.js).',
      prefixed: '`{{name}}` focuses or skips a test: a committed test runs, every time.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'Identifier' && PREFIXED.has(callee.name)) {
          context.report({ node: callee, messageId: 'prefixed', data: { name: callee.name } });
          return;
        }
        // `test.skipIf(cond)` is reported once, at its own call, not again at the test it makes.
        if (callee.type === 'CallExpression') return;
        const name = focusOrSkip(callee);
        if (!name) return;
        const what = name === 'only' ? 'runs this test alone' : 'leaves this test unrun';
        context.report({ node: callee, messageId: 'modifier', data: { name, what } });
      },
    };
  },
};
