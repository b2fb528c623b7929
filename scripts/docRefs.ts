// doc-refs: ignore-file (this file names the broken references it looks for)
//
// Every reference to a design document in the code, tests and READMEs must resolve to a file in
// the repository, so a person who clones it can read the rules the code obeys (docs/README.md).
// This finds the ones that do not:
// - a path to a Markdown file (`docs/x.md`, `src/…/README.md`, `../chain/README.md`, a Markdown
//   link) that does not exist;
// - `docs/x.md rule N` (or `rules N and M`) whose rule has no heading `Rule N` there;
// - `docs/x.md §N` whose section has no numbered heading `N.` there;
// - `docs/x.md, "Heading"` whose quoted heading is not a heading there, or a link's `#anchor`;
// - anything pointing outside the repository: `../shared`, `DESIGN.md`, `notes/…`, the shared
//   notes' and spec's file names;
// - a bare `rule N` (outside a page that defines its own rules) or `spec §N` without its file.
// A file containing the marker `doc-refs: ignore-file` is skipped (this checker and its test).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export type ProblemKind =
  | 'missing-file'
  | 'missing-rule'
  | 'missing-section'
  | 'missing-anchor'
  | 'outside-repo'
  | 'bare-rule'
  | 'bare-spec';

export interface DocRefProblem {
  /** Repository-relative, with forward slashes. */
  file: string;
  line: number;
  /** The reference as written. */
  ref: string;
  kind: ProblemKind;
  why: string;
}

export const IGNORE_MARKER = 'doc-refs: ignore-file';

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  'blob-report',
]);
// Vendored code, kept as its authors wrote it (bench/peer/README.md).
const SKIPPED_PATHS = new Set(['bench/peer/baskets-ui']);
const SCANNED = /\.(ts|tsx|js|mjs|cjs|md|html|sh|css)$/;

/** Every file the check reads: source, tests, scripts, READMEs and docs (not dependencies or output). */
export function scannedFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        // Hidden folders are tools' state (.git, .sandbox-data, .bench-tmp), except CI's.
        if (SKIPPED_DIRS.has(name) || (name.startsWith('.') && name !== '.ci')) continue;
        if (SKIPPED_PATHS.has(relative(root, path).split(sep).join('/'))) continue;
        walk(path);
      } else if (SCANNED.test(name) || dir.endsWith(`${sep}.ci`)) {
        found.push(path);
      }
    }
  };
  walk(root);
  return found;
}

// ── What a Markdown page offers: headings, rules, numbered sections, anchors ────────────────────

interface PageIndex {
  headings: Set<string>;
  rules: Set<number>;
  sections: Set<string>;
  anchors: Set<string>;
}

