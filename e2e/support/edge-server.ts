// The app and the edge handler (src/edge, built into this run's folder) served together by the one
// app server (scripts/serve-app.mjs), as `npm start` serves them, with the handler talking to this
// worker's sandbox: the specs of the Blink and the share card open pages and Actions on it.
import { join } from 'node:path';
import { loadEdgeHandler, sandboxEdgeEnv } from '../../scripts/edge-node.mjs';
import { createAppServer, listen } from '../../scripts/serve-app.mjs';

export interface EdgeServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

export async function startEdgeServer(sandbox: { rpcUrl: string; apiUrl: string }): Promise<EdgeServer> {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set: run the specs through npm run test:e2e');
  const edge = await loadEdgeHandler(join(runDir, 'edge'), sandboxEdgeEnv(sandbox));
  const server = createAppServer({ dir: join(runDir, 'app'), edge });
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
