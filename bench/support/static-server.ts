import { createAppServer, listen } from '../../scripts/serve-app.mjs';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a production build the way a static host does (scripts/serve-app.mjs, which `npm start` and
 * the browser tests use too), with gzip when the browser accepts it: the transfer sizes a user sees.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server = createAppServer({ dir: root, gzip: true });
  const port = await listen(server, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
