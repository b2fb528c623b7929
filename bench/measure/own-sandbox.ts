import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/index';
import { onCleanup } from '../support/cleanup';

/**
 * A fresh sandbox of the part's own (free ports, an empty ledger in a temporary folder) for `work`;
 * stopped and its ledger deleted afterwards, also when the bench is interrupted.
 */
export async function withOwnSandbox<T>(
  part: string,
  options: Omit<SandboxOptions, 'rpcPort' | 'wsPort' | 'apiPort' | 'dataDir' | 'reset'>,
  work: (sandbox: Sandbox) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `basketry-bench-${part}-`));
  let sandbox: Sandbox | undefined;
  const stop = onCleanup(`${part} sandbox`, async () => {
    await sandbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  try {
    sandbox = await startSandbox({
      rpcPort: 0,
      wsPort: 0,
      apiPort: 0,
      dataDir,
      reset: true,
      ...options,
    });
    return await work(sandbox);
  } finally {
    await stop();
  }
}
