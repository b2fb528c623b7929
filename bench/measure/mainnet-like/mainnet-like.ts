/**
 * "Create on the mainnet-like profile": the create flow (three transactions, one approval) in
 * headless Chromium against a sandbox of its own whose JSON-RPC behaves like mainnet (400 ms slots,
 * sends landing a block later and one in five dropped, reads two slots behind, bursts answered
 * 429: sandbox/chain/README.md, "Network profiles"), signed by the e2e test wallet in its
 * Phantom-like mode (a priority fee added to each transaction), the app sending. Per run: wall time
 * Confirm → third confirmation, the slots that took, and the network's counters over the same span
 * (rebroadcasts, drops, HTTP 429 answers — each one a request the app waited out and asked again).
 */
import type { Browser } from '@playwright/test';
import os from 'node:os';
import type { NetworkSettings } from '../../../sandbox/chain/network/profiles';
import type { Sandbox } from '../../../sandbox/index';
import { confirmAndClock, whenStepShows } from '../../pages/page-clock';
import { openWalletSession } from '../../pages/wallet-session';
import { epochNow } from '../../support/epoch';
import { summarize, type Summary } from '../../support/stats';
import { withBrowser } from '../../support/chromium';
import { withOwnSandbox } from '../own-sandbox';
import { fillCreateBasket } from '../../../e2e/support/ui';

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

export const MAINNET_LIKE_RUNS = 3;
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

async function createOnce(
  browser: Browser,
  appUrl: string,
  sandbox: Sandbox,
  seed: number,
): Promise<MainnetLikeRun> {
  const session = await openWalletSession(browser, appUrl, sandbox, {
    sendMode: 'app',
    phantomLike: true,
  });
  try {
    const { page, app } = session;
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
      const confirmedAt = await confirmAndClock(page);
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
    await session.close();
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
  const options = { blockMs: SLOT_MS, network: 'mainnet-like' } as const;
  return withOwnSandbox('mainnet-like', options, (sandbox) =>
    withBrowser('mainnet-like', async (browser) => {
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
    }),
  );
}
