// A sleep that a WebSocket notification can cut short.
import type { Clock } from '../clock';

export class Waker {
  private wake: (() => void) | null = null;
  notify = () => this.wake?.();
  sleep(clock: Clock, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wake = resolve;
      void clock.sleep(ms, signal).then(resolve);
    }).finally(() => {
      this.wake = null;
    });
  }
}
