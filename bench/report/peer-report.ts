import type { LighthouseResults } from '../measure/lighthouse/lighthouse';
import type { LighthouseMeasure } from '../measure/lighthouse/read';
import { PRESETS, type Preset } from '../measure/lighthouse/runs';
import { PEER_NAME } from '../peer/peer';
import { kib } from '../support/gzip';
import { indent, ms, type Log } from './section';
import { table } from './table';

type Metric = 'score' | 'lcpMs' | 'tbtMs' | 'jsTransferred';
const METRICS: readonly { key: Metric; name: string; format: (v: number) => string }[] = [
  { key: 'score', name: 'score', format: (v) => String(Math.round(v)) },
  { key: 'lcpMs', name: 'LCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbtMs', name: 'TBT', format: ms },
  { key: 'jsTransferred', name: 'JS bytes', format: kib },
];

/** `×a/b`, or "–" where b is 0 (no ratio exists). */
export function timesOf(a: number, b: number | undefined): string {
  return b === undefined || b === 0 ? '–' : `×${(a / b).toFixed(2)}`;
}

/**
 * One preset: for each page both apps have, each compared figure for Basketry, Symmetry's app and
 * the bare stack (the reference page), and the ratios between them (medians of the rounds).
 */
export function peerTable(results: LighthouseResults, preset: Preset): string[] {
  const of = (site: 'app' | 'peer' | 'reference', label: string): LighthouseMeasure | undefined =>
    results.figures.find(
      (f) => f.site === site && f.preset === preset && (site === 'reference' || f.label === label),
    )?.median;
  const rows = results.figures
    .filter((f) => f.site === 'peer' && f.preset === preset)
    .flatMap((peer) => {
      const ours = of('app', peer.label);
      const bare = of('reference', peer.label);
      if (!ours) return [];
      return METRICS.map(({ key, name, format }) => [
        `${peer.label} ${name}`,
        format(ours[key]),
        format(peer.median[key]),
        bare ? format(bare[key]) : '–',
        timesOf(ours[key], peer.median[key]),
        timesOf(ours[key], bare?.[key]),
        timesOf(peer.median[key], bare?.[key]),
      ]);
    });
  return table([
    [
      'page, figure',
      'Basketry',
      'Symmetry',
      'bare stack',
      'Basketry ÷ Symmetry',
      'Basketry ÷ bare',
      'Symmetry ÷ bare',
    ],
    ...rows,
  ]);
}

/** The peer beside ours in the same rounds, or why it is not. */
export function printPeer(results: LighthouseResults, log: Log): void {
  const peer = results.peer;
  if (!peer) return;
  if (peer.status !== 'ok') {
    log(`  ${PEER_NAME}: not measured (${peer.reason})`);
    return;
  }
  const { commit, installSeconds, buildSeconds, pages, failures } = peer.value;
  log(
    `  Basketry ÷ ${PEER_NAME} (${commit.slice(0, 7)}, installed in ${installSeconds.toFixed(0)} s,` +
      ` built in ${buildSeconds.toFixed(0)} s) ÷ the bare stack, same rounds, medians;` +
      ' its requests off this machine blocked, so its pages show what they render without its services',
  );
  log(`  its pages: ${pages.map((p) => `${p.label} → ${p.path}`).join(', ')}`);
  for (const preset of PRESETS) {
    log(`  ${preset}`);
    indent(log, peerTable(results, preset));
  }
  for (const failure of failures) log(`  failed run: ${failure}`);
}
