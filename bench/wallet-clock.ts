import type { TestWallet, WalletPrompt } from '../e2e/fixtures/test-wallet';
import { epochNow } from './epoch';

const SIGNING_FEATURES: readonly WalletPrompt['feature'][] = [
  'signTransaction',
  'signAndSendTransaction',
  'signAndSendAllTransactions',
];

export interface PromptSeen {
  feature: WalletPrompt['feature'];
  at: number;
}

/**
 * Answers the test wallet's prompts at once, like a user who approves instantly, and notes when
 * each request reached the wallet (the app's side of "Confirm → sign request" ends there).
 */
export class WalletClock {
  readonly prompts: PromptSeen[] = [];
  #running = true;

  constructor(wallet: TestWallet) {
    wallet.setMode('manual');
    void this.#answer(wallet);
  }

  async #answer(wallet: TestWallet): Promise<void> {
    while (this.#running) {
      const prompt = await wallet.nextPrompt();
      this.prompts.push({ feature: prompt.feature, at: epochNow() });
      if (this.#running) prompt.approve();
      else prompt.reject();
    }
  }

  /** The first sign request (any signing feature, the wallet sending or not) at or after `since`. */
  firstSignSince(since: number): PromptSeen | undefined {
    return this.prompts.find((p) => p.at >= since && SIGNING_FEATURES.includes(p.feature));
  }

  /** Stops answering; the wallet's own dispose() rejects a prompt still open. */
  stop(): void {
    this.#running = false;
  }
}
