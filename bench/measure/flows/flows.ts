import type { Page } from '@playwright/test';
import type { Sandbox } from '../../../sandbox/index';
import type { SendMode } from '../../../src/flow/types';
import { confirmAndClock, pickerTypingToResultsMs, whenStepShows } from '../../pages/page-clock';
import type { PromptSeen } from '../../pages/wallet-clock';
import { openWalletSession, type WalletSession } from '../../pages/wallet-session';
import { watchLoad, type LoadDuring } from '../../support/load';
import { summarize, type Summary } from '../../support/stats';
import { withBrowser } from '../../support/chromium';
import { withOwnSandbox } from '../own-sandbox';
import { KeeperCreditWatch } from './keeper-credit';
import { setCompositionRow } from '../../../e2e/support/ui';

export interface FlowFigures extends LoadDuring {
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
}

/** The sandbox keeper's delay after a deposit; the measured wait starts when its mint lands. */
const KEEPER_DELAY_MS = 500;
const STEP_TIMEOUT_MS = 60_000;
// The labels the create and deposit flows give their last steps (src/features/*/…Flow.ts).
const CREATE_LAST_STEP = 'Activate the basket';
const DEPOSIT_WAIT_STEP = 'Basket tokens minted';

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

interface CreateRun {
  confirmToThirdMs: number;
  sign: PromptSeen;
  confirmToSignMs: number;
  basket: string;
  pickerMs: number;
}

async function createBasket(
  session: WalletSession,
  run: number,
  mode: SendMode,
): Promise<CreateRun> {
  const { page, clock } = session;
  const pickerMs = await fillCreateForm(page, run);
  const third = whenStepShows(page, CREATE_LAST_STEP, 'Confirmed', STEP_TIMEOUT_MS);
  const confirmedAt = await confirmAndClock(page);
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
  session: WalletSession,
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
    const confirmedAt = await confirmAndClock(page);
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
): Promise<FlowFigures> {
  const loadDuring = watchLoad();
  const { creates, deposits } = await withOwnSandbox(
    'flows',
    { keeperDelayMs: KEEPER_DELAY_MS },
    (sandbox) =>
      withBrowser('flows', async (browser) => {
        const creates: CreateRun[] = [];
        const deposits: DepositRun[] = [];
        for (let run = 1; run <= runs; run++) {
          const session = await openWalletSession(browser, appUrl, sandbox, { sendMode: mode });
          try {
            await session.app.goto('/create');
            await session.app.connectWallet();
            const created = await createBasket(session, run, mode);
            creates.push(created);
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
        return { creates, deposits };
      }),
  );
  const load = loadDuring();
  return {
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
    ...load,
  };
}
