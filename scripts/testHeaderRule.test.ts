import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { testHeaderOnOneLine } from './testHeaderRule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('test-header-on-one-line', testHeaderOnOneLine, {
  valid: [
    "test('deposits', async ({ app, page, wallet }) => {\n  await app.goto('/deposit');\n});",
    "test.only('deposits', async ({ app }) => {});",
    'for (const s of states) test(`reload at "${s}"`, async ({ app, chain }) => {});',
    // A test without fixtures, a describe block, a step and a fixture's definition are not headers.
    "test('pure', async () => {});",
    "test.describe('a group', () => {\n  test('one', async ({ app }) => {});\n});",
    "await test.step('opens', async () => {});",
    'const t = base.extend({\n  app: async ({\n    page,\n  }, provide) => provide(page),\n});',
  ],
  invalid: [
    {
      code: "test('a title long enough that Prettier broke the header', async ({\n  app,\n  page,\n}) => {});",
      errors: [{ messageId: 'broken' }],
    },
    {
      code: "test.skip(\n  'a title on a line of its own',\n  async ({ app, page }) => {},\n);",
      errors: [{ messageId: 'broken' }],
    },
    {
      code: "test.describe('a group', () => {\n  test(`reload`, function ({\n    app,\n  }) {});\n});",
      errors: [{ messageId: 'broken' }],
    },
  ],
});
