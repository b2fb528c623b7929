// The JSON-RPC a measured page read: how many requests to the sandbox's RPC, and how many bytes
// their answers took, counted from the browser's side (explore, history).
import type { Page, Request } from '@playwright/test';

/** Where finished requests are reported: a Playwright page. */
export interface FinishedRequests {
  on(event: 'requestfinished', listener: (request: Request) => void): unknown;
  off(event: 'requestfinished', listener: (request: Request) => void): unknown;
}

export interface RpcTally {
  bytes: number;
  programAccountsBytes: number;
  requests: number;
  /** Wall-clock ms (epoch) of the first getProgramAccounts answer's first byte. */
  listResponseAt: number;
}

/**
 * Tallies the page's finished requests to `rpcUrl` by response size until `settled()`, which stops
 * counting and waits for the sizes still being read. A size that cannot be read (the page closed
 * meanwhile) fails the run with that cause; none is left unawaited.
 */
export function tallyRpc(
  page: FinishedRequests,
  rpcUrl: string,
): { settled: () => Promise<RpcTally> } {
  const tally: RpcTally = {
    bytes: 0,
    programAccountsBytes: 0,
    requests: 0,
    listResponseAt: Infinity,
  };
  const reads: Promise<void>[] = [];
  const failures: unknown[] = [];
  const count = async (request: Request) => {
    const sizes = await request.sizes();
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    tally.bytes += bytes;
    tally.requests += 1;
    if (request.postData()?.includes('"getProgramAccounts"')) {
      tally.programAccountsBytes += bytes;
      const { startTime, responseStart } = request.timing();
      tally.listResponseAt = Math.min(tally.listResponseAt, startTime + responseStart);
    }
  };
  const onFinished = (request: Request) => {
    if (!request.url().startsWith(rpcUrl) || request.method() !== 'POST') return;
    reads.push(count(request).catch((error: unknown) => void failures.push(error)));
  };
  page.on('requestfinished', onFinished);
  return {
    settled: async () => {
      page.off('requestfinished', onFinished);
      await Promise.all(reads);
      if (failures.length > 0) {
        throw new Error(
          `a JSON-RPC response's size could not be read: ${failures.map(String).join('; ')}`,
        );
      }
      return { ...tally };
    },
  };
}

/**
 * The JSON-RPC tally of `page` while `load` runs (a navigation, until the page's own marks say it
 * is done) and until the network is idle. A failed load (a timeout, the page closed) stops
 * counting, waits for the size reads and rejects with the load's own cause.
 */
export async function tallyRpcUntilIdle(
  page: Page,
  rpcUrl: string,
  load: () => Promise<void>,
): Promise<RpcTally> {
  const { settled } = tallyRpc(page, rpcUrl);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } catch (error) {
    await settled().catch(() => undefined);
    throw error;
  }
  return settled();
}
