import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTree } from './fileTree.testing';
import { findStyleReachProblems, styledClasses } from './stylesReach';

/** An app: index.html linking base.css and loading src/boot.ts, a Field with its stylesheet. */
const app = (files: Record<string, string>): string =>
  fileTree('styles-reach-', {
    'index.html':
      '<link rel="stylesheet" href="/src/base.css" />\n<script type="module" src="/src/boot.ts"></script>',
    'src/base.css': '.page { margin: 0; }',
    'src/Field.css': '.ui-field__label { font-weight: 600; }',
    'src/Field.tsx':
      'import \'./Field.css\';\nexport const Field = () => <label className="ui-field__label" />;\nexport type FieldProps = object;',
    ...files,
  });

const LAZY_PAGE = "export const page = () => import('./Page');";
const PAGE_WITH_OWN_LABEL =
  'export default () => <div className="page"><span className="ui-field__label">Basket</span></div>;';

describe('findStyleReachProblems', () => {
  it('names a class a lazily loaded page uses from a stylesheet it never loads', () => {
    const root = app({ 'src/boot.ts': LAZY_PAGE, 'src/Page.tsx': PAGE_WITH_OWN_LABEL });
    expect(findStyleReachProblems(root)).toEqual([
      {
        file: 'src/Page.tsx',
        className: 'ui-field__label',
        styledIn: ['src/Field.css'],
        chunk: 'src/Page.tsx',
      },
    ]);
  });

  it('is content when the page imports the component that brings the stylesheet', () => {
    const root = app({
      'src/boot.ts': LAZY_PAGE,
      'src/Page.tsx': `import { Field } from './Field';\n${PAGE_WITH_OWN_LABEL}`,
    });
    expect(findStyleReachProblems(root)).toEqual([]);
  });

  it('does not count a type-only import, which the build drops', () => {
    const root = app({
      'src/boot.ts': LAZY_PAGE,
      'src/Page.tsx': `import type { FieldProps } from './Field';\n${PAGE_WITH_OWN_LABEL}`,
    });
    expect(findStyleReachProblems(root).map((p) => p.className)).toEqual(['ui-field__label']);
  });

  it('counts the stylesheets of the chunk that loads it, and only those every loader has', () => {
    const panel = "export default () => <p className={`ui-field__label ${'x'}`} />;";
    const loadsPanel = "export const panel = () => import('./Panel');";
    const withField = app({
      'src/boot.ts': "import './Field';\nexport const form = () => import('./Form');",
      'src/Form.tsx': loadsPanel,
      'src/Panel.tsx': panel,
    });
    expect(findStyleReachProblems(withField)).toEqual([]);

    const oneLoaderWithout = app({
      'src/boot.ts':
        "export const form = () => import('./Form');\nexport const activity = () => import('./Activity');",
      'src/Form.tsx': `import './Field';\n${loadsPanel}`,
      'src/Activity.tsx': loadsPanel,
      'src/Panel.tsx': panel,
    });
    expect(findStyleReachProblems(oneLoaderWithout).map((p) => p.file)).toEqual(['src/Panel.tsx']);
  });

  it('finds the classes of both sides of a ternary and of an array of names', () => {
    const root = app({
      'src/boot.ts': LAZY_PAGE,
      'src/Page.tsx':
        "export default (p: { on: boolean }) => <p className={[p.on ? 'page' : 'ui-field__label', 'x'].join(' ')} />;",
    });
    expect(findStyleReachProblems(root).map((p) => p.className)).toEqual(['ui-field__label']);
  });
});

describe('styledClasses', () => {
  it('takes the classes of each selector’s first part, in and out of at-rules', () => {
    const css = `/* .in-a-comment { } */
.a, .b > .c { x: 1; }
.row .label { x: 1; }
.d.e:hover::after { x: 1; }
@media (max-width: 40rem) { .f { x: 1; } }
@keyframes spin { from { x: 1; } to { x: 2; } }`;
    expect([...styledClasses(css)].sort()).toEqual(['a', 'b', 'd', 'e', 'f', 'row']);
  });
});

describe('this repository', () => {
  it('shows no class without its stylesheet on any page', () => {
    expect(findStyleReachProblems(resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
