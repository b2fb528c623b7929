// A Solana Actions client that follows the spec (@solana/actions-spec 2.4, its README): it finds a
// page's Action through the site's actions.json, reads the Action with GET, checks every field and
// header the spec requires of an answer, and POSTs the account to a linked action with its
// parameters filled in and checked as a blink client checks them. What it returns is typed with the
// spec's own types; anything off the spec fails the test with what is wrong.
import type { ActionError, ActionGetResponse, ActionsJson, LinkedAction, TransactionResponse } from '@solana/actions-spec';
import { expect } from '@playwright/test';

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** `solana-action:<link>` → the Action's URL (the link URL-decoded, as the spec says). */
export function actionUrlOf(blink: string): string {
  expect(blink.startsWith('solana-action:'), `${blink} is a solana-action: URL`).toBe(true);
  const url = decodeURIComponent(blink.slice('solana-action:'.length));
  expect(isHttpUrl(url), `${url} is an absolute http(s) URL`).toBe(true);
  return url;
}

/** The spec's path matching: `*` one segment, `**` the rest. */
function matchRule(pattern: string, path: string): string[] | null {
  const regex = pattern
    .split('/')
    .map((part) => (part === '**' ? '(.*)' : part === '*' ? '([^/]+)' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const match = new RegExp(`^${regex}$`).exec(path);
  return match ? match.slice(1) : null;
}

/** The Action a website page maps to through `<origin>/actions.json`, or null when none does. */
export async function actionOfPage(pageUrl: string): Promise<string | null> {
  const page = new URL(pageUrl);
  const answer = await fetch(`${page.origin}/actions.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  const rules = ((await answer.json()) as ActionsJson).rules;
  for (const rule of rules) {
    const captured = matchRule(rule.pathPattern, page.pathname);
    if (!captured) continue;
    let api = rule.apiPath;
    for (const part of captured) api = api.replace(/\*\*|\*/, part);
    return new URL(`${api}${page.search}`, page.origin).toString();
  }
  return null;
}

function checkHeaders(response: Response) {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('x-action-version')).toMatch(/^2\.\d+$/);
  expect(response.headers.get('x-blockchain-ids')).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/);
}

function checkLinkedAction(action: LinkedAction) {
  expect(['transaction', 'message', 'post', 'external-link']).toContain(action.type);
  expect(typeof action.label).toBe('string');
  expect(action.href.length).toBeGreaterThan(0);
  for (const parameter of action.parameters ?? []) {
    expect(typeof parameter.name).toBe('string');
    expect(action.href).toContain(`{${parameter.name}}`);
    if ('pattern' in parameter && parameter.pattern !== undefined) {
      const pattern = parameter.pattern;
      expect(() => new RegExp(pattern)).not.toThrow();
      // "If pattern is provided, the patternDescription is required."
      expect(typeof parameter.patternDescription).toBe('string');
    }
  }
}

/** GET the Action: its headers and body checked against the spec. */
export async function getAction(actionUrl: string): Promise<ActionGetResponse> {
  const preflight = await fetch(actionUrl, { method: 'OPTIONS' });
  expect(preflight.ok).toBe(true);
  expect(preflight.headers.get('access-control-allow-methods')).toBe('GET,POST,PUT,OPTIONS');
  const response = await fetch(actionUrl, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  checkHeaders(response);
  const action = (await response.json()) as ActionGetResponse;
  expect(action.type).toBe('action');
  for (const field of ['icon', 'title', 'description', 'label'] as const) {
    expect(typeof action[field], field).toBe('string');
  }
  expect(isHttpUrl(action.icon), 'icon is an absolute http(s) URL').toBe(true);
  const icon = await fetch(action.icon);
  expect(icon.headers.get('content-type')).toMatch(/^image\/(png|svg\+xml|webp)$/);
  // "Labels should not exceed 5 word phrases and should start with a verb."
  expect(action.label.split(/\s+/).length).toBeLessThanOrEqual(5);
  for (const linked of action.links?.actions ?? []) checkLinkedAction(linked);
  return action;
}

/**
 * POST `account` to `linked` (its href resolved against the Action's URL, each `{name}` filled from
 * `values` once it passes the parameter's pattern and bounds): the transaction answer, checked.
 */
export async function postAction(
  actionUrl: string,
  linked: LinkedAction,
  account: string,
  values: Record<string, string> = {},
): Promise<TransactionResponse> {
  let href = linked.href;
  for (const parameter of linked.parameters ?? []) {
    const value = values[parameter.name] ?? '';
    if (parameter.required) expect(value, parameter.name).not.toBe('');
    if ('pattern' in parameter && parameter.pattern) expect(value).toMatch(new RegExp(parameter.pattern));
    if ('min' in parameter && typeof parameter.min === 'number') expect(Number(value)).toBeGreaterThanOrEqual(parameter.min);
    href = href.replace(`{${parameter.name}}`, encodeURIComponent(value));
  }
  const response = await fetch(new URL(href, actionUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account }),
  });
  checkHeaders(response);
  const body = (await response.json()) as TransactionResponse | ActionError;
  expect(response.status, 'message' in body ? body.message : '').toBe(200);
  const answer = body as TransactionResponse;
  expect(answer.type ?? 'transaction').toBe('transaction');
  expect(typeof answer.transaction).toBe('string');
  return answer;
}
