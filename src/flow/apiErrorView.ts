import { ApiError, describeApiError, formatBody, type ApiErrorKind } from '../api/errors';
import { isCommand } from '../api/commands';
import type { Flow, FlowApiError } from './types';

const KINDS: readonly string[] = [
  'network',
  'timeout',
  'http',
  'not-json',
  'unsuccessful',
  'invalid-response',
];

/** Title, advice and the whole body of a journaled API failure, for display. */
export function apiErrorView(
  flow: Pick<Flow, 'op'>,
  e: FlowApiError,
): { title: string; detail: string; body?: string } {
  const body =
    e.body !== undefined ? formatBody(e.body) : e.bodyText?.trim() ? e.bodyText : undefined;
  if (e.kind && KINDS.includes(e.kind) && isCommand(flow.op)) {
    const { title, detail } = describeApiError(
      new ApiError({
        kind: e.kind as ApiErrorKind,
        message: e.message,
        command: flow.op,
        url: e.url ?? '',
        status: e.status,
        body: e.body,
        bodyText: e.bodyText,
        problems: e.problems,
        timeoutMs: e.timeoutMs,
      }),
    );
    return { title, detail }; // detail already carries the whole body
  }
  if (e.kind === 'refused') {
    // Refused by the intent check (docs/flow-engine.md rule 12), not by the service.
    return {
      title: 'This app stopped the Basket API’s answer before your wallet saw it',
      detail: `The transaction it sent does not do what you asked: ${e.message}. Nothing was signed or sent. Retry asks the Basket API again; if it answers the same, do not use it for this.`,
      body,
    };
  }
  return { title: 'The request failed', detail: e.message, body };
}
