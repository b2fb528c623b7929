// `npm run check:doc-refs [root]` (part of `npm run lint`): every reference to a design document in
// the code, tests and READMEs resolves to a file, rule or heading in the repository
// (scripts/docRefs.ts says what is checked). Prints each broken one as file:line and exits 1.
import { resolve } from 'node:path';
import { findDocRefProblems, formatProblem, scannedFiles } from './docRefs';

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const problems = findDocRefProblems(root);
if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  const count =
    problems.length === 1
      ? '1 reference to a design document does not resolve'
      : `${problems.length} references to design documents do not resolve`;
  console.error(`\n${count} (docs/README.md says how to cite them).`);
  process.exit(1);
}
console.log(`Design references resolve in ${scannedFiles(root).length} files.`);
