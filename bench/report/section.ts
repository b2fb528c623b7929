import type { Part, PartRun } from '../part';

export type Log = (line: string) => void;

export const ms = (value: number) => `${Math.round(value)} ms`;

/** Each line indented by two spaces. */
export function indent(log: Log, lines: readonly string[]): void {
  for (const line of lines) log('  ' + line);
}

/** When a part ran and the load around it, for the line under its title. */
export function runLine(run: PartRun, cores: number): string {
  const { start, end } = run.loadAverage;
  const noisy = Math.max(start, end) > cores ? ` (NOISY: above ${cores} cores)` : '';
  return `measured ${run.at}, ${Math.round(run.seconds)} s, load average ${start.toFixed(1)} → ${end.toFixed(1)}${noisy}`;
}

/**
 * One part's section: its title, when it ran and the load, then its figures, or why there are
 * none (not measured, not available, or the failure's cause).
 */
export function printSection<T>(
  title: string,
  part: Part<T> | undefined,
  cores: number,
  log: Log,
  body: (value: T) => void,
): void {
  log(title);
  if (!part) {
    log('  not measured in this run');
  } else {
    if (part.run) log(`  ${runLine(part.run, cores)}`);
    if (part.status === 'ok') body(part.value);
    else log(`  ${part.status}: ${part.reason}`);
  }
  log('');
}
