// First import: sets globalThis.Buffer before web3.js and borsh load.
import './polyfills';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { afterFirstPaint } from './app/afterFirstPaint';
import { startChainCodeIfReconnecting } from './app/providers/chainCode';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// index.html's static shell is the first and largest paint; React's first render (a long task on a
// phone) waits until the browser has painted it rather than racing it.
afterFirstPaint(() => {
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
});
