// The sandbox's Basket API on node:http: the spec's eight POST /baskets/<command> endpoints, plus
// /sandbox/* helpers (tokens, faucet, indexed baskets and withdrawals, blockhash expiry), test
// controls (network profile, answer shapes) and Jupiter's /tokens/v2/search and /price/v3 for the
// test tokens. The Basket program itself runs on the chain (emulated: ../program/emulator); the
// keeper sends its automation's instructions; the index behind /sandbox/* is the sandbox's own.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicKey } from '@solana/web3.js';
import { COMMANDS, isCommand, type Command } from '../../src/api/commands';
import { publicKeySchema } from '../../src/api/schemas';
import type { Chain } from '../chain/chain';
import type { SandboxNetwork } from '../chain/network';
import { Keeper } from '../keeper/keeper';
import { sandboxTokens } from '../model/tokens';
import { buildClaim } from './commands/claim';
import { buildCreate } from './commands/create';
import { buildDeposit } from './commands/deposit';
import { buildEdit } from './commands/edit';
import { buildSetMetadata } from './commands/set-metadata';
import { buildBurn, buildMint } from './commands/single-asset';
import { buildWithdraw } from './commands/withdraw';
import {
  DEFAULT_BEHAVIOUR,
  type ClaimAccountsTx,
  type ServiceBehaviour,
  type TransactionShape,
} from './behaviour';
import type { ServiceContext } from './context';
import { behaviourState, changeBehaviour, changeNetwork, networkState } from './controls';
import { changeClock, clockState, oraclesAtHistoryPrices } from './clock';
import { ApiFailure } from '../model/errors';
import { runFaucet } from './faucet';
import { applyCors, readJsonBody, sendFailure, sendJson } from './http';
import { routeJupiter } from './jupiter';
import { routePriceHistory } from './price-history/route';
import { priceHistoryAnchor } from './price-history/anchor';
import { PriceHistoryBook } from './price-history/walk';
import { SandboxKeys } from '../model/keys';
import { BasketIndex } from '../model/state';
import { validateRequest } from './validate';
import { basketView, depositView, holderBalance, withdrawalView } from './views';

export interface ServiceOptions {
  chain: Chain;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Delay before the keeper mints a deposit's basket tokens (default 3000, max 180000). */
  keeperDelayMs?: number;
  /** Browser origins allowed besides localhost / 127.0.0.1 on any port. */
  allowedOrigins?: readonly string[];
  /** Where the service keeps its key secret. Default: the chain's data folder. */
  dataDir?: string;
  /**
   * Run on the service's context before the keeper starts: the sandbox passes seedSandbox (../seed),
   * which creates the test tokens, reserve and demo basket if missing. Passed in, not imported:
   * the seed builds its basket through the service's commands, so it sits above the service.
   */
  seed?: (ctx: ServiceContext) => void | Promise<void>;
  /** Every returned transaction starts with the SDK's ComputeBudget instructions (default false). */
  computeBudget?: boolean;
  /** Claim's createATAsTx when no token account is missing (default 'always'). */
  claimAccountsTx?: ClaimAccountsTx;
  /** Create's and edit's transactions: 'legacy' (default) or 'v0' with the program's lookup table. */
  transactions?: TransactionShape;
  /** The network profile the JSON-RPC serves clients through (GET/POST /sandbox/network). */
  network?: SandboxNetwork;
  /**
   * Unix seconds from which past prices are the current ones (default: the data folder's first
   * start, else when the service starts: price-history/anchor.ts); the history walks back from
   * there (price-history/walk.ts). Same anchor, same history.
   */
  priceHistoryAnchor?: number;
  /**
   * A ledger started in the past stays there after the seed, its oracles at that time's past
   * prices, until POST /sandbox/clock moves it (./clock.ts). Default false: real time from the seed on.
   */
  holdClock?: boolean;
}

export interface RunningService {
  url: string;
  port: number;
  /** The keeper's address and other internals, for tests and the sandbox entry. */
  context: ServiceContext;
  close(): Promise<void>;
}

type Handler = (ctx: ServiceContext, body: never) => unknown;

const BUILDERS: Record<Command, Handler> = {
  create: buildCreate as Handler,
  edit: buildEdit as Handler,
  deposit: buildDeposit as Handler,
  withdraw: buildWithdraw as Handler,
  claim: buildClaim as Handler,
  mint: buildMint as Handler,
  burn: buildBurn as Handler,
  'set-metadata': buildSetMetadata as Handler,
};

