// One GET of DefiLlama's coins chart (or the sandbox's stand-in at the same path), for several mints
// at once. Without a key the URL is used as given (https://coins.llama.fi); with a DefiLlama Pro key,
// the key goes where DefiLlama asks for it, as the first segment of the path
// (https://pro-api.llama.fi/<key>/coins/chart/…), and so reaches that URL's host only.
import { chartAnswerSchema, type PricePoint } from './schemas';
import { MAX_POINTS_PER_REQUEST, type HistoryWindow } from './windows';

export interface PriceHistoryConfig {
  /** Base URL under which /chart/<coins> answers, e.g. https://coins.llama.fi. */
  base: string;
  /** DefiLlama Pro key; '' for none. */
  apiKey: string;
}

/** Mints per request: keeps the URL short (each coin is about 52 characters). */
export const MAX_MINTS_PER_REQUEST = 25;

/** A price-history request that failed: `status` is the HTTP status, 0 when no answer came. */
export class PriceHistoryError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'PriceHistoryError';
    this.status = status;
  }

  /** 4xx answers (a refused key, a bad request) stay the same on retry; 429 does not. */
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

/** The DefiLlama period text of a number of seconds: 3600 → '1h', 86400 → '1d'. */
export function periodText(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400}d`;
  if (seconds % 3600 === 0) return `${seconds / 3600}h`;
  return `${Math.max(1, Math.round(seconds / 60))}m`;
}

export function chartUrl(
  config: PriceHistoryConfig,
  mints: readonly string[],
  window: HistoryWindow,
): string {
  const url = new URL(config.base);
  const path = url.pathname.replace(/\/+$/, '');
  const keyed = config.apiKey ? `/${encodeURIComponent(config.apiKey)}${path}` : path;
  url.pathname = `${keyed}/chart/${mints.map((mint) => `solana:${mint}`).join(',')}`;
  url.search = '';
  url.searchParams.set('start', String(window.start));
  url.searchParams.set('span', String(window.span));
  url.searchParams.set('period', periodText(window.period));
  // How far from a grid time a stored price may be to answer for it: half a step.
  url.searchParams.set('searchWidth', periodText(Math.max(600, Math.floor(window.period / 2))));
  return url.toString();
}

async function errorText(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
    return typeof message === 'string' ? ` ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/** Past prices of these mints over `window`, by mint; mints the source lacks are absent. */
export async function fetchPriceCharts(
  config: PriceHistoryConfig,
  mints: readonly string[],
  window: HistoryWindow,
  signal?: AbortSignal,
): Promise<Map<string, PricePoint[]>> {
  if (mints.length > MAX_MINTS_PER_REQUEST) {
    throw new RangeError(`at most ${MAX_MINTS_PER_REQUEST} mints per price-history request`);
  }
  if (window.span > MAX_POINTS_PER_REQUEST) {
    throw new RangeError(`at most ${MAX_POINTS_PER_REQUEST} points per price-history request`);
  }
  const host = new URL(config.base).host;
  let response: Response;
  try {
    response = await fetch(chartUrl(config, mints, window), {
      headers: { accept: 'application/json' },
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new PriceHistoryError(0, `The price history could not be reached (${host}).`);
  }
  if (!response.ok) {
    const why =
      response.status === 401 || response.status === 403
        ? ' The key was refused: check the price-history key in Settings.'
        : response.status === 429
          ? ' Too many requests; try again shortly.'
          : await errorText(response);
    throw new PriceHistoryError(
      response.status,
      `The price history (${host}) answered HTTP ${response.status}.${why}`,
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PriceHistoryError(
      response.status,
      `The price history (${host}) answered with something that is not JSON.`,
    );
  }
  const parsed = chartAnswerSchema.safeParse(body);
  if (!parsed.success) {
    throw new PriceHistoryError(
      response.status,
      `The price history (${host}) answered in an unexpected shape.`,
    );
  }
  return parsed.data;
}
