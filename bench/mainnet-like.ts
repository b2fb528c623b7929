/**
 * "Create on the mainnet-like profile": the create flow (three transactions, one approval) in
 * headless Chromium against a sandbox of its own whose JSON-RPC behaves like mainnet (400 ms slots,
 * sends landing a block later and one in five dropped, reads two slots behind, bursts answered
 * 429: sandbox/chain/README.md, "Network profiles"), signed by the e2e test wallet in its
 * Phantom-like mode (a priority fee added to each transaction), the app sending. Per run: wall time
 * Confirm → third confirmation, the slots that took, and the network's counters over the same span
 * (rebroadcasts, drops, HTTP 429 answers — each one a request the app waited out and asked again).
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { confirmReview } from '../e2e/creator-steps';
import { AppDriver } from '../e2e/fixtures/app';
import { NetworkGuard } from '../e2e/fixtures/network-guard';
import { TestWallet } from '../e2e/fixtures/test-wallet';
import { fillCreateBasket } from '../e2e/flow-faults';
import type { NetworkSettings } from '../sandbox/chain/network/profiles';
import { startSandbox, type Sandbox } from '../sandbox/index';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { onCleanup } from './cleanup';
import { epochNow } from './epoch';
import { armConfirmClock, confirmClicks, defineNameHelper, whenStepShows } from './page-clock';
import { summarize, type Summary } from './stats';
import { WalletClock } from './wallet-clock';

export interface MainnetLikeRun {
  /** The seed of the network's drop decisions for this run (runs are repeatable by seed). */
  seed: number;
  confirmToThirdConfirmedMs: number;
  /** Slots the chain produced between the Confirm click and the third confirmation. */
  slots: number;
  /** sendTransaction calls the RPC received, rebroadcasts (a signature sent again) among them. */
  sends: number;
  rebroadcasts: number;
  /** Sends accepted and never forwarded. */
  dropped: number;
  /** Sends refused by preflight (e.g. the replica had not seen the step before yet). */
  preflightRefused: number;
  /** Requests answered HTTP 429: each one the app waited out and asked again. */
  rateLimited: number;
}

export interface MainnetLikeFigures {
  /** When this part ran and the 1-minute load average around it (it may run on its own). */
  measuredAt: string;
  loadAverage: { start: number; end: number };
  settings: NetworkSettings;
  slotMs: number;
  wallet: string;
  runs: MainnetLikeRun[];
  confirmToThirdConfirmedMs: Summary;
  slots: Summary;
}

const SLOT_MS = 400;
const STEP_TIMEOUT_MS = 180_000;
// The label the create flow gives its last step (src/features/create/operation.ts).
const CREATE_LAST_STEP = 'Activate the basket';

/** When each slot was produced (epoch ms), to say which slot a page-side moment fell in. */
class SlotClock {
  readonly #slots: { slot: number; at: number }[];
  readonly #stop: () => void;

  constructor(sandbox: Sandbox) {
    this.#slots = [{ slot: sandbox.chain.slot(), at: epochNow() }];
    this.#stop = sandbox.chain.onSlot((slot) => this.#slots.push({ slot, at: epochNow() }));
  }

  /** The chain's slot at `at` (epoch ms). */
  slotAt(at: number): number {
    let found = this.#slots[0]!.slot;
    for (const entry of this.#slots) {
      if (entry.at > at) break;
      found = entry.slot;
    }
    return found;
  }

  stop(): void {
    this.#stop();
  }
}

