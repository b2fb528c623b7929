import type { Browser, Page } from '@playwright/test';
import { AppDriver } from '../../e2e/fixtures/app';
import { NetworkGuard } from '../../e2e/fixtures/network-guard';
import { TestWallet } from '../../e2e/fixtures/test-wallet';
import type { Sandbox } from '../../sandbox/index';
import type { SendMode } from '../../src/flow/types';
import { armConfirmClock, defineNameHelper } from './page-clock';
import { WalletClock } from './wallet-clock';

/** A browser context on the app with the e2e test wallet, funded, answered by a WalletClock. */
export interface WalletSession {
  page: Page;
  app: AppDriver;
  wallet: TestWallet;
  clock: WalletClock;
  close(): Promise<void>;
}

export interface WalletSessionOptions {
  /** Who sends: the app's settings choose it, as a user would in Settings. */
  sendMode: SendMode;
  /** The test wallet adds a priority fee to each transaction, as Phantom does. */
  phantomLike?: boolean;
}

/** The sandbox's faucet: SOL and test tokens for `address`. */
export async function fund(sandbox: Sandbox, address: string): Promise<void> {
  const response = await fetch(`${sandbox.apiUrl}/sandbox/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address }),
  });
  const body = (await response.json()) as { success?: boolean };
  if (!response.ok || !body.success) throw new Error(`faucet: ${JSON.stringify(body)}`);
}

/**
 * A fresh browser context pointed at the sandbox (its settings stored as a returning user's), the
 * test wallet installed and funded, the Confirm clicks clocked. Closing it closes the context.
 */
export async function openWalletSession(
  browser: Browser,
  appUrl: string,
  sandbox: Sandbox,
  options: WalletSessionOptions,
): Promise<WalletSession> {
  const context = await browser.newContext({ baseURL: appUrl });
  const wallet = new TestWallet();
  wallet.setPhantomLike(options.phantomLike ?? false);
  const clock = new WalletClock(wallet);
  const close = async () => {
    clock.stop();
    wallet.dispose();
    await context.close();
  };
  try {
    await defineNameHelper(context);
    await wallet.install(context);
    await armConfirmClock(context);
    const guard = new NetworkGuard([appUrl]);
    guard.watch(context);
    const page = await context.newPage();
    const app = new AppDriver(page, guard, wallet);
    await app.useSandbox(sandbox, options.sendMode);
    await fund(sandbox, wallet.address);
    return { page, app, wallet, clock, close };
  } catch (error) {
    await close();
    throw error;
  }
}
