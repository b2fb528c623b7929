// One GET against a Jupiter API base (https://api.jup.ag, or the sandbox's stand-in), with the
// optional API key in `x-api-key` as Jupiter's docs ask.
import type * as z from 'zod/mini';

export interface JupiterConfig {
  /** Base URL without a trailing slash, e.g. https://api.jup.ag. */
  base: string;
  /** Sent as x-api-key when set. */
  apiKey: string;
}

/** A Jupiter request that failed: `status` is the HTTP status, 0 when no answer came. */
export class JupiterError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'JupiterError';
    this.status = status;
  }

  /** 4xx answers (a missing key, a bad request) stay the same on retry. */
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

export function jupiterUrl(config: JupiterConfig, path: string, params: Record<string, string>) {
  const url = new URL(`${config.base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

export async function jupiterGet<T extends z.ZodMiniType>(
  config: JupiterConfig,
  path: string,
  params: Record<string, string>,
  schema: T,
  signal?: AbortSignal,
): Promise<z.output<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.apiKey) headers['x-api-key'] = config.apiKey;
  let response: Response;
  try {
    response = await fetch(jupiterUrl(config, path, params), { headers, signal });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new JupiterError(0, `Jupiter could not be reached (${new URL(config.base).host}).`);
  }
  if (!response.ok) {
    const why =
      response.status === 401 || response.status === 403
        ? ' Jupiter needs an API key for this address: add yours in Settings.'
        : response.status === 429
          ? ' Too many requests; try again shortly.'
          : '';
    throw new JupiterError(response.status, `Jupiter answered HTTP ${response.status}.${why}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new JupiterError(response.status, 'Jupiter answered with something that is not JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new JupiterError(response.status, 'Jupiter answered in an unexpected shape.');
  }
  return parsed.data;
}
