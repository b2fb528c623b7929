// `npm run check:styles [root]` (part of `npm run lint`): every class a component names is styled on
// every page that renders it (scripts/stylesReach.ts says how that is followed). Prints each class
// a page may show unstyled and exits 1.
import { resolve } from 'node:path';
import { findStyleReachProblems, formatStyleReachProblem } from './stylesReach';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const problems = findStyleReachProblems(root);
if (problems.length > 0) {
  for (const p of problems) console.error(formatStyleReachProblem(p));
  console.error(
    `\n${problems.length} ${problems.length === 1 ? 'class' : 'classes'} styled in a stylesheet their page may not load: import it where the class is used, or style the class in src/ui/base.css if every page needs it.`,
  );
  process.exit(1);
}
console.log('Every class the app names is styled wherever it is shown.');
