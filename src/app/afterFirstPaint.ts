/** How long to wait for the browser to report the first paint before starting anyway. */
const MAX_WAIT_MS = 2000;

/**
 * Runs `task` in a new task once the browser has reported the page's first contentful paint (the
 * static shell's). Waiting for the report, not just for a frame, matters: Chrome counts a paint
 * towards LCP only once the frame is presented, and under load that can come after a render
 * that already replaced the painted shell. A hidden tab paints nothing, and a browser without
 * paint timing reports nothing: there the task runs after the next frame, or at once.
 */
export function afterFirstPaint(task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(task, 0);
  };
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(start);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, MAX_WAIT_MS);
}
