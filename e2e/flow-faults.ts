// Shared steps of the flow-engine specs (e2e/flow-*.spec.ts): fault injection on the RPC (HTTP
// through page.route, WebSocket notifications through page.routeWebSocket), the test wallet's
// prompts answered one by one, and a create flow started and resumed from Activity.
import { expect, type Page, type Route, type WebSocketRoute } from '@playwright/test';
import { VersionedTransaction } from '@solana/web3.js';
import bs58 from 'bs58';
import type { AppDriver } from './fixtures/app';
import type { TestWallet, WalletPrompt } from './fixtures/test-wallet';
import { confirmReview, reviewNewBasket, timelineStep } from './support/ui';

/**
 * What happens to the app's `sendTransaction` calls:
 *  pass       - through to the chain, answered normally
 *  hold       - never reaches the chain, never answered (the app waits in "Sending")
 *  land-hold  - reaches the chain (it lands), the answer is withheld
 *  drop       - never reaches the chain, the request fails (network error)
 *  land-drop  - reaches the chain (it lands), the answer is lost (network error)
 */
export type SendFault = 'pass' | 'hold' | 'land-hold' | 'drop' | 'land-drop';

export interface RpcCall {
  method?: string;
  params?: unknown[];
}

/** Fault injection on the sandbox RPC as seen by one page. Stubs nothing: it only delays or drops. */
export class RpcFaults {
  send: SendFault = 'pass';
  /** The RPC is unreachable: every HTTP call fails, WebSocket notifications are lost. */
  down = false;
  /** Signature (base58, the fee payer's) of every transaction the page asked the RPC to send. */
  readonly sent: string[] = [];
  /** Set `down` the moment the next faulted send has reached the chain (before the page hears). */
  downAfterSend = false;
  /** When set, only sends whose signature it accepts get `send`'s fault; the others pass. */
  only?: (signature: string) => boolean;
  /** HTTP calls that failed because `down` was set. */
  downCalls = 0;
  readonly #held: (() => void)[] = [];
  #sendWaiters: ((signature: string) => void)[] = [];

  private constructor(
    private readonly rpcOrigin: string,
    private readonly wsOrigin: string,
  ) {}

  static async install(page: Page, urls: { rpcUrl: string; wsUrl: string }): Promise<RpcFaults> {
    const faults = new RpcFaults(new URL(urls.rpcUrl).origin, new URL(urls.wsUrl).origin);
    await page.route(
      (url) => url.origin === faults.rpcOrigin,
      (route) => faults.#onHttp(route),
    );
    await page.routeWebSocket(
      (url) => url.origin === faults.wsOrigin,
      (ws) => faults.#onSocket(ws),
    );
    return faults;
  }

  /** Resolves with the signature of the next transaction the page sends (from now on). */
  nextSend(): Promise<string> {
    return new Promise((resolve) => this.#sendWaiters.push(resolve));
  }

  /** Lets requests held by `hold` / `land-hold` fail (their page is usually gone by then). */
  releaseHeld(): void {
    for (const release of this.#held.splice(0)) release();
  }

  /** The link is healthy again: held requests fail, and every send passes from now on. */
  heal(): void {
    this.releaseHeld();
    this.send = 'pass';
    this.only = undefined;
  }

  async #onHttp(route: Route): Promise<void> {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    if (this.down) {
      this.downCalls += 1;
      return route.abort('internetdisconnected');
    }
    const calls = parseCalls(request.postData());
    const send = calls.find((c) => c.method === 'sendTransaction');
    const signature = send ? this.#recordSend(send) : undefined;
    const faulted = this.send !== 'pass' && (!this.only || (!!signature && this.only(signature)));
    if (!send || !faulted) return route.fallback();
    const mode = this.send;
    if (mode === 'drop') return route.abort('internetdisconnected');
    if (mode === 'land-drop') {
      await route.fetch().catch(() => undefined);
      if (this.downAfterSend) this.down = true;
      return route.abort('internetdisconnected').catch(() => undefined);
    }
    if (mode === 'land-hold') await route.fetch().catch(() => undefined);
    // hold / land-hold: no answer until released; by then the page has usually reloaded.
    await new Promise<void>((resolve) => this.#held.push(resolve));
    await route.abort('internetdisconnected').catch(() => undefined);
  }

  #recordSend(call: RpcCall): string | undefined {
    const encoded = call.params?.[0];
    if (typeof encoded !== 'string') return undefined;
    const tx = VersionedTransaction.deserialize(Buffer.from(encoded, 'base64'));
    const signature = bs58.encode(tx.signatures[0] ?? new Uint8Array(64));
    this.sent.push(signature);
    for (const waiter of this.#sendWaiters.splice(0)) waiter(signature);
    return signature;
  }

  #onSocket(ws: WebSocketRoute): void {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      // While down, subscription notifications are lost (replies to requests still pass, so the
      // client's own bookkeeping stays sane: that is what a flaky link looks like).
      if (this.down && typeof message === 'string' && message.includes('Notification')) return;
      ws.send(message);
    });
  }
}

