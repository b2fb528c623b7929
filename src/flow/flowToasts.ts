// One toast per flow, updated in place (toast id = flow id). A rejection gets none: it is the
// user's own choice, shown neutrally in the timeline.
import { toast } from '../notifications/toasts';
import { currentStep, flowState } from './machine';
import type { Flow, FlowState } from './types';

export function toastFlow(flow: Flow, state: FlowState): void {
  const id = flow.id;
  const step = currentStep(flow);
  const where = step ? `${step.label}` : '';
  switch (state) {
    case 'preparing':
      toast.loading(flow.title, { id, description: 'Preparing the transactions…' });
      return;
    case 'review':
      // The review is on the page; nothing runs until the user confirms.
      toast.dismiss(id);
      return;
    case 'needs-signature':
      toast.loading(flow.title, { id, description: `${where}: approve it in your wallet` });
      return;
    case 'in-progress':
      toast.loading(flow.title, { id, description: `${where}: confirming on chain…` });
      return;
    case 'waiting':
      toast.loading(flow.title, { id, description: `${where}: waiting…` });
      return;
    case 'overdue':
      toast.warning(flow.title, { id, description: `${where} is taking longer than expected.` });
      return;
    case 'completed':
      toast.success(flow.title, { id, description: 'Done.' });
      return;
    case 'rejected':
      toast.dismiss(id);
      return;
    case 'expired':
      toast.warning(flow.title, { id, description: `${where} expired before it landed.` });
      return;
    case 'failed':
      toast.error(flow.title, {
        id,
        description: step?.status === 'failed' ? step.error.message : 'A step failed.',
      });
      return;
    case 'stranded':
      toast.warning(flow.title, {
        id,
        description: `${where} can no longer land; the flow stopped. See its timeline.`,
      });
      return;
    case 'api-error':
      toast.error(flow.title, { id, description: flow.apiError?.message ?? 'The request failed.' });
      return;
  }
}

/** Toasts each watched flow whose state changed since the last call. */
export function createFlowToaster(show: typeof toastFlow = toastFlow) {
  const last = new Map<string, FlowState>();
  return (flows: Flow[], watched: ReadonlySet<string>) => {
    for (const f of flows) {
      if (!watched.has(f.id) || f.dismissed) continue;
      const state = flowState(f);
      if (last.get(f.id) === state) continue;
      last.set(f.id, state);
      show(f, state);
    }
  };
}
