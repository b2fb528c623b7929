/** How long to wait for a frame that may never come (a hidden tab draws none). */
const MAX_WAIT_MS = 100;

/**
 * Resolves in a task of its own after the browser's next frame. Work started then stays out of the
 * frame that shows an input's own feedback (a button turned busy), so the input's latency is that
 * frame's, not the work's (bench/README.md, interactions). Without a frame within MAX_WAIT_MS it
 * resolves anyway.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, MAX_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      // rAF runs before the frame is drawn; a task queued now runs after it.
      setTimeout(resolve, 0);
    });
  });
}
