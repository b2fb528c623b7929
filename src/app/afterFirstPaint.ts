/**
 * Runs `task` in a new task after the next frame has been painted: a requestAnimationFrame
 * callback runs just before the paint, and a task queued from it runs after. A hidden tab paints
 * no frames, so there the task runs at once.
 */
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
