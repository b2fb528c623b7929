import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { confirmReview, setCompositionRow } from '../e2e/creator-steps';
import { AppDriver } from '../e2e/fixtures/app';
import { NetworkGuard } from '../e2e/fixtures/network-guard';
import { TestWallet } from '../e2e/fixtures/test-wallet';
import { startSandbox, type Sandbox } from '../sandbox/index';
import type { SendMode } from '../src/flow/types';
import { sandboxSettings, WALLET_SENDS, type WalletSendsSettings } from './app-settings';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { onCleanup } from './cleanup';
import { KeeperCreditWatch } from './keeper-credit';
import { isNoisy, loadNow } from './load';
import {
  armConfirmClock,
  confirmClicks,
  defineNameHelper,
  pickerTypingToResultsMs,
  whenStepShows,
} from './page-clock';
import type { Part } from './part';
import { summarize, type Summary } from './stats';
import { WalletClock, type PromptSeen } from './wallet-clock';

export interface FlowFigures {
  /** Create: Confirm clicked → the timeline shows the third transaction confirmed. */
  createConfirmToThirdConfirmedMs: Summary;
  /** The app's own time: Confirm clicked → the wallet receives the first sign request. */
  confirmToSignRequestMs: Summary;
  /** The wallet features those first requests used (signTransaction, signAndSendTransaction…). */
  signFeatures: PromptSeen['feature'][];
  /** Deposit: the keeper's minting transaction lands → the timeline shows the wait step done. */
  depositMintToDoneMs: Summary;
  /** Deposit, for context: Confirm clicked → wait step done (includes the keeper's delay). */
  depositConfirmToDoneMs: Summary;
  keeperDelayMs: number;
  /**
   * The token picker: a keystroke ("Jupi", part of a name) → JUP among the results (the search
   * request to the Jupiter-shaped endpoint included). Absent in results written before it existed.
   */
  pickerTypingToResultsMs?: Summary;
  /** Highest 1-minute load average at the start and end of these runs. */
  loadAverage: number;
  /** It exceeded the core count: other work competed with the browser and the sandbox. */
  noisy: boolean;
}

/** The sandbox keeper's delay after a deposit; the measured wait starts when its mint lands. */
const KEEPER_DELAY_MS = 500;
const STEP_TIMEOUT_MS = 60_000;
// The labels the create and deposit flows give their last steps (src/features/*/…Flow.ts).
const CREATE_LAST_STEP = 'Activate the basket';
const DEPOSIT_WAIT_STEP = 'Basket tokens minted';

const NOT_BUILT = 'This page is not built yet.';

