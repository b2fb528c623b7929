import type { TestWallet, WalletPrompt } from '../e2e/fixtures/test-wallet';
import { epochNow } from './epoch';

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

  /** The first sign request at or after `since` (epoch ms). */
  firstSignSince(since: number): PromptSeen | undefined {
    return this.prompts.find(
      (p) =>
        p.at >= since &&
        (p.feature === 'signTransaction' || p.feature === 'signAndSendTransaction'),
    );
  }

  /** Stops answering; the wallet's own dispose() rejects a prompt still open. */
  stop(): void {
    this.#running = false;
  }
}