/** A heading as compared: no Markdown marks, no trailing parenthesis, lower case. */
function normalizeHeading(text: string): string {
  return text
    .replace(/[`*_]/g, '')
    .replace(/\s+#+\s*$/, '')
    .trim()
    .toLowerCase();
}

/** GitHub's anchor for a heading. */
function slug(text: string): string {
  return text
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

export function indexPage(markdown: string): PageIndex {
  const index: PageIndex = {
    headings: new Set(),
    rules: new Set(),
    sections: new Set(),
    anchors: new Set(),
  };
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const raw = fenced ? undefined : /^#{1,6}\s+(.+)$/.exec(line)?.[1];
    if (raw === undefined) continue;
    const text = normalizeHeading(raw);
    index.headings.add(text);
    index.headings.add(text.replace(/\s*\([^)]*\)$/, ''));
    index.anchors.add(slug(raw));
    const rule = /^rule\s+(\d+)\b/.exec(text);
    if (rule?.[1]) index.rules.add(Number(rule[1]));
    const section = /^(\d+(?:\.\d+)*)\.?\s/.exec(text);
    if (section?.[1]) index.sections.add(section[1]);
  }
  return index;
}

// ── Reading one file ─────────────────────────────────────────────────────────────────────────────

/** Between a path and what it cites: a closing backtick, and a line break into a comment. */
const GAP = String.raw`\`?,?\s+(?:(?:\/\/|\*|#)\s+)?`;
const RULE_LIST = String.raw`rules?\s+(\d+(?:\s*(?:,|and|or)\s*\d+)*)`;
const PATH = String.raw`(?<![\w./@-])((?:\.{1,2}\/)*(?:[\w.-]+\/)+[\w.-]+\.md)(?![\w-])`;
const LINK = String.raw`\]\(((?:\.{1,2}\/)*[\w./-]+\.md)(#[\w-]+)?\)`;

/** Names of the documents the design used to live in, outside the repository. */
const OUTSIDE: { pattern: RegExp; why: string }[] = [
  { pattern: /(?:\.\.\/)+shared\b[\w./-]*/g, why: 'is outside the repository' },
  { pattern: /\bDESIGN\.md\b/g, why: 'is not in the repository: cite a page of docs/' },
  { pattern: /(?<![\w/])notes\/[\w.-]+/g, why: 'is not in the repository: cite a page of docs/' },
  {
    pattern: /(?<![\w/])(?:stack-facts|api-facts)(?:\.md)?\b/g,
    why: 'is not in the repository: cite docs/real-service.md',
  },
  {
    // Beside docs/real-service.md (a link between pages of docs/) the name is that page.
    pattern: /(?<![\w/])real-service\.md\b/g,
    why: 'is not in the repository: cite docs/real-service.md',
  },
  {
    pattern: /(?<![\w/])(?:spec\/)?basket-api\.md\b/g,
    why: 'is not in the repository: cite docs/api.md',
  },
];

export interface PageReader {
  /** The page at a repository-relative path, or undefined when there is no such file. */
  page(path: string): PageIndex | undefined;
}

/** A reader over a repository on disk, reading each page once. */
export function diskPages(root: string): PageReader {
  const cache = new Map<string, PageIndex | undefined>();
  return {
    page(path) {
      if (!cache.has(path)) {
        const full = join(root, path);
        const exists = existsSync(full) && statSync(full).isFile();
        cache.set(path, exists ? indexPage(readFileSync(full, 'utf8')) : undefined);
      }
      return cache.get(path);
    },
  };
}

/** `a/b/../c` → `a/c`; undefined when it climbs out of the repository. */
function normalizePath(path: string): string | undefined {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/** Problems in one file's text; `file` is repository-relative with forward slashes. */
export function checkText(file: string, text: string, pages: PageReader): DocRefProblem[] {
  if (text.includes(IGNORE_MARKER)) return [];
  // Web addresses are not the repository's files: blanked, keeping every index in place.
  const body = text.replace(/\bhttps?:\/\/[^\s)>"'`]+/g, (url) => ' '.repeat(url.length));
  const lineAt = (index: number) => body.slice(0, index).split('\n').length;
  const covered: [number, number][] = [];
  const isCovered = (at: number) => covered.some(([from, to]) => at >= from && at < to);
  const found: { at: number; problem: DocRefProblem }[] = [];
  const report = (at: number, ref: string, kind: ProblemKind, why: string) => {
    found.push({ at, problem: { file, line: lineAt(at), ref, kind, why } });
  };

  const fileDir = dirname(file);
  for (const { pattern, why } of OUTSIDE) {
    for (const m of body.matchAll(pattern)) {
      if (isCovered(m.index) || pages.page(`${fileDir}/${m[0]}`)) continue;
      covered.push([m.index, m.index + m[0].length]);
      report(m.index, m[0], 'outside-repo', `${m[0]} ${why}`);
    }
  }

  const resolve = (ref: string): string | undefined => {
    const relativeToFile = normalizePath(`${fileDir}/${ref}`);
    if (ref.startsWith('.')) return relativeToFile;
    if (pages.page(ref)) return ref;
    return relativeToFile !== undefined && pages.page(relativeToFile) ? relativeToFile : ref;
  };

  // Links first: a link's path is also a bare path at the same place, without its anchor.
  const citations = [
    ...[...body.matchAll(new RegExp(LINK, 'g'))].map((m) => ({ m, anchor: m[2] })),
    ...[...body.matchAll(new RegExp(PATH, 'g'))].map((m) => ({ m, anchor: undefined })),
  ];
  const seen = new Set<number>();
  for (const { m, anchor } of citations) {
    const ref = m[1];
    if (ref === undefined) continue;
    const at = m.index + m[0].indexOf(ref);
    if (seen.has(at) || isCovered(at)) continue;
    seen.add(at);
    const target = resolve(ref);
    const page = target === undefined ? undefined : pages.page(target);
    if (!page) {
      report(at, ref, 'missing-file', `${ref} does not exist`);
      continue;
    }
    if (anchor && !page.anchors.has(anchor.slice(1))) {
      report(at, `${ref}${anchor}`, 'missing-anchor', `${target} has no heading for ${anchor}`);
    }
    const after = body.slice(at + ref.length);
    const rules = new RegExp(`^${GAP}${RULE_LIST}`, 'i').exec(after);
    if (rules?.[1]) {
      covered.push([at, at + ref.length + rules[0].length]);
      for (const n of rules[1].match(/\d+/g) ?? []) {
        if (!page.rules.has(Number(n))) {
          report(at, `${ref} rule ${n}`, 'missing-rule', `${target} has no heading "Rule ${n}"`);
        }
      }
    }
    const section = new RegExp(`^${GAP}§\\s*(\\d+(?:\\.\\d+)*)`).exec(after);
    if (section?.[1] && !page.sections.has(section[1])) {
      report(
        at,
        `${ref} §${section[1]}`,
        'missing-section',
        `${target} has no section ${section[1]}`,
      );
    }
    const quoted = new RegExp(String.raw`^\`?\s*,\s+(?:(?:\/\/|\*|#)\s+)?["“]([^"”\n]+)["”]`).exec(
      after,
    );
    if (quoted?.[1] && !page.headings.has(normalizeHeading(quoted[1]))) {
      report(
        at,
        `${ref}, "${quoted[1]}"`,
        'missing-section',
        `${target} has no heading "${quoted[1]}"`,
      );
    }
  }

  // A spec section or a rule without the page it belongs to.
  for (const m of body.matchAll(/\bspec(?:'s|’s)?\s*\(?\s*(?:§\s*\d|section\s+\d|rules?\s+\d)/gi)) {
    covered.push([m.index, m.index + m[0].length]);
    report(m.index, m[0], 'bare-spec', `"${m[0]}": the spec is summarized in docs/api.md; cite it`);
  }
  const own = file.endsWith('.md') ? pages.page(file) : undefined;
  for (const m of body.matchAll(/\brules?\s+(\d+)/gi)) {
    if (isCovered(m.index)) continue;
    const lineStart = body.lastIndexOf('\n', m.index) + 1;
    if (/^#{1,6}\s/.test(body.slice(lineStart, m.index))) continue; // a rule's own heading
    if (own && own.rules.size > 0) {
      if (!own.rules.has(Number(m[1]))) {
        report(m.index, m[0], 'missing-rule', `${file} has no heading "Rule ${m[1]}"`);
      }
      continue;
    }
    const rule = m[0].toLowerCase();
    report(
      m.index,
      m[0],
      'bare-rule',
      `"${m[0]}" without its page: cite e.g. docs/flow-engine.md ${rule}`,
    );
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.problem);
}

/** Every problem in the repository at `root`. */
export function findDocRefProblems(root: string): DocRefProblem[] {
  const pages = diskPages(root);
  return scannedFiles(root).flatMap((path) => {
    const file = relative(root, path).split(sep).join('/');
    return checkText(file, readFileSync(path, 'utf8'), pages);
  });
}

export function formatProblem(p: DocRefProblem): string {
  return `${p.file}:${p.line}: ${p.ref} — ${p.why}`;
}
