// The app's notifications (toasts): a small store any module may write to and the Notifications
// region (./Notifications.tsx) shows. A toast given an id is updated in place by
// the next toast with that id (a flow's toast goes from "approve it in your wallet" to "Done.").
// Toasts other than `loading` dismiss themselves after a while; holding (pointer or focus on the
// region) stops every clock until released, and a clock then runs on with the time it had left.

export type ToastTone = 'neutral' | 'info' | 'success' | 'warning' | 'error' | 'loading';

export interface Toast {
  id: string;
  tone: ToastTone;
  title: string;
  description?: string;
}

export interface ToastOptions {
  /** A toast with the same id is replaced in place; without one each call adds a toast. */
  id?: string;
  description?: string;
}

/** How long a toast stays unless held: warnings and errors get more time to be read. */
export const TOAST_DURATION_MS: Record<Exclude<ToastTone, 'loading'>, number> = {
  neutral: 5_000,
  info: 5_000,
  success: 5_000,
  warning: 8_000,
  error: 8_000,
};

interface Clock {
  /** Milliseconds left when `since` was taken. */
  left: number;
  since: number;
  timer?: ReturnType<typeof setTimeout>;
}

let toasts: readonly Toast[] = [];
const listeners = new Set<() => void>();
const clocks = new Map<string, Clock>();
let held = false;
let nextId = 0;

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function stopClock(id: string): void {
  clearTimeout(clocks.get(id)?.timer);
  clocks.delete(id);
}

function runClock(id: string, clock: Clock): void {
  clock.since = Date.now();
  clock.timer = setTimeout(() => dismissToast(id), clock.left);
}

function show(tone: ToastTone, title: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++nextId}`;
  const toast: Toast = { id, tone, title, description: options.description };
  const at = toasts.findIndex((t) => t.id === id);
  publish(at === -1 ? [...toasts, toast] : toasts.map((t, i) => (i === at ? toast : t)));
  stopClock(id);
  if (tone !== 'loading') {
    const clock: Clock = { left: TOAST_DURATION_MS[tone], since: Date.now() };
    clocks.set(id, clock);
    if (!held) runClock(id, clock);
  }
  return id;
}

export function dismissToast(id: string): void {
  stopClock(id);
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

const tone =
  (name: ToastTone) =>
  (title: string, options?: ToastOptions): string =>
    show(name, title, options);

/** `toast(title)` for a neutral note; `toast.success(…)`, `toast.loading(…)` and so on. */
export const toast = Object.assign(tone('neutral'), {
  info: tone('info'),
  success: tone('success'),
  warning: tone('warning'),
  error: tone('error'),
  loading: tone('loading'),
  dismiss: dismissToast,
});

/** While held, no toast dismisses itself; released, each clock runs on with its time left. */
export function holdToasts(hold: boolean): void {
  if (hold === held) return;
  held = hold;
  for (const [id, clock] of clocks) {
    if (hold) {
      clearTimeout(clock.timer);
      clock.timer = undefined;
      clock.left = Math.max(0, clock.left - (Date.now() - clock.since));
    } else {
      runClock(id, clock);
    }
  }
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** Tests: no toasts, no clocks, not held. */
export function resetToasts(): void {
  for (const id of clocks.keys()) stopClock(id);
  held = false;
  publish([]);
}
