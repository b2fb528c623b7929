// The app's product code names no Node global and imports no Node module; its tests may (they run
// in Node). The type check cannot tell them apart, so ESLint does (docs/layers.md).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const NODE_CODE = [
  "import { readFileSync } from 'node:fs';",
  "import { join } from 'path';",
  "export const bytes = Buffer.from(readFileSync(join('a', 'b')));",
  'export const mode = process.env.MODE;',
  '',
].join('\n');

const BROWSER_ONLY_RULES = new Set(['no-restricted-globals', 'no-restricted-imports']);

async function browserOnlyProblems(filePath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
  const [result] = await eslint.lintText(NODE_CODE, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && BROWSER_ONLY_RULES.has(m.ruleId))
    .map((m) => `${m.line}:${m.ruleId}`);
}

describe('browser-only app code', () => {
  it('refuses Node modules and globals in a product file', async () => {
    expect(await browserOnlyProblems('src/features/example/nodeThings.ts')).toEqual([
      '1:no-restricted-imports',
      '2:no-restricted-imports',
      '3:no-restricted-globals',
      '4:no-restricted-globals',
    ]);
  });

  it('lets a unit test use them', async () => {
    expect(await browserOnlyProblems('src/features/example/nodeThings.test.ts')).toEqual([]);
  });
});
