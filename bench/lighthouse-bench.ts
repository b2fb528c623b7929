import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SETTINGS_STORAGE_KEY } from '../src/settings/storage';
import { startSandbox } from '../sandbox/index';
import { sandboxSettings } from './app-settings';
import { BASKET_ROUTE, probeBasketPage, realBasket, type BasketPage } from './basket-page';
import { storeItem, withPageIn } from './cdp-page';
import { launchDebuggableChromium } from './chromium';
import { onCleanup } from './cleanup';
import { compareToReference, type Comparison } from './compare';
import { runLighthouse, type LighthouseFigure, type LighthouseTarget } from './lighthouse';

/** The app's pages Lighthouse measures; a basket's own page joins them once the app serves it. */
export interface LighthouseResults {
  /** The app's pages and the reference, each preset, with their runs and medians. */
  figures: LighthouseFigure[];
  /** Each app figure against the reference's (app / reference). */
  comparisons: Comparison[];
  /** A basket's own page (`/baskets/:address`), measured once the app serves it. */
  basketPage: BasketPage;
}

export const APP_PAGES = ['/', '/create', '/deposit'] as const;

export interface LighthouseBenchOptions {
  appUrl: string;
  referenceUrl: string;
  repeats: number;
  cores: number;
  log: (line: string) => void;
}

/** Which pages to measure: the reference, the app's pages, and a basket's page when it exists. */
export function lighthouseTargets(
  appUrl: string,
  referenceUrl: string,
  basketPage: BasketPage,
): LighthouseTarget[] {
  return [
    { site: 'reference', label: '/', url: `${referenceUrl}/` },
    ...APP_PAGES.map((page) => ({ site: 'app' as const, label: page, url: appUrl + page })),
    ...(basketPage.status === 'ok'
      ? [{ site: 'app' as const, label: BASKET_ROUTE, url: appUrl + basketPage.path }]
      : []),
  ];
}

/**
 * Lighthouse on the app beside the bare-stack reference. The app runs against a sandbox of the
 * bench's own (settings stored in the browser as a returning user's would be), so its pages talk
 * to a quiet, known network and a basket page can show a real basket.
 */
export async function benchLighthouse(options: LighthouseBenchOptions): Promise<LighthouseResults> {
  const { appUrl, referenceUrl, repeats, cores, log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-lighthouse-'));
  const sandbox = await startSandbox({ rpcPort: 0, wsPort: 0, apiPort: 0, dataDir, reset: true });
  const stopSandbox = onCleanup('Lighthouse sandbox', async () => {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const chromium = await launchDebuggableChromium();
  const stopChromium = onCleanup('Chromium (Lighthouse)', () => chromium.close());
  try {
    const basket = await realBasket(sandbox.apiUrl);
    const basketPage = await withPageIn(chromium.port, async (page) => {
      await storeItem(page, appUrl, SETTINGS_STORAGE_KEY, JSON.stringify(sandboxSettings(sandbox)));
      return probeBasketPage(page, appUrl, basket);
    });
    log(
      basketPage.status === 'ok'
        ? `  basket page: ${basketPage.path} (${basket.symbol})`
        : `  basket page: not yet (${basketPage.reason})`,
    );
    const targets = lighthouseTargets(appUrl, referenceUrl, basketPage);
    const figures = await runLighthouse(chromium.port, targets, repeats, cores, log);
    return { figures, comparisons: compareToReference(figures), basketPage };
  } finally {
    await stopChromium();
    await stopSandbox();
  }
}
