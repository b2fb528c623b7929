// doc-refs: ignore-file (the fixtures below hold broken references on purpose)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocRefProblems, type DocRefProblem } from './docRefs';
import { fileTree } from './fileTree.testing';

const FLOW_ENGINE = `# The flow engine

## The rules

### Rule 1 — Journal before broadcast

Rule 1 holds; rule 2 below builds on it.

### Rule 2 — Signed together, sent in order
`;

const API = `# The API

## 1. What the service does

## 2. Resources

### 2.1 Basket

## 7. Errors
`;

const CHAIN_README = `# Sandbox chain

## Network profiles (\`network/\`)
`;

/** A repository with the design pages above and the given other files. */
const repo = (files: Record<string, string>): string =>
  fileTree('doc-refs-', {
    'docs/flow-engine.md': FLOW_ENGINE,
    'docs/api.md': API,
    'sandbox/chain/README.md': CHAIN_README,
    ...files,
  });

/** The problems as `file:line kind ref`, the way a failing test reads best. */
const summary = (problems: DocRefProblem[]) =>
  problems.map((p) => `${p.file}:${p.line} ${p.kind} ${p.ref}`);

describe('check-doc-refs: references that resolve', () => {
  it('passes paths, rules, sections, headings and links that exist', () => {
    const root = repo({
      'src/flow/sign.ts': [
        '// Journaled first (docs/flow-engine.md rule 1), sent in order (docs/flow-engine.md rules 1',
        '// and 2); the steps of the spec (docs/api.md §2.1, `docs/api.md` §7).',
        '/**',
        ' * Lag, as the chain imitates it (sandbox/chain/README.md, "Network profiles"), cited across',
        ' * a line break: docs/flow-engine.md',
        ' * rule 2.',
        ' */',
        "// A web page is not the repository's: https://example.com/notes/x.md, DESIGN",
      ].join('\n'),
      'sandbox/service/README.md': 'The chain: `../chain/README.md`, "Network profiles".\n',
      'docs/README.md':
        '[Rules](flow-engine.md#the-rules) and [the API](./api.md); [back](../sandbox/chain/README.md).\n',
    });
    expect(summary(findDocRefProblems(root))).toEqual([]);
  });

  it('reads a bare rule in a page that defines rules as that page’s own', () => {
    const root = repo({});
    expect(findDocRefProblems(root)).toEqual([]);
  });

  it('skips a file marked to be ignored, and dependencies and build output', () => {
    const root = repo({
      'scripts/fixture.ts': '// doc-refs: ignore-file\n// see DESIGN.md, rule 9\n',
      'node_modules/pkg/README.md': 'see ../shared/DESIGN.md and docs/missing.md\n',
      'dist/assets/x.js': '// docs/missing.md\n',
    });
    expect(findDocRefProblems(root)).toEqual([]);
  });
});

describe('check-doc-refs: references that do not resolve', () => {
  it('a path to a Markdown file that does not exist', () => {
    const root = repo({
      'src/a.ts': '// see docs/layers.md\n\n// and src/tokens/README.md\n',
      'e2e/README.md': 'The chain: [README](../sandbox/chain/MISSING.md).\n',
    });
    expect(summary(findDocRefProblems(root))).toEqual([
      'e2e/README.md:1 missing-file ../sandbox/chain/MISSING.md',
      'src/a.ts:1 missing-file docs/layers.md',
      'src/a.ts:3 missing-file src/tokens/README.md',
    ]);
  });

  it('a rule the cited page does not have', () => {
    const root = repo({
      'src/a.ts': '// (docs/flow-engine.md rule 12)\n// docs/flow-engine.md rules 2 and 3\n',
    });
    expect(summary(findDocRefProblems(root))).toEqual([
      'src/a.ts:1 missing-rule docs/flow-engine.md rule 12',
      'src/a.ts:2 missing-rule docs/flow-engine.md rule 3',
    ]);
  });

  it('a numbered section, a quoted heading or an anchor the cited page does not have', () => {
    const root = repo({
      'src/a.ts': '// docs/api.md §3\n// sandbox/chain/README.md, "Profiles"\n',
      'docs/README.md': '[Rules](flow-engine.md#rules)\n',
    });
    expect(summary(findDocRefProblems(root))).toEqual([
      'docs/README.md:1 missing-anchor flow-engine.md#rules',
      'src/a.ts:1 missing-section docs/api.md §3',
      'src/a.ts:2 missing-section sandbox/chain/README.md, "Profiles"',
    ]);
  });

  it('a reference to the design documents outside the repository', () => {
    const root = repo({
      'src/a.ts': [
        '// Zod schemas straight from the spec (../shared/spec/basket-api.md).',
        '// As DESIGN.md says; notes/real-service.md, "Wallets"; stack-facts.md.',
        '// the spec file basket-api.md; real-service.md',
      ].join('\n'),
    });
    expect(summary(findDocRefProblems(root))).toEqual([
      'src/a.ts:1 outside-repo ../shared/spec/basket-api.md',
      'src/a.ts:2 outside-repo DESIGN.md',
      'src/a.ts:2 outside-repo notes/real-service.md',
      'src/a.ts:2 outside-repo stack-facts.md',
      'src/a.ts:3 outside-repo basket-api.md',
      'src/a.ts:3 outside-repo real-service.md',
    ]);
  });

  it('a rule or a spec section without its page', () => {
    const root = repo({
      'src/a.ts': '// Rule 5: checked before signing.\n// The spec (rule 2) and spec §3.\n',
      'README.md': 'The runner reads the validity (rule 4) first.\n',
    });
    expect(summary(findDocRefProblems(root))).toEqual([
      'README.md:1 bare-rule rule 4',
      'src/a.ts:1 bare-rule Rule 5',
      'src/a.ts:2 bare-spec spec (rule 2',
      'src/a.ts:2 bare-spec spec §3',
    ]);
  });

  it('a bare rule in a page that defines rules, when that page has no such rule', () => {
    const root = repo({ 'docs/flow-engine.md': `${FLOW_ENGINE}\nSee rule 7.\n` });
    expect(summary(findDocRefProblems(root))).toEqual([
      'docs/flow-engine.md:11 missing-rule rule 7',
    ]);
  });
});

describe('npm run check:doc-refs', () => {
  const cli = join(import.meta.dirname, 'check-doc-refs.ts');
  const run = (root: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, root], { encoding: 'utf8' });

  it('exits 1 naming file:line and the reference when one does not resolve', () => {
    const result = run(repo({ 'src/a.ts': '\n// see docs/flow-engine.md rule 9\n' }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'src/a.ts:2: docs/flow-engine.md rule 9 — docs/flow-engine.md has no heading "Rule 9"',
    );
  });

  it('exits 0 when every reference resolves', () => {
    const result = run(repo({ 'src/a.ts': '// see docs/flow-engine.md rule 2\n' }));
    expect(result.status).toBe(0);
  });
});