async function fund(sandbox: Sandbox, address: string): Promise<void> {
  const response = await fetch(`${sandbox.apiUrl}/sandbox/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address }),
  });
  const body = (await response.json()) as { success?: boolean };
  if (!response.ok || !body.success) throw new Error(`faucet: ${JSON.stringify(body)}`);
}

async function createOnce(
  browser: Browser,
  appUrl: string,
  sandbox: Sandbox,
  seed: number,
): Promise<MainnetLikeRun> {
  const context = await browser.newContext({ baseURL: appUrl });
  const wallet = new TestWallet();
  wallet.setPhantomLike(true);
  const clock = new WalletClock(wallet);
  try {
    await defineNameHelper(context);
    await wallet.install(context);
    await armConfirmClock(context);
    const guard = new NetworkGuard([appUrl]);
    guard.watch(context);
    const page = await context.newPage();
    const app = new AppDriver(page, guard, wallet);
    await app.useSandbox(sandbox);
    await fund(sandbox, wallet.address);
    await app.goto('/create');
    await app.connectWallet();
    // Names must be unique on the service; the seed tells runs apart.
    await fillCreateBasket(page, `MNLIKE${seed}`);
    await page.getByRole('button', { name: 'Review' }).click();
    await page
      .getByRole('button', { name: 'Confirm and sign' })
      .waitFor({ timeout: STEP_TIMEOUT_MS });

    // Counters from here on: what the create itself met on the network.
    sandbox.network.update({ reset: true, seed });
    const slots = new SlotClock(sandbox);
    try {
      const third = whenStepShows(page, CREATE_LAST_STEP, 'Confirmed', STEP_TIMEOUT_MS);
      const before = (await confirmClicks(page)).length;
      await confirmReview(page);
      const confirmedAt = (await confirmClicks(page))[before];
      if (confirmedAt === undefined) throw new Error('the Confirm click was not seen');
      const thirdAt = await third;
      const { stats } = sandbox.network.snapshot();
      return {
        seed,
        confirmToThirdConfirmedMs: thirdAt - confirmedAt,
        slots: slots.slotAt(thirdAt) - slots.slotAt(confirmedAt),
        sends: stats.sends,
        rebroadcasts: stats.rebroadcasts,
        dropped: stats.dropped,
        preflightRefused: stats.preflightFailures,
        rateLimited: stats.rateLimited,
      };
    } finally {
      slots.stop();
    }
  } finally {
    clock.stop();
    wallet.dispose();
    await context.close();
  }
}

/** `runs` creates, each in a fresh browser context with a fresh wallet; seeds 1…runs. */
export async function benchMainnetLikeCreate(
  appUrl: string,
  runs: number,
  log: (line: string) => void,
): Promise<MainnetLikeFigures> {
  const measuredAt = new Date().toISOString();
  const loadAtStart = os.loadavg()[0]!;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-mainnet-like-'));
  const sandbox = await startSandbox({
    rpcPort: 0,
    wsPort: 0,
    apiPort: 0,
    dataDir,
    reset: true,
    blockMs: SLOT_MS,
    network: 'mainnet-like',
  });
  const stopSandbox = onCleanup('mainnet-like sandbox', async () => {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const stopBrowser = onCleanup('Chromium (mainnet-like)', () => browser.close());
  try {
    const results: MainnetLikeRun[] = [];
    for (let seed = 1; seed <= runs; seed++) {
      const run = await createOnce(browser, appUrl, sandbox, seed);
      results.push(run);
      log(
        `  mainnet-like ${seed}/${runs}: create ${Math.round(run.confirmToThirdConfirmedMs)} ms, ` +
          `${run.slots} slots, ${run.rebroadcasts} rebroadcasts, ${run.dropped} dropped, ` +
          `${run.rateLimited} × 429`,
      );
    }
    return {
      measuredAt,
      loadAverage: { start: loadAtStart, end: os.loadavg()[0]! },
      settings: sandbox.network.snapshot().settings,
      slotMs: SLOT_MS,
      wallet: 'e2e test wallet, Phantom-like (priority fee 0.00002 SOL per transaction)',
      runs: results,
      confirmToThirdConfirmedMs: summarize(results.map((r) => r.confirmToThirdConfirmedMs)),
      slots: summarize(results.map((r) => r.slots)),
    };
  } finally {
    await stopBrowser();
    await stopSandbox();
  }
}