function methodNotAllowed(allowed: string): ApiFailure {
  return new ApiFailure(405, 'METHOD_NOT_ALLOWED', `Use ${allowed} for this path`);
}

function requireMethod(req: IncomingMessage, res: ServerResponse, method: 'GET' | 'POST'): void {
  if (req.method !== method) {
    res.setHeader('Allow', `${method}, OPTIONS`);
    throw methodNotAllowed(method);
  }
}

function queryAddress(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  const parsed = publicKeySchema.safeParse(value);
  if (!parsed.success) {
    throw new ApiFailure(
      400,
      'INVALID_FIELD',
      parsed.error.issues[0]?.message ?? 'Not an address',
      name,
    );
  }
  return parsed.data;
}

async function route(
  ctx: ServiceContext,
  initialBehaviour: ServiceBehaviour,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const parts = url.pathname.split('/').filter(Boolean);
  // Jupiter's token search and price endpoints, for the test tokens (jupiter.ts).
  if (routeJupiter(ctx, req, res, url)) return;
  // DefiLlama's price chart, from the sandbox's price history (price-history/route.ts).
  if (routePriceHistory(ctx.priceHistory, req, res, url)) return;

  if (parts[0] === 'baskets' && parts.length === 2) {
    const command = parts[1];
    if (!isCommand(command)) {
      throw new ApiFailure(
        404,
        'UNKNOWN_COMMAND',
        `Unknown command “${command}”; the commands are ${Object.keys(COMMANDS).join(', ')}`,
      );
    }
    requireMethod(req, res, 'POST');
    const body = await readJsonBody(req);
    const request = validateRequest(command, body);
    sendJson(res, 200, await BUILDERS[command](ctx, request as never));
    return;
  }

  if (parts[0] === 'sandbox') {
    const what = parts.slice(1).join('/');
    if (what === 'tokens') {
      requireMethod(req, res, 'GET');
      sendJson(res, 200, {
        success: true,
        tokens: ctx.tokens.all.map((t) => ({
          mint: t.mint.toBase58(),
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          price: t.price,
        })),
      });
      return;
    }
    if (what === 'faucet') {
      requireMethod(req, res, 'POST');
      const body = await readJsonBody(req);
      const address = publicKeySchema.safeParse((body as { address?: unknown } | null)?.address);
      if (!address.success) {
        const missing = (body as { address?: unknown } | null)?.address === undefined;
        throw new ApiFailure(
          400,
          missing ? 'MISSING_FIELD' : 'INVALID_FIELD',
          address.error.issues[0]?.message ?? 'Enter a Solana address',
          'address',
        );
      }
      const result = runFaucet(ctx.chain, ctx.keys, ctx.tokens, new PublicKey(address.data));
      sendJson(res, 200, { success: true, ...result });
      return;
    }
    if (what === 'expire-blockhashes') {
      requireMethod(req, res, 'POST');
      req.resume();
      ctx.chain.expireBlockhashes();
      sendJson(res, 200, { success: true, ...ctx.chain.latestBlockhash() });
      return;
    }
    if (what === 'clock') {
      if (req.method === 'GET') {
        req.resume();
        sendJson(res, 200, clockState(ctx));
        return;
      }
      requireMethod(req, res, 'POST');
      sendJson(res, 200, changeClock(ctx, await readJsonBody(req)));
      return;
    }
    if (what === 'network' || what === 'behaviour') {
      const isNetwork = what === 'network';
      if (req.method === 'GET') {
        req.resume();
        sendJson(res, 200, isNetwork ? networkState(ctx) : behaviourState(ctx));
        return;
      }
      requireMethod(req, res, 'POST');
      const body = await readJsonBody(req);
      sendJson(
        res,
        200,
        isNetwork ? changeNetwork(ctx, body) : changeBehaviour(ctx, initialBehaviour, body),
      );
      return;
    }
    if (what === 'baskets') {
      requireMethod(req, res, 'GET');
      // ?creator= baskets a wallet created; ?holder= baskets it holds tokens of (with its balance).
      const creator = queryAddress(url, 'creator');
      const holder = queryAddress(url, 'holder');
      const baskets = [...ctx.index.baskets.values()]
        .filter((b) => !creator || b.creator === creator)
        .map((b) => ({ b, held: holder ? holderBalance(ctx, b, holder) : undefined }))
        .filter(({ held }) => held === undefined || held > 0)
        .map(({ b, held }) => ({ ...basketView(ctx, b), ...(held === undefined ? {} : { held }) }));
      sendJson(res, 200, { success: true, baskets });
      return;
    }
    if (what === 'deposits') {
      requireMethod(req, res, 'GET');
      const user = queryAddress(url, 'user');
      const basket = queryAddress(url, 'basket');
      const deposits = [...ctx.index.deposits.values()]
        .filter((d) => (!user || d.user === user) && (!basket || d.basket === basket))
        .map((d) => depositView(ctx, d));
      sendJson(res, 200, { success: true, keeperDelayMs: ctx.keeper.delayMs, deposits });
      return;
    }
    if (parts[1] === 'baskets' && parts.length === 3) {
      requireMethod(req, res, 'GET');
      const b = ctx.index.baskets.get(parts[2] ?? '');
      if (!b)
        throw new ApiFailure(
          404,
          'BASKET_NOT_FOUND',
          'No basket with this address exists in the sandbox',
        );
      sendJson(res, 200, { success: true, basket: basketView(ctx, b) });
      return;
    }
    if (what === 'withdrawals') {
      requireMethod(req, res, 'GET');
      const user = queryAddress(url, 'user');
      const withdrawals = [...ctx.index.withdrawals.values()]
        .filter((w) => !user || w.user === user)
        .map((w) => withdrawalView(ctx, w));
      sendJson(res, 200, { success: true, withdrawals });
      return;
    }
  }
  throw new ApiFailure(404, 'NOT_FOUND', `Nothing at ${url.pathname}`);
}

