import type { TestWallet, WalletPrompt } from '../../e2e/fixtures/test-wallet';
import type { SendMode } from '../../src/flow/types';
import { epochNow } from '../support/epoch';

export interface PromptSeen {
  feature: WalletPrompt['feature'];
  at: number;
}

/** Every feature that asks the wallet to sign transactions, whoever then sends them. */
const SIGNING_FEATURES: readonly WalletPrompt['feature'][] = [
  'signTransaction',
  'signAndSendTransaction',
  'signAndSendAllTransactions',
];

/** The features that hand the sending to the wallet. */
const WALLET_SENDING_FEATURES: readonly WalletPrompt['feature'][] = [
  'signAndSendTransaction',
  'signAndSendAllTransactions',
];

/**
 * The first sign request at or after `since` (epoch ms). With the wallet sending, it must be one
 * that hands the sending to the wallet: otherwise the measured mode is not the one asked for.
 */
export function firstSignRequest(
  prompts: readonly PromptSeen[],
  since: number,
  mode: SendMode,
): PromptSeen {
  const sign = prompts.find((p) => p.at >= since && SIGNING_FEATURES.includes(p.feature));
  if (!sign) throw new Error('no sign request after Confirm');
  if (mode === 'wallet' && !WALLET_SENDING_FEATURES.includes(sign.feature)) {
    throw new Error(
      `the settings chose "the wallet sends" but the app asked the wallet for ${sign.feature}`,
    );
  }
  return sign;
}

/**
 * Answers the test wallet's prompts at once, like a user who approves instantly, and notes when
 * each request reached the wallet (the app's side of "Confirm → sign request" ends there).
 */
export class WalletClock {
  readonly prompts: PromptSeen[] = [];
  #running = true;
  /** Why the clock stopped answering, if it failed: the next reading reports it. */
  #failure: unknown;

  constructor(wallet: TestWallet) {
    wallet.setMode('manual');
    this.#answer(wallet).catch((error: unknown) => {
      this.#failure = error;
    });
  }

  async #answer(wallet: TestWallet): Promise<void> {
    while (this.#running) {
      const prompt = await wallet.nextPrompt();
      this.prompts.push({ feature: prompt.feature, at: epochNow() });
      if (this.#running) prompt.approve();
      else prompt.reject();
    }
  }

  /** The first sign request since `since` (see firstSignRequest). */
  firstSignSince(since: number, mode: SendMode): PromptSeen {
    if (this.#failure !== undefined) {
      throw new Error(`the wallet clock stopped answering: ${String(this.#failure)}`);
    }
    return firstSignRequest(this.prompts, since, mode);
  }

  /** Stops answering; the wallet's own dispose() rejects a prompt still open. */
  stop(): void {
    this.#running = false;
  }
}