/** The JSON-RPC calls of a request body (one call or a batch); none when it is not JSON-RPC. */
export function parseCalls(body: string | null): RpcCall[] {
  if (!body) return [];
  try {
    const parsed = JSON.parse(body) as RpcCall | RpcCall[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [];
  }
}

/** In the wallet's manual mode: waits for the next prompt and approves it. */
export async function approveNextPrompt(wallet: TestWallet): Promise<WalletPrompt> {
  const prompt = await wallet.nextPrompt();
  expect(prompt.feature).toBe('signTransaction');
  prompt.approve();
  return prompt;
}

/**
 * Confirms the review on screen with the wallet answering by hand (manual mode, left on for the
 * rest of the test); returns the wallet's first prompt, not yet answered.
 */
export async function confirmWithPromptHeld(page: Page, wallet: TestWallet): Promise<WalletPrompt> {
  wallet.setMode('manual');
  await confirmReview(page);
  return wallet.nextPrompt();
}

/**
 * Confirms the create on screen while `rpc` holds step 2's broadcast, with a wallet that signs all
 * three steps in one approval: returns once step 1 is confirmed, steps 2 and 3 signed (journaled)
 * and unsent.
 */
export async function confirmCreateHoldingStep2(page: Page, rpc: RpcFaults, wallet: TestWallet, timeout: number): Promise<void> {
  rpc.send = 'hold';
  rpc.only = (signature) => signature === wallet.signedSignatures[1];
  await confirmReview(page);
  await expect(timelineStep(page, CREATE_STEPS[0])).toContainText('Confirmed', { timeout });
  expect(wallet.calls.signTransaction).toBe(1);
  expect(wallet.signedSignatures).toHaveLength(3);
}

/**
 * Reloads the page of a flow whose sends `rpc` held, heals the link, and resumes the flow from
 * Activity once the wallet has reconnected.
 */
export async function reloadHealAndResume(app: AppDriver, rpc: RpcFaults, title: string) {
  await app.page.reload();
  rpc.heal();
  await expect(app.connectedButton()).toBeVisible();
  await resumeFromActivity(app.page, title);
}

/** The activity page's Resume button for a flow, after the page was reloaded. */
export async function resumeFromActivity(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
  const unfinished = page.getByRole('region', { name: 'Unfinished (1)' });
  await expect(unfinished).toBeVisible();
  await unfinished.getByRole('button', { name: `Resume ${title}` }).click();
}

export const CREATE_STEPS = ['Create the basket', 'Set up the composition', 'Activate the basket'] as const;

/**
 * Opens /create, connects, fills a basket and confirms its review with the wallet answering by
 * hand (manual mode); returns once step 1 is confirmed and step 2's prompt is about to open.
 */
export async function startCreateFlow(app: AppDriver, wallet: TestWallet, symbol: string) {
  const { page } = app;
  await reviewNewBasket(app, symbol);
  wallet.setMode('manual');
  await confirmReview(page);
  await approveNextPrompt(wallet);
  await expect(timelineStep(page, CREATE_STEPS[0])).toContainText('Confirmed', {
    timeout: 30_000,
  });
}