export async function startService(opts: ServiceOptions): Promise<RunningService> {
  const { chain } = opts;
  const keys = SandboxKeys.load(opts.dataDir ?? chain.dataDir);
  const tokens = sandboxTokens();
  const index = new BasketIndex(chain);
  const unsubscribe = chain.onTransaction((event) => index.ingest(event));
  const keeper = new Keeper({
    chain,
    keys,
    index,
    tokens,
    delayMs: opts.keeperDelayMs,
  });
  const initialBehaviour: ServiceBehaviour = {
    computeBudget: opts.computeBudget ?? DEFAULT_BEHAVIOUR.computeBudget,
    claimAccountsTx: opts.claimAccountsTx ?? DEFAULT_BEHAVIOUR.claimAccountsTx,
    transactions: opts.transactions ?? DEFAULT_BEHAVIOUR.transactions,
  };
  const ctx: ServiceContext = {
    chain,
    keys,
    index,
    tokens,
    keeper,
    behaviour: { ...initialBehaviour },
    network: opts.network ?? null,
    priceHistory: new PriceHistoryBook(
      tokens,
      opts.priceHistoryAnchor ??
        priceHistoryAnchor(opts.dataDir ?? chain.dataDir, Date.now() / 1000),
    ),
  };
  try {
    await opts.seed?.(ctx);
  } finally {
    // A ledger started in the past runs in real time from here, whatever the seed did, unless its
    // clock is held there.
    if (!opts.holdClock) chain.resumeRealTime();
  }
  if (chain.inPast) oraclesAtHistoryPrices(ctx, chain.blockTime());
  keeper.start();

  const allowedOrigins = opts.allowedOrigins ?? [];
  const server = createServer((req, res) => {
    applyCors(req, res, allowedOrigins);
    if (req.method === 'OPTIONS') {
      req.resume();
      res.writeHead(204).end();
      return;
    }
    route(ctx, initialBehaviour, req, res).catch((e: unknown) => {
      if (e instanceof ApiFailure) {
        sendFailure(res, e, req);
        return;
      }
      console.error(`[sandbox service] ${req.method} ${req.url} failed:`, e);
      const message = e instanceof Error ? e.message : String(e);
      sendFailure(res, new ApiFailure(500, 'INTERNAL_ERROR', `The sandbox failed: ${message}`));
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    context: ctx,
    close() {
      closing ??= (async () => {
        keeper.close();
        unsubscribe();
        await keeper.idle();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
