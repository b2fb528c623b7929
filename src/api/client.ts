// The Basket API client: validate → POST JSON → check status, JSON, `success`, transactions.
// Failures throw ApiError (see ./errors.ts) keeping the whole answer for display.
import { COMMANDS, checkResponse, type Command, type RequestOf, type ResponseOf } from './commands';
import { ApiError, RequestInvalidError, serverMessage } from './errors';

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface PostCommandOptions {
  /** Abort and throw ApiError kind 'timeout' after this long (default 20 s). */
  timeoutMs?: number;
  /** Caller cancellation: the abort reason is rethrown as is, not wrapped in an ApiError. */
  signal?: AbortSignal;
  /** For tests and non-browser callers. */
  fetch?: typeof fetch;
}

/** `{apiBase}/baskets/{path}`, whether or not apiBase ends with slashes. */
export function commandUrl(apiBase: string, command: Command): string {
  return `${apiBase.trim().replace(/\/+$/, '')}/baskets/${COMMANDS[command].path}`;
}

/**
 * The JSON body as sent. The spec's create parameter list says `hostPlatformFees`, its sample and
 * public callers say `hostPlatformFee`: create carries both, with the same value.
 */
export function toWireBody<C extends Command>(command: C, body: RequestOf<C>): object {
  if (command === 'create') {
    const create = body as RequestOf<'create'>;
    return { ...create, hostPlatformFee: create.hostPlatformFees };
  }
  return body;
}

function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Posts one command and returns its typed success response.
 *
 * Throws RequestInvalidError (before any request) when `body` fails the command's request schema;
 * forms validate first, so this only catches programming errors. Throws ApiError for every failure
 * of the exchange. When `opts.signal` aborts, its reason is rethrown unchanged.
 */
export async function postCommand<C extends Command>(
  apiBase: string,
  command: C,
  body: RequestOf<C>,
  opts: PostCommandOptions = {},
): Promise<ResponseOf<C>> {
  const spec = COMMANDS[command];
  const parsed = spec.request.safeParse(body);
  if (!parsed.success) throw new RequestInvalidError(command, parsed.error.issues);

  const url = commandUrl(apiBase, command);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = opts.fetch ?? globalThis.fetch;
  const callerSignal = opts.signal;
  callerSignal?.throwIfAborted();

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'command' | 'url'>) =>
    new ApiError({ ...init, command, url });
  /** A rejection while fetching or reading: timeout, caller abort, or network failure. */
  const failure = (cause: unknown, status?: number) => {
    if (timedOut) {
      return fail({
        kind: 'timeout',
        message: `The Basket API did not answer ${command} within ${timeoutMs} ms`,
        status,
        timeoutMs,
        cause,
      });
    }
    if (callerSignal?.aborted) return callerSignal.reason as unknown;
    const reason = cause instanceof Error ? `: ${cause.message}` : '';
    return fail({
      kind: 'network',
      message: `Could not reach the Basket API for ${command}${reason}`,
      status,
      cause,
    });
  };

  let status: number;
  let ok: boolean;
  let text: string;
  try {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(toWireBody(command, parsed.data as RequestOf<C>)),
        signal: controller.signal,
      });
    } catch (cause) {
      throw failure(cause);
    }
    status = response.status;
    ok = response.ok;
    try {
      text = await response.text();
    } catch (cause) {
      throw failure(cause, status);
    }
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }

  const json = tryParseJson(text);
  const jsonBody = json.ok ? json.value : undefined;
  const said = serverMessage(jsonBody);

  if (!ok) {
    throw fail({
      kind: 'http',
      message: `The Basket API answered HTTP ${status} to ${command}${said ? `: ${said}` : ''}`,
      status,
      body: jsonBody,
      bodyText: text,
    });
  }
  if (!json.ok) {
    throw fail({
      kind: 'not-json',
      message: `The Basket API's answer to ${command} is not JSON`,
      status,
      bodyText: text,
    });
  }
  const success =
    typeof jsonBody === 'object' && jsonBody !== null && 'success' in jsonBody
      ? jsonBody.success
      : undefined;
  if (success !== true) {
    throw fail({
      kind: 'unsuccessful',
      message: `The Basket API did not succeed with ${command}${said ? `: ${said}` : ''}`,
      status,
      body: jsonBody,
      bodyText: text,
    });
  }
  const checked = checkResponse(command, jsonBody);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    });
    throw fail({
      kind: 'invalid-response',
      message: `The Basket API's answer to ${command} is unusable: ${problems.join('; ')}`,
      status,
      body: jsonBody,
      bodyText: text,
      problems,
    });
  }
  return checked.data as ResponseOf<C>;
}
