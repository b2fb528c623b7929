// Whether a page has downloaded the chain code (src/page/chainCode.ts: web3.js, the wallet
// adapters and the flow engine behind ChainProviders), which pages load only when it is wanted.
import type { Page } from '@playwright/test';

/** Whether the page has requested the chunk with the wallet and chain providers. */
export async function chainCodeRequested(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/ChainProviders-[^/]+\.js$/.test(new URL(entry.name).pathname)),
  );
}