interface Session {
  page: Page;
  app: AppDriver;
  wallet: TestWallet;
  clock: WalletClock;
  close(): Promise<void>;
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

/**
 * A fresh browser context with the e2e test wallet (funded) pointed at the bench's sandbox; in
 * wallet mode the settings also choose "the wallet sends" (the wallet offers signAndSend).
 */
async function openSession(
  browser: Browser,
  appUrl: string,
  sandbox: Sandbox,
  mode: SendMode,
): Promise<Session> {
  const context = await browser.newContext({ baseURL: appUrl });
  await defineNameHelper(context);
  const wallet = new TestWallet();
  await wallet.install(context);
  const clock = new WalletClock(wallet);
  await armConfirmClock(context);
  const guard = new NetworkGuard([appUrl]);
  guard.watch(context);
  const page = await context.newPage();
  const app = new AppDriver(page, guard, wallet);
  if (mode === 'app') {
    await app.useSandbox(sandbox);
  } else {
    const settings: WalletSendsSettings = { ...sandboxSettings(sandbox), sendMode: WALLET_SENDS };
    await app.seedSettings(settings);
    wallet.setRpcUrl('solana:localnet', sandbox.rpcUrl);
  }
  await fund(sandbox, wallet.address);
  return {
    page,
    app,
    wallet,
    clock,
    close: async () => {
      clock.stop();
      wallet.dispose();
      await context.close();
    },
  };
}

async function pageIsBuilt(session: Session, route: string): Promise<boolean> {
  await session.app.goto(route);
  return (await session.page.getByText(NOT_BUILT).count()) === 0;
}

/**
 * Fills the create form (USDC 60 % and wSOL 40 %, name and symbol) and opens the review; on the
 * way, times the token picker's search for part of a name. Returns that time.
 */
async function fillCreateForm(page: Page, run: number): Promise<number> {
  await page.getByRole('textbox', { name: /^Symbol/ }).fill(`BENCH${run}`);
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Bench basket ${run}`);
  await page.getByRole('button', { name: 'Add token' }).click();
  const pickerMs = await pickerTypingToResultsMs(page, 'Token 1', 'Jupi', 'JUP', STEP_TIMEOUT_MS);
  await setCompositionRow(page, 1, 'USDC', '60');
  await page.getByRole('button', { name: 'Add token' }).click();
  await setCompositionRow(page, 2, 'wSOL', '40');
  await page.getByRole('button', { name: 'Review' }).click();
  return pickerMs;
}

/** Approves the review like the e2e specs do; returns when the page saw the click. */
async function confirm(page: Page): Promise<number> {
  const before = (await confirmClicks(page)).length;
  await confirmReview(page);
  const clicks = await confirmClicks(page);
  if (clicks.length <= before) throw new Error('the Confirm click was not seen');
  return clicks[before]!;
}

interface CreateRun {
  confirmToThirdMs: number;
  sign: PromptSeen;
  confirmToSignMs: number;
  basket: string;
  pickerMs: number;
}

async function createBasket(session: Session, run: number, mode: SendMode): Promise<CreateRun> {
  const { page, clock } = session;
  const pickerMs = await fillCreateForm(page, run);
  const third = whenStepShows(page, CREATE_LAST_STEP, 'Confirmed', STEP_TIMEOUT_MS);
  const confirmedAt = await confirm(page);
  const thirdAt = await third;
  const sign = clock.firstSignSince(confirmedAt, mode);
  // The success panel names the new basket; the deposit run uses it.
  const basket = await page.locator('dt:text-is("Basket address") + dd code').textContent();
  if (!basket) throw new Error('the created basket address is not shown');
  return {
    confirmToThirdMs: thirdAt - confirmedAt,
    sign,
    confirmToSignMs: sign.at - confirmedAt,
    basket,
    pickerMs,
  };
}

interface DepositRun {
  mintToDoneMs: number;
  confirmToDoneMs: number;
  sign: PromptSeen;
  confirmToSignMs: number;
}

async function depositInto(
  session: Session,
  sandbox: Sandbox,
  basket: string,
  mode: SendMode,
): Promise<DepositRun> {
  const { page, clock, wallet } = session;
  // The create page's own link to depositors carries the basket the same way.
  await session.app.goto(`/deposit?basket=${basket}`);
  const basketField = page.getByRole('textbox', { name: /Basket address/ });
  if ((await basketField.inputValue()) !== basket) await basketField.fill(basket);
  await page.getByRole('textbox', { name: /Amount \(USDC\)/ }).fill('25');
  await page.getByRole('button', { name: 'Review' }).click();
  const watch = new KeeperCreditWatch(sandbox.chain, wallet.address);
  try {
    const done = whenStepShows(page, DEPOSIT_WAIT_STEP, 'Done', STEP_TIMEOUT_MS);
    const confirmedAt = await confirm(page);
    const doneAt = await done;
    const credit = watch.firstSince(confirmedAt);
    if (!credit) throw new Error("the keeper's mint was not seen on the chain");
    const sign = clock.firstSignSince(confirmedAt, mode);
    return {
      mintToDoneMs: doneAt - credit.at,
      confirmToDoneMs: doneAt - confirmedAt,
      sign,
      confirmToSignMs: sign.at - confirmedAt,
    };
  } finally {
    watch.stop();
  }
}

/**
 * The create and deposit flows in headless Chromium on the production build, with the e2e test
 * wallet approving each request the moment it arrives, `runs` times each, in one sending mode.
 */
export async function benchFlows(
  appUrl: string,
  runs: number,
  mode: SendMode,
  log: (line: string) => void,
): Promise<Part<FlowFigures>> {
  const loadBefore = loadNow();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'basketry-bench-flows-'));
  const sandbox = await startSandbox({
    rpcPort: 0,
    wsPort: 0,
    apiPort: 0,
    dataDir,
    reset: true,
    keeperDelayMs: KEEPER_DELAY_MS,
  });
  const stopSandbox = onCleanup('flows sandbox', async () => {
    await sandbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const stopBrowser = onCleanup('Chromium (flows)', () => browser.close());
  try {
    const creates: CreateRun[] = [];
    const deposits: DepositRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const session = await openSession(browser, appUrl, sandbox, mode);
      try {
        if (!(await pageIsBuilt(session, '/create'))) {
          return { status: 'n/a', reason: 'the create page is not built yet' };
        }
        await session.app.connectWallet();
        const created = await createBasket(session, run, mode);
        creates.push(created);
        if (!(await pageIsBuilt(session, '/deposit'))) {
          return { status: 'n/a', reason: 'the deposit page is not built yet' };
        }
        const deposited = await depositInto(session, sandbox, created.basket, mode);
        deposits.push(deposited);
        log(
          `  flows (${mode} sends) ${run}/${runs}: create ${Math.round(created.confirmToThirdMs)} ms, ` +
            `deposit wait ${Math.round(deposited.mintToDoneMs)} ms`,
        );
      } finally {
        await session.close();
      }
    }
    const loadAverage = Math.max(loadBefore, loadNow());
    return {
      status: 'ok',
      value: {
        createConfirmToThirdConfirmedMs: summarize(creates.map((r) => r.confirmToThirdMs)),
        confirmToSignRequestMs: summarize([
          ...creates.map((r) => r.confirmToSignMs),
          ...deposits.map((r) => r.confirmToSignMs),
        ]),
        signFeatures: [...new Set([...creates, ...deposits].map((r) => r.sign.feature))],
        depositMintToDoneMs: summarize(deposits.map((r) => r.mintToDoneMs)),
        depositConfirmToDoneMs: summarize(deposits.map((r) => r.confirmToDoneMs)),
        keeperDelayMs: KEEPER_DELAY_MS,
        pickerTypingToResultsMs: summarize(creates.map((r) => r.pickerMs)),
        loadAverage,
        noisy: isNoisy(loadAverage, os.availableParallelism()),
      },
    };
  } finally {
    await stopBrowser();
    await stopSandbox();
  }
}
