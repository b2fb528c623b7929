import { Link } from 'react-router';
import { flowState, isActive, useFlows } from '../../flow';
import { Button } from '../../ui/Button';
import { StatusIcon } from '../../ui/StatusIcon';
import { flowStateView, formatWhen } from './flowStateWords';
import './Activity.css';

/** The latest few flows, for the home page; unfinished ones can be resumed from here. */
export function RecentActivity({ limit = 5 }: { limit?: number }) {
  const { flows, ready, resume, isRunning } = useFlows();
  if (!ready || flows.length === 0) return null;
  const recent = flows.slice(0, limit);
  return (
    <section className="recent-activity" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title">Recent activity</h2>
      <ul className="activity__list">
        {recent.map((f) => {
          const state = flowState(f);
          const view = flowStateView(f, isRunning(f.id));
          const resumable =
            isActive(f) &&
            !isRunning(f.id) &&
            !['review', 'rejected', 'failed', 'expired', 'api-error'].includes(state);
          return (
            <li key={f.id} className="activity__row">
              <span className="activity__title">{f.title}</span>
              <span>
                <StatusIcon name={view.icon} /> {view.words}
              </span>
              <span className="activity__when">{formatWhen(f.createdAt)}</span>
              {resumable ? (
                <Button size="sm" onClick={() => void resume(f.id)}>
                  Resume {f.title}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <p>
        <Link to="/activity">All activity</Link>
      </p>
    </section>
  );
}
