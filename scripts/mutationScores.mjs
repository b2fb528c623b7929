// Each module's mutation score from Stryker's JSON reports (mutation-testing-report-schema), and the
// table docs/mutation.md keeps between its markers. Score = detected ÷ (detected + undetected):
// killed and timed-out mutants are detected; survivors and mutants no test reaches are not;
// mutants Stryker could not run (compile or runtime errors) and ignored ones do not count, as in
// Stryker's own score.

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/**
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }[]} reports
 * @returns {{ file: string, killed: number, survived: number, noCoverage: number, total: number, score: number | null }[]}
 */
export function moduleScores(reports) {
  const rows = [];
  for (const report of reports) {
    for (const [file, { mutants }] of Object.entries(report.files)) {
      const count = (status) => mutants.filter((m) => m.status === status).length;
      const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
      const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
      rows.push({
        file,
        killed: detected,
        survived: count('Survived'),
        noCoverage: count('NoCoverage'),
        total: detected + undetected,
        score: detected + undetected > 0 ? (100 * detected) / (detected + undetected) : null,
      });
    }
  }
  return rows.sort((a, b) => a.file.localeCompare(b.file));
}

/** The scores as a Markdown table, one row per module. */
export function scoreTable(scores) {
  const lines = [
    '| module | mutants | detected | survived | no test reaches | score |',
    '| ------ | ------: | -------: | -------: | --------------: | ----: |',
    ...scores.map(
      (s) =>
        `| \`${s.file}\` | ${s.total} | ${s.killed} | ${s.survived} | ${s.noCoverage} | ${
          s.score === null ? 'no mutant' : `${s.score.toFixed(1)} %`
        } |`,
    ),
  ];
  return lines.join('\n');
}

const START = '<!-- mutation-scores:start -->';
const END = '<!-- mutation-scores:end -->';

/** The page with the text between its markers replaced by the dated table. */
export function withTable(page, table, date) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/mutation.md has no ${START} … ${END}`);
  return `${page.slice(0, start + START.length)}\n\nMeasured ${date} (\`npm run test:mutation -- --docs\`):\n\n${table}\n\n${page.slice(end)}`;
}
