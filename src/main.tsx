import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { nextTask } from './solana/nextTask';
import { createAppRouter, preloadPageOf } from './app/routes';
import { startChainCodeIfReconnecting } from './page/chainCode';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * Loaded by boot.ts once the static shell has painted, so React's first render never races that
 * paint. The start comes in tasks of its own, each short on a phone, with the main thread free for
 * a tap between them: this module's evaluation (with the code it imports); the router (the routes
 * and the URL's match), which starts the page's download; React's root (its event listeners); then
 * the first render, as a transition React renders in short slices (the shell stays on screen until
 * the first commit).
 */
async function start(container: HTMLElement): Promise<void> {
  startChainCodeIfReconnecting();
  await nextTask();
  const router = createAppRouter();
  preloadPageOf(router);
  await nextTask();
  const reactRoot = createRoot(container);
  await nextTask();
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start(root);
