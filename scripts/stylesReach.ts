// Every class a component names is styled on every page that renders it. Vite loads a component's
// stylesheet with the chunk that imports it, so a class styled in another component's stylesheet
// (`ui-field__label` from Field.css) looks right on a page that happens to render that component
// and plain on one that does not — Activity's filter labels were plain text until a form page had
// been opened. This follows the app's imports from index.html: the stylesheets it links, then each
// chunk (a dynamic `import()`) with the stylesheets its static imports bring and those of every chunk
// that loads it; and reports a class used in a chunk whose styling stylesheet that chunk may lack.
//
// What counts: a stylesheet styles a class when the class stands in the first part of one of its
// selectors (`.ui-composition-row .ui-field__label` styles the row, not the label); a module uses
// the strings in its `className` attributes. Classes no stylesheet styles are not checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface StyleReachProblem {
  /** The module that names the class, relative to the root. */
  file: string;
  className: string;
  /** The stylesheets that style it, relative to the root. */
  styledIn: string[];
  /** The chunk (the module a dynamic import loads, or the page's entry) it is rendered in. */
  chunk: string;
}

interface ModuleImports {
  statics: string[];
  dynamics: string[];
  classNames: Set<string>;
}

const SCRIPT_EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names; null for a package's, whose styles the app does not use. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const extension of SCRIPT_EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    clause.name === undefined &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The string pieces of a `className` value: literals, template parts, both sides of a ternary. */
function classWords(node: ts.Node, into: Set<string>): void {
  const add = (text: string) => {
    for (const word of text.split(/\s+/)) if (word) into.add(word);
  };
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
  else if (ts.isTemplateExpression(node)) {
    add(node.head.text);
    for (const span of node.templateSpans) add(span.literal.text);
  }
  ts.forEachChild(node, (child) => classWords(child, into));
}

function readModule(file: string): ModuleImports {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: ModuleImports = { statics: [], dynamics: [], classNames: new Set() };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnly(node)
    ) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target) found.statics.push(target);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolveImport(file, node.arguments[0].text);
      if (target) found.dynamics.push(target);
    } else if (
      ts.isJsxAttribute(node) &&
      node.name.getText(source) === 'className' &&
      node.initializer
    ) {
      classWords(node.initializer, found.classNames);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The classes a stylesheet styles: those in the first part of each of its selectors. */
export function styledClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/([^{};]+)\{/g)) {
    const prelude = (match[1] ?? '').trim();
    if (prelude.startsWith('@')) continue;
    for (const selector of prelude.split(',')) {
      const first = selector.trim().split(/\s*[\s>+~]\s*/)[0] ?? '';
      for (const name of first.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name[1] ?? '');
    }
  }
  return classes;
}

/** The problems in the app whose index.html stands at `root`. */
export function findStyleReachProblems(root: string): StyleReachProblem[] {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const fromHtml = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((m) => join(root, m[1] ?? ''));
  const linked = fromHtml(/<link rel="stylesheet" href="([^"]+)"/g);
  const entries = fromHtml(/<script type="module" src="([^"]+)"/g);

  const modules = new Map<string, ModuleImports>();
  const moduleAt = (file: string): ModuleImports => {
    let found = modules.get(file);
    if (!found) {
      found = file.endsWith('.css')
        ? { statics: [], dynamics: [], classNames: new Set() }
        : readModule(file);
      modules.set(file, found);
    }
    return found;
  };
  /** A chunk's modules: its entry and what that imports statically, stylesheets included. */
  const chunkOf = (entry: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [entry];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...moduleAt(file).statics);
    }
    return seen;
  };

  // The stylesheets loaded whenever a chunk's code runs: its own and, for every chunk that loads
  // it, that chunk's (the intersection when several do). Chunks are revisited while that shrinks.
  const inherited = new Map<string, Set<string>>();
  const queue: { entry: string; from: Set<string> }[] = entries.map((entry) => ({
    entry,
    from: new Set(linked),
  }));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const before = inherited.get(next.entry);
    const merged = before ? new Set([...before].filter((s) => next.from.has(s))) : next.from;
    if (before && merged.size === before.size) continue;
    inherited.set(next.entry, merged);
    const chunk = chunkOf(next.entry);
    const loaded = new Set([...merged, ...[...chunk].filter((f) => f.endsWith('.css'))]);
    for (const file of chunk) {
      for (const dynamic of moduleAt(file).dynamics) queue.push({ entry: dynamic, from: loaded });
    }
  }

  const stylesheets = new Map<string, Set<string>>();
  const styledBy = (className: string): string[] =>
    [...stylesheets].filter(([, classes]) => classes.has(className)).map(([file]) => file);
  const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' });
  const allCss = new Set([
    ...linked,
    ...sources.filter((f) => f.endsWith('.css')).map((f) => join(root, 'src', f)),
  ]);
  for (const file of allCss) stylesheets.set(file, styledClasses(readFileSync(file, 'utf8')));

  const problems: StyleReachProblem[] = [];
  const said = new Set<string>();
  for (const [entry, from] of inherited) {
    const chunk = chunkOf(entry);
    const loaded = new Set([...from, ...[...chunk].filter((f) => f.endsWith('.css'))]);
    for (const file of chunk) {
      for (const className of moduleAt(file).classNames) {
        const styledIn = styledBy(className);
        if (styledIn.length === 0 || styledIn.some((s) => loaded.has(s))) continue;
        const key = `${file} ${className}`;
        if (said.has(key)) continue;
        said.add(key);
        problems.push({
          file: relative(root, file),
          className,
          styledIn: styledIn.map((s) => relative(root, s)),
          chunk: relative(root, entry),
        });
      }
    }
  }
  return problems;
}

export function formatStyleReachProblem(p: StyleReachProblem): string {
  return `${p.file}: class "${p.className}" is styled in ${p.styledIn.join(', ')}, which ${p.chunk} may be shown without`;
}
