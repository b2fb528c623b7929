import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noFocusedOrSkippedTest } from './noFocusedTestRule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

const modifier = (name: string) =>
  ({
    messageId: 'modifier',
    data: { name, what: name === 'only' ? 'runs this test alone' : 'leaves this test unrun' },
  }) as const;

tester.run('no-focused-or-skipped-test', noFocusedOrSkippedTest, {
  valid: [
    "test('deposits', async ({ app }) => {});",
    "it('adds', () => {});",
    "describe('a group', () => { it('one', () => {}); });",
    "test.describe('a group', () => {});",
    "await test.step('opens', async () => {});",
    'test.use({ sandboxHistory: true });',
    'test.slow();',
    "it.each([1, 2])('adds %i', () => {});",
    // Not a test: a property that happens to be called `only` or `skip`.
    'rpc.only = (signature) => signature === wanted;',
    'options.skip(3);',
    'const code = "test.only(\'x\', () => {})";',
  ],
  invalid: [
    { code: "it.only('adds', () => {});", errors: [modifier('only')] },
    { code: "test.only('deposits', async ({ app }) => {});", errors: [modifier('only')] },
    { code: "describe.only('a group', () => {});", errors: [modifier('only')] },
    { code: "test.describe.only('a group', () => {});", errors: [modifier('only')] },
    { code: "it.skip('adds', () => {});", errors: [modifier('skip')] },
    { code: "test.describe.skip('a group', () => {});", errors: [modifier('skip')] },
    { code: "it.todo('adds');", errors: [modifier('todo')] },
    { code: "test.fixme('deposits', async () => {});", errors: [modifier('fixme')] },
    { code: "it.concurrent.only('adds', async () => {});", errors: [modifier('only')] },
    { code: "it.skipIf(process.env.CI)('adds', () => {});", errors: [modifier('skipIf')] },
    { code: "describe.runIf(false)('a group', () => {});", errors: [modifier('runIf')] },
    // Playwright's skip inside a test, with or without a condition.
    { code: "test('x', async () => { test.skip(); });", errors: [modifier('skip')] },
    {
      code: "test('x', async ({ browserName }) => { test.skip(browserName === 'webkit'); });",
      errors: [modifier('skip')],
    },
    { code: "xit('adds', () => {});", errors: [{ messageId: 'prefixed', data: { name: 'xit' } }] },
    {
      code: "fdescribe('a group', () => {});",
      errors: [{ messageId: 'prefixed', data: { name: 'fdescribe' } }],
    },
  ],
});
