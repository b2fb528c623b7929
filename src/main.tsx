import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startChainCodeIfReconnecting } from './page/chainCode';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Loaded by boot.ts once the static shell has painted, so React's first render (a long task on a
// phone) never races that paint.
startChainCodeIfReconnecting();
// As a transition React renders the app in short slices, yielding to the browser between them,
// instead of one long task (the shell stays on screen until the first commit).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
