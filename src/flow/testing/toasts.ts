// The toast store (src/notifications/toasts.ts) as the flow's tests see it: every call recorded,
// nothing shown. A test file mocks the store with this module —
// vi.mock('…/notifications/toasts', () => import('…/flow/testing/toasts')) — and reads `toastCalls`
// from the same module.
export interface ToastCall {
  kind: 'loading' | 'success' | 'error' | 'warning' | 'dismiss';
  /** The flow's id: one toast per flow, updated in place. */
  id?: string;
}

export const toastCalls: ToastCall[] = [];

const record =
  (kind: ToastCall['kind']) =>
  (_title: unknown, options?: { id?: string }): void => {
    toastCalls.push({ kind, id: options?.id });
  };

export const toast = {
  loading: record('loading'),
  success: record('success'),
  error: record('error'),
  warning: record('warning'),
  dismiss: (id?: string): void => {
    toastCalls.push({ kind: 'dismiss', id });
  },
};
