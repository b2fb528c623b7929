// The edge handler: one Fetch-API function, Request → Response, for what the static app cannot
// answer by itself (docs/edge.md): Solana Actions (/actions.json and the deposit Action of every
// basket) and share links (a page with og:/twitter: tags and the card image). `npm start` serves it
// beside the app (scripts/edge-node.mjs); an edge host runs the same built file (README, "Deploying
// the edge handler").
import type { ActionsJson } from '@solana/actions-spec';
import { accountAddress } from '../solana/address';
import { rpcRequest, type RpcEndpoint } from '../solana/jsonRpc';
import { readBasketFacts, readBasketState, type BasketRead } from './basketFacts';
import { actionError, actionHeaders, actionJson, blockchainIdOf } from './actionHeaders';
import type { EdgeConfig } from './config';
import { depositActionGet, depositActionPost } from './depositAction';
import { createPngRenderer, type ResvgWasm } from './renderPng';
import { withSecurityHeaders } from './securityHeaders';
import { iconSvg, shareCardSvg } from './shareCard';
import { sharePageHtml } from './sharePage';

export interface HandlerOptions {
  /** resvg's WebAssembly module (or its bytes, where the runtime may compile them). */
  readonly wasm: ResvgWasm;
  /** The fetch the handler reads and asks with (the runtime's own by default). */
  readonly fetch?: typeof fetch;
}

const ACTION_PREFIX = '/api/actions/';
const SHARE_PREFIX = '/share/baskets/';

/** Whether the handler answers this path; any other is the static app's. */
export function handlesPath(pathname: string): boolean {
  return (
    pathname === '/actions.json' ||
    pathname.startsWith(ACTION_PREFIX) ||
    pathname.startsWith(SHARE_PREFIX)
  );
}

/** The spec's actions.json: a basket page's address unfurls as its deposit Action. */
export const ACTIONS_JSON: ActionsJson = {
  rules: [
    { pathPattern: '/baskets/*', apiPath: `${ACTION_PREFIX}deposit/*` },
    { pathPattern: `${ACTION_PREFIX}**`, apiPath: `${ACTION_PREFIX}**` },
  ],
};

function text(body: string, status: number, type = 'text/plain; charset=utf-8'): Response {
  return new Response(body, { status, headers: { 'Content-Type': type } });
}

export function createBasketryHandler(
  config: EdgeConfig,
  options: HandlerOptions,
): (request: Request) => Promise<Response> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const endpoint: RpcEndpoint = { url: config.rpcUrl, fetch: doFetch };
  const renderPng = createPngRenderer(options.wasm);
  // The chain's id, asked once (and again after a failure): the X-Blockchain-Ids header.
  let chainId: Promise<string | null> | null = null;
  const blockchainId = async () => {
    chainId ??= rpcRequest(endpoint, 'getGenesisHash', []).then(
      (hash) => (typeof hash === 'string' ? blockchainIdOf(hash) : null),
      () => {
        chainId = null;
        return null;
      },
    );
    return chainId;
  };

  async function action(request: Request, rest: string): Promise<Response> {
    const id = await blockchainId();
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: actionHeaders(id) });
    }
    const [kind, basket, extra] = rest.split('/');
    if (kind !== 'deposit' || basket === undefined || extra !== undefined) {
      return actionError('No Action at this address.', 404, id);
    }
    if (!accountAddress(basket)) {
      return actionError(`“${basket}” is not a basket address (a Solana address).`, 400, id);
    }
    if (request.method !== 'GET' && request.method !== 'POST') {
      return actionError(`${request.method} is not an Action request: use GET or POST.`, 405, id);
    }
    if (request.method === 'GET') {
      const read = await readBasketFacts(config, endpoint, basket);
      if (!read.found) return actionError(`No basket at ${basket}. ${read.why}`, 404, id);
      const origin = new URL(request.url).origin;
      return actionJson(depositActionGet(read.facts, origin), 200, id);
    }
    // A POST needs the basket to exist, not its figures (prices, 30-day return): one account read.
    const exists = await readBasketState(endpoint, basket);
    if (!exists.found) return actionError(`No basket at ${basket}. ${exists.why}`, 404, id);
    const body: unknown = await request.json().catch(() => undefined);
    const amount = new URL(request.url).searchParams.get('amount');
    const posted = await depositActionPost(config, endpoint, basket, body, amount);
    return posted.ok
      ? actionJson(posted.body, 200, id)
      : actionError(posted.refusal.message, posted.refusal.status, id);
  }

  async function share(request: Request, rest: string): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return text('Use GET.', 405);
    const [basket, file, extra] = rest.split('/');
    if (basket === undefined || !accountAddress(basket) || extra !== undefined) {
      return text('No basket at this address.', 404);
    }
    if (file !== undefined && file !== 'card.png' && file !== 'icon.png') {
      return text('Not found.', 404);
    }
    const read: BasketRead = await readBasketFacts(config, endpoint, basket);
    if (!read.found) return text(`No basket at ${basket}. ${read.why}`, 404);
    if (file === undefined) {
      const origin = new URL(request.url).origin;
      return new Response(sharePageHtml(read.facts, origin, config.appUrl ?? origin), {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'public, max-age=300',
        },
      });
    }
    const png = await renderPng(
      file === 'card.png' ? shareCardSvg(read.facts) : iconSvg(read.facts),
    );
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': 'image/png',
        // The figures change; a preview keeps a card a few minutes.
        'Cache-Control': 'public, max-age=300',
        'Access-Control-Allow-Origin': '*',
      },
    });
  }

  async function answer(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    try {
      if (pathname === '/actions.json') {
        const id = await blockchainId();
        return request.method === 'OPTIONS'
          ? new Response(null, { status: 204, headers: actionHeaders(id) })
          : actionJson(ACTIONS_JSON, 200, id);
      }
      if (pathname.startsWith(ACTION_PREFIX)) {
        return await action(request, pathname.slice(ACTION_PREFIX.length));
      }
      if (pathname.startsWith(SHARE_PREFIX)) {
        return await share(request, pathname.slice(SHARE_PREFIX.length));
      }
      return text('Not found.', 404);
    } catch (error) {
      // A read that failed (the RPC, the API): said as the service's failure, never a crash.
      const message = `Basketry could not answer: ${error instanceof Error ? error.message : 'an unexpected failure'}.`;
      return pathname.startsWith('/share/') ? text(message, 502) : actionError(message, 502, null);
    }
  }

  return async (request) => withSecurityHeaders(await answer(request));
}
