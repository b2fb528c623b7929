import { Link } from 'react-router';
import type { Flow } from '../../flow';
import { useFlowsIfMounted } from '../../flow/FlowContext';
import { isActive } from '../../flow/machine/read';
import { Notice } from '../../ui/Notice';

/**
 * The connected wallet's unfinished flows on this cluster, offered on an operation page: after a
 * reload the page itself starts with an empty form, and the flow is resumed from Activity.
 * Flows running in this tab and the one the page shows (`showing`) are left out; flows the user
 * left from the review ("Back to the form") are dismissed and so never listed.
 */
export function UnfinishedFlowsNotice({ showing }: { showing?: string }) {
  // Light imports: operation pages render this before the flow engine is there (none to offer).
  const api = useFlowsIfMounted();
  if (!api?.ready) return null;
  const { flows, isRunning } = api;
  const unfinished = flows.filter((f) => f.id !== showing && isActive(f) && !isRunning(f.id));
  const [first, ...others] = unfinished;
  if (!first) return null;
  return (
    <Notice
      tone="info"
      className="unfinished-flows"
      title={
        others.length === 0
          ? `You have an unfinished ${first.title}.`
          : `You have ${unfinished.length} unfinished flows: ${listTitles(unfinished)}.`
      }
      actions={
        <Link
          to="/activity"
          aria-label={
            others.length === 0 ? `Resume ${first.title} in Activity` : 'Resume them in Activity'
          }
        >
          Resume
        </Link>
      }
    />
  );
}

/** "A, B and C". */
function listTitles(flows: Flow[]): string {
  const titles = flows.map((f) => f.title);
  return titles.length < 2
    ? titles.join('')
    : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}
