import { SETTINGS_STORAGE_KEY } from '../../../src/settings/storage';
import { sandboxSettings } from '../../pages/app-settings';
import {
  BASKET_ROUTE,
  probeBasketPage,
  realBasket,
  type BasketPage,
} from '../../pages/basket-page';
import { resetStorage, storeItem, withPageIn } from '../../pages/cdp-page';
import type { LighthousePage } from '../../pages/lighthouse-pages';
import { launchDebuggableChromium } from '../../support/chromium';
import { onCleanup } from '../../support/cleanup';
import type { Part } from '../../part';
import { PEER_COMMIT, type PeerBuild } from '../../peer/peer';
import { peerPages, type PeerPage } from '../../peer/peer-pages';
import { withOwnSandbox } from '../own-sandbox';
import { compareToPeer, compareToReference, type Comparison } from './compare';
import { runLighthouse, type LighthouseFigure, type LighthouseTarget } from './runs';

/** The peer as a run measured it: its build and the pages compared. */
export interface PeerRun {
  commit: string;
  installSeconds: number;
  buildSeconds: number;
  pages: PeerPage[];
  /** Runs of its pages that failed, each with why (its figures are the runs that did not). */
  failures: string[];
}

/** The peer served: its build and where. */
export interface ServedPeer {
  build: PeerBuild;
  url: string;
}

// Symmetry's app reloads a first visit until its theme is stored as dark (src/pages/_app.js); a
// returning visitor's browser holds it, as ours holds our settings. Everything else it stored is
// cleared before each run: on a phone, wallet-adapter stores the Mobile Wallet Adapter as the
// chosen wallet, and its next visit auto-connects by leaving the page for the wallet's app link,
// which here ends on Chromium's error page. Set on one of its static files, so none of its code
// runs meanwhile.
const PEER_STORAGE = { items: { theme: 'dark' }, file: '/static/icons/logo.svg' };

export interface LighthouseResults {
  /** The app's pages and the reference, each preset, with their runs and medians. */
  figures: LighthouseFigure[];
  /** Each app figure against the reference's (app / reference). */
  comparisons: Comparison[];
  /** A basket's own page (`/baskets/:address`): the basket it showed, or why it was left out. */
  basketPage: BasketPage;
  /** Rounds asked for (each page, both presets, beside the reference, once per round). */
  rounds: number;
  /**
   * Symmetry's app, measured in the same rounds on the pages it shares with ours, or why it could
   * not be (absent in results written before it joined).
   */
  peer?: Part<PeerRun>;
  /** Each app figure against the peer's of the same page (Basketry ÷ Symmetry). */
  peerComparisons?: Comparison[];
}

export interface LighthouseBenchOptions {
  appUrl: string;
  referenceUrl: string;
  pages: readonly LighthousePage[];
  rounds: number;
  cores: number;
  /** Symmetry's app served, or why it is not. */
  peer: Part<ServedPeer>;
  log: (line: string) => void;
}

/** The reference and the app's pages; a basket's page only with a basket the app showed. */
export function lighthouseTargets(
  appUrl: string,
  referenceUrl: string,
  pages: readonly LighthousePage[],
  basketPage: BasketPage,
): LighthouseTarget[] {
  const app = pages.flatMap((page): LighthouseTarget[] => {
    if (page !== BASKET_ROUTE) return [{ site: 'app', label: page, url: appUrl + page }];
    return basketPage.status === 'ok'
      ? [{ site: 'app', label: page, url: appUrl + basketPage.path }]
      : [];
  });
  return [{ site: 'reference', label: '/', url: `${referenceUrl}/` }, ...app];
}

/**
 * Lighthouse on the app beside the bare-stack reference and, when served, Symmetry's app on the
 * pages both have. The app runs against a sandbox of the bench's own (settings stored in the
 * browser as a returning user's would be), so its pages talk to a quiet, known network and a
 * basket page can show a real basket. The peer has no such network here: its pages render what
 * they can with every request off this machine blocked (runs.ts, OFFLINE_PATTERNS).
 */
export async function benchLighthouse(options: LighthouseBenchOptions): Promise<LighthouseResults> {
  const { appUrl, referenceUrl, pages, rounds, cores, peer, log } = options;
  return withOwnSandbox('lighthouse', {}, async (sandbox) => {
    const chromium = await launchDebuggableChromium();
    const stopChromium = onCleanup('Chromium (Lighthouse)', () => chromium.close());
    try {
      const settings = JSON.stringify(sandboxSettings(sandbox));
      const basketPage = await withPageIn(chromium.port, async (page): Promise<BasketPage> => {
        await storeItem(page, appUrl, SETTINGS_STORAGE_KEY, settings);
        if (!pages.includes(BASKET_ROUTE)) {
          return { status: 'left out', reason: 'not among the pages asked for' };
        }
        return probeBasketPage(page, appUrl, await realBasket(sandbox.apiUrl));
      });
      log(
        basketPage.status === 'ok'
          ? `  basket page: ${basketPage.path}`
          : `  basket page: left out (${basketPage.reason})`,
      );
      const peerUrl = peer.status === 'ok' ? peer.value.url : undefined;
      const compared = peerUrl ? peerPages(pages, basketPage) : [];
      const peerTargets = compared.map((p): LighthouseTarget => ({
        site: 'peer',
        label: p.label,
        url: `${peerUrl}${p.path}`,
      }));
      const targets = [
        ...lighthouseTargets(appUrl, referenceUrl, pages, basketPage),
        ...peerTargets,
      ];
      const { figures, peerFailures } = await runLighthouse(
        chromium.port,
        targets,
        rounds,
        cores,
        log,
        (target) =>
          target.site !== 'peer'
            ? Promise.resolve()
            : withPageIn(chromium.port, (page) =>
                resetStorage(
                  page,
                  new URL(target.url).origin,
                  PEER_STORAGE.items,
                  PEER_STORAGE.file,
                ),
              ),
      );
      return {
        figures,
        comparisons: compareToReference(figures),
        basketPage,
        rounds,
        peer:
          peer.status === 'ok'
            ? {
                status: 'ok',
                value: {
                  commit: PEER_COMMIT,
                  installSeconds: peer.value.build.installSeconds,
                  buildSeconds: peer.value.build.buildSeconds,
                  pages: compared,
                  failures: peerFailures,
                },
              }
            : peer,
        peerComparisons: compareToPeer(figures),
      };
    } finally {
      await stopChromium();
    }
  });
}
