// ESLint rule `basketry/test-header-on-one-line` for the browser specs: a test's title and its
// fixtures share the header's line. A title too long for that makes Prettier write the fixtures one
// name per line, and those runs of names are the repeats the shape-matching count found in e2e
// (e2e/README.md, "Writing a spec"). Say the rest of the behaviour in a comment above the test.

const TEST_MODIFIERS = new Set(['only', 'skip', 'fixme', 'fail']);

/** `test(…)` or `test.only(…)` and its kin; not `test.describe`, `test.step` or `test.use`. */
function isTestCallee(callee) {
  if (callee.type === 'Identifier') return callee.name === 'test';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'test' &&
    callee.property.type === 'Identifier' &&
    TEST_MODIFIERS.has(callee.property.name)
  );
}

function isTitle(node) {
  return (
    (node.type === 'Literal' && typeof node.value === 'string') || node.type === 'TemplateLiteral'
  );
}

function isFunction(node) {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}

/** @type {import('eslint').Rule.RuleModule} */
export const testHeaderOnOneLine = {
  meta: {
    type: 'layout',
    docs: { description: "A test's title and its fixtures share the header's line." },
    messages: {
      broken:
        "This test's fixtures do not share its title's line: shorten the title to what the test checks and say the rest in a comment above it (e2e/README.md).",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!isTestCallee(node.callee)) return;
        const [title, body] = node.arguments;
        if (!title || !body || !isTitle(title) || !isFunction(body)) return;
        const fixtures = body.params[0];
        if (!fixtures || fixtures.type !== 'ObjectPattern') return;
        if (
          fixtures.loc.start.line !== title.loc.start.line ||
          fixtures.loc.end.line !== fixtures.loc.start.line
        ) {
          context.report({ node: fixtures, messageId: 'broken' });
        }
      },
    };
  },
};
