// Errors of the Basket API client. An ApiError keeps everything the service said (status, parsed
// body, raw text) so the UI can show the whole answer, as the spec asks (section 7).
import type * as z from 'zod/mini';
import type { Command } from './commands';

export type ApiErrorKind =
  | 'network' // fetch rejected: offline, DNS, CORS, connection refused
  | 'timeout' // no complete answer within the timeout
  | 'http' // non-2xx status, whatever the body says
  | 'not-json' // 2xx but the body is not JSON
  | 'unsuccessful' // JSON whose `success` is not true
  | 'invalid-response'; // success, but transaction fields missing or not transactions

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  command: Command;
  url: string;
  status?: number;
  body?: unknown;
  bodyText?: string;
  /** For invalid-response: what is wrong, one line per field. */
  problems?: string[];
  /** For timeout: the limit that passed. */
  timeoutMs?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly command: Command;
  readonly url: string;
  readonly status?: number;
  /** The parsed JSON body, when the body was JSON. */
  readonly body?: unknown;
  /** The raw body text, when one was received. */
  readonly bodyText?: string;
  readonly problems?: string[];
  readonly timeoutMs?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.command = init.command;
    this.url = init.url;
    this.status = init.status;
    this.body = init.body;
    this.bodyText = init.bodyText;
    this.problems = init.problems;
    this.timeoutMs = init.timeoutMs;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * The request body failed its schema before anything was sent. Forms validate first, so this
 * means a caller bug or a stale form; `fieldErrors` maps a dotted path to its first message.
 */
export class RequestInvalidError extends Error {
  override readonly name = 'RequestInvalidError';
  readonly command: Command;
  readonly issues: z.core.$ZodIssue[];
  readonly fieldErrors: Record<string, string>;

  constructor(command: Command, issues: z.core.$ZodIssue[]) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of issues) {
      const key = issue.path.map(String).join('.') || '(body)';
      fieldErrors[key] ??= issue.message;
    }
    const list = Object.entries(fieldErrors)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ');
    super(`The ${command} request is not valid: ${list}`);
    this.command = command;
    this.issues = issues;
    this.fieldErrors = fieldErrors;
  }
}

/** The service's own explanation, from the shapes seen in practice. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const error = b.error;
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as Record<string, unknown>).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  for (const key of ['message', 'msg', 'detail', 'reason']) {
    const value = b[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

const LONG_STRING = 120;
const MAX_JSON_CHARS = 8_000;
const MAX_TEXT_CHARS = 1_500;

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${(text.length - max).toLocaleString('en-US')} more characters)`;
}

/** The whole JSON body, pretty-printed; long strings (base64 transactions) are shortened. */
export function formatBody(body: unknown): string {
  const json = JSON.stringify(
    body,
    (_key, value: unknown) =>
      typeof value === 'string' && value.length > LONG_STRING
        ? `${value.slice(0, LONG_STRING)}… (${value.length} characters)`
        : value,
    2,
  );
  return truncate(json ?? String(body), MAX_JSON_CHARS);
}

function responseSection(e: ApiError): string {
  if (e.body !== undefined) return `\n\nThe service answered:\n${formatBody(e.body)}`;
  if (e.bodyText !== undefined && e.bodyText.trim() !== '') {
    const text = e.bodyText.replace(/\s+/g, ' ').trim();
    return `\n\nThe service answered:\n${truncate(text, MAX_TEXT_CHARS)}`;
  }
  if (e.bodyText !== undefined) return '\n\nThe answer was empty.';
  return '';
}

/** A title and a detail a user can act on: what happened, what to do, and what the service said. */
export function describeApiError(e: ApiError): { title: string; detail: string } {
  const said = serverMessage(e.body);
  const saidLine = said ? `The service said: “${said}”\n\n` : '';
  const nothingSent = 'Nothing was signed or sent.';
  switch (e.kind) {
    case 'network': {
      const cause = e.cause instanceof Error && e.cause.message ? ` (${e.cause.message})` : '';
      return {
        title: 'Could not reach the Basket API',
        detail:
          `The request to ${e.url} got no answer${cause}. Check your internet connection and the ` +
          `Basket API address in Settings, then retry. ${nothingSent}`,
      };
    }
    case 'timeout': {
      const seconds = e.timeoutMs === undefined ? '' : ` within ${formatSeconds(e.timeoutMs)}`;
      return {
        title: 'The Basket API took too long to answer',
        detail:
          `No answer from ${e.url}${seconds}. The service may be busy: retry in a moment. If it ` +
          `keeps happening, check the Basket API address in Settings. ${nothingSent}`,
      };
    }
    case 'http': {
      const status = e.status ?? 0;
      const advice =
        status === 404 || status === 405
          ? 'The Basket API address in Settings may be wrong, or this service does not offer this operation.'
          : status === 429
            ? 'Too many requests: wait a little, then retry.'
            : status >= 500
              ? 'The problem is on the service’s side: retry in a moment.'
              : 'Check the values you entered, then retry.';
      return {
        title:
          status >= 500
            ? `The Basket API failed (HTTP ${status})`
            : `The Basket API refused the request (HTTP ${status})`,
        detail: `${saidLine}${advice} ${nothingSent}${responseSection(e)}`,
      };
    }
    case 'not-json':
      return {
        title: 'The Basket API sent an answer that is not JSON',
        detail:
          `${e.url} answered${e.status ? ` HTTP ${e.status}` : ''} with something other than JSON. ` +
          `The Basket API address in Settings may point to a web page or another service: check ` +
          `it, then retry. ${nothingSent}${responseSection(e)}`,
      };
    case 'unsuccessful':
      return {
        title: 'The Basket API could not prepare the transaction',
        detail:
          `${saidLine}Check the values you entered (and your balances), then retry. ` +
          `${nothingSent}${responseSection(e)}`,
      };
    case 'invalid-response': {
      const problems = e.problems?.length ? `\n${e.problems.map((p) => `• ${p}`).join('\n')}` : '';
      return {
        title: 'The Basket API’s answer is incomplete',
        detail:
          `It reported success, but its transactions cannot be used:${problems}\n\nRetry; if it ` +
          `keeps happening, the service may be misbehaving. ${nothingSent}${responseSection(e)}`,
      };
    }
  }
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}
