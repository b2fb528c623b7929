import type { BundleReport } from '../measure/bundle/bundle';
import type { Part } from '../part';
import { PEER_NAME } from '../peer/peer';
import type { PeerBundle } from '../peer/peer-bundle';
import type { BundleFigures } from '../results';
import { kib } from '../support/gzip';
import { indent, type Log } from './section';
import { table } from './table';

const rawOf = (files: readonly { raw: number }[]) => files.reduce((t, f) => t + f.raw, 0);

function sizeRows(bundle: BundleReport, reference: BundleReport): string[][] {
  return [
    ['figure', 'files', 'raw', 'gzip'],
    [
      'initial JS (loader and app entry, every visit)',
      String(bundle.initial.js.length),
      kib(rawOf(bundle.initial.js)),
      kib(bundle.initial.jsGzip),
    ],
    [
      'initial CSS',
      String(bundle.initial.css.length),
      kib(rawOf(bundle.initial.css)),
      kib(bundle.initial.cssGzip),
    ],
    ['all JS', String(bundle.allJs.files), kib(bundle.allJs.raw), kib(bundle.allJs.gzip)],
    [
      'all JS but on-demand libraries (budget)',
      String(bundle.appJs.files),
      kib(bundle.appJs.raw),
      kib(bundle.appJs.gzip),
    ],
    [
      `on-demand libraries (${bundle.onDemandWallets.packages.join(', ')})`,
      String(bundle.onDemandWallets.files),
      kib(bundle.onDemandWallets.raw),
      kib(bundle.onDemandWallets.gzip),
    ],
    ['all CSS', String(bundle.allCss.files), kib(bundle.allCss.raw), kib(bundle.allCss.gzip)],
    ...bundle.routes.map((route) => [
      route.kind === 'route' ? `route ${route.route} (own JS)` : `lazy ${route.route}`,
      String(route.js.length),
      kib(rawOf(route.js)),
      kib(route.jsGzip),
    ]),
    [
      'reference page (bare stack): initial JS',
      String(reference.initial.js.length),
      kib(rawOf(reference.initial.js)),
      kib(reference.initial.jsGzip),
    ],
  ];
}

/**
 * Symmetry's app's rows: each compared page's initial JS (Next.js's runtime, `_app` and the page)
 * and all its JS; or why there are none.
 */
export function peerRows(peer: Part<PeerBundle> | undefined): string[][] {
  if (!peer) return [];
  if (peer.status !== 'ok') return [[`${PEER_NAME}: not measured (${peer.reason})`, '', '', '']];
  return [
    ...peer.value.pages.map((page) => [
      `${PEER_NAME} ${page.route}: initial JS (for our ${page.label})`,
      String(page.files),
      kib(page.raw),
      kib(page.gzip),
    ]),
    [
      `${PEER_NAME}: all JS`,
      String(peer.value.allJs.files),
      kib(peer.value.allJs.raw),
      kib(peer.value.allJs.gzip),
    ],
  ];
}

/** Sizes, what fills the initial JS by package, and its largest modules. */
export function printBundle(figures: BundleFigures, log: Log): void {
  const { app: bundle, reference } = figures;
  log(
    `  production build ${figures.buildSeconds.toFixed(1)} s; reference ${figures.referenceBuildSeconds.toFixed(1)} s`,
  );
  indent(log, table([...sizeRows(bundle, reference), ...peerRows(figures.peer)]));
  log('');
  log(
    '  Largest parts of the initial JS (minified characters from source maps; gzip split pro rata: an estimate)',
  );
  indent(
    log,
    table([
      ['module / package', 'minified', '≈ gzip', 'pulled in by (initial app files)'],
      ...bundle.initialBreakdown
        .slice(0, 12)
        .map((share) => [
          share.name,
          kib(share.raw),
          kib(share.gzipEstimate),
          share.importedBy.slice(0, 3).join(', ') +
            (share.importedBy.length > 3 ? ` +${share.importedBy.length - 3}` : ''),
        ]),
    ]),
  );
  log('');
  log(
    `  Top ${bundle.initialTopModules.length} modules of the initial JS by gzip (each module's minified code gzipped alone)`,
  );
  indent(
    log,
    table([
      ['module', 'minified', 'gzip'],
      ...bundle.initialTopModules.map((m) => [m.module, kib(m.raw), kib(m.gzip)]),
    ]),
  );
}
