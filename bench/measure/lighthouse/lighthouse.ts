import { SETTINGS_STORAGE_KEY } from '../../../src/settings/storage';
import { sandboxSettings } from '../../pages/app-settings';
import {
  BASKET_ROUTE,
  probeBasketPage,
  realBasket,
  type BasketPage,
} from '../../pages/basket-page';
import { storeItem, withPageIn } from '../../pages/cdp-page';
import type { LighthousePage } from '../../pages/lighthouse-pages';
import { launchDebuggableChromium } from '../../support/chromium';
import { onCleanup } from '../../support/cleanup';
import { withOwnSandbox } from '../own-sandbox';
import { compareToReference, type Comparison } from './compare';
import { runLighthouse, type LighthouseFigure, type LighthouseTarget } from './runs';

export interface LighthouseResults {
  /** The app's pages and the reference, each preset, with their runs and medians. */
  figures: LighthouseFigure[];
  /** Each app figure against the reference's (app / reference). */
  comparisons: Comparison[];
  /** A basket's own page (`/baskets/:address`): the basket it showed, or why it was left out. */
  basketPage: BasketPage;
  /** Rounds asked for (each page, both presets, beside the reference, once per round). */
  rounds: number;
}

export interface LighthouseBenchOptions {
  appUrl: string;
  referenceUrl: string;
  pages: readonly LighthousePage[];
  rounds: number;
  cores: number;
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
 * Lighthouse on the app beside the bare-stack reference. The app runs against a sandbox of the
 * bench's own (settings stored in the browser as a returning user's would be), so its pages talk
 * to a quiet, known network and a basket page can show a real basket.
 */
export async function benchLighthouse(options: LighthouseBenchOptions): Promise<LighthouseResults> {
  const { appUrl, referenceUrl, pages, rounds, cores, log } = options;
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
      const targets = lighthouseTargets(appUrl, referenceUrl, pages, basketPage);
      const figures = await runLighthouse(chromium.port, targets, rounds, cores, log);
      return { figures, comparisons: compareToReference(figures), basketPage, rounds };
    } finally {
      await stopChromium();
    }
  });
}
