import { StatusIcon } from '../ui/StatusIcon';
import { apiErrorView } from './apiErrorView';
import type { Flow, FlowApiError } from './types';

/**
 * A failed request in words: what failed, what it means, and what the service answered. `block`
 * is the view it stands in (the panel or the timeline), whose styles place it.
 */
export function ApiErrorWords({
  flow,
  error,
  block,
  answerOpen,
}: {
  flow: Pick<Flow, 'op'>;
  error: FlowApiError;
  block: 'flow-panel' | 'flow-timeline';
  /** Shows what the service answered without a click. */
  answerOpen?: boolean;
}) {
  const view = apiErrorView(flow, error);
  return (
    <>
      <p className={`${block}__api-error-title`}>
        <StatusIcon name="cross" /> {view.title}
      </p>
      <p className={`${block}__api-error-detail`}>{view.detail}</p>
      {view.body ? (
        <details open={answerOpen}>
          <summary>What the service answered</summary>
          <pre>{view.body}</pre>
        </details>
      ) : null}
    </>
  );
}
