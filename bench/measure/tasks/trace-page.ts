import type { Browser } from '@playwright/test';
import { storeSettings } from '../../pages/stored-settings';
import type { TraceEvent } from './trace-tasks';

/** What Lighthouse's mobile preset emulates: a mid-range phone's screen and a 4× slower CPU. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, cpuSlowdown: 4 } as const;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** Quiet time after the network settles, so the last renders land in the trace. */
const SETTLE_MS = 3_000;

/**
 * Loads `url` cold in a fresh context as a phone (its screen, its CPU 4× slower), with the app's
 * settings stored, and returns the Chromium trace of the load with JavaScript sampling.
 */
export async function tracePageLoad(
  browser: Browser,
  url: string,
  settings: string,
  cpuSlowdown: number = PHONE.cpuSlowdown,
): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await storeSettings(context, settings);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    const loaded = page
      .goto(url, { waitUntil: 'load' })
      .then(() => page.waitForLoadState('networkidle'))
      .then(() => page.waitForTimeout(SETTLE_MS))
      .then(
        () => null,
        (error: unknown) => error,
      );
    const failure = await loaded;
    // Stopped whatever the load did, so the browser is not left tracing.
    const buffer = await browser.stopTracing();
    if (failure !== null) throw failure;
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] };
    if (!trace.traceEvents) throw new Error('the trace has no events');
    return trace.traceEvents;
  } finally {
    await context.close();
  }
}
