import { Link } from 'react-router';

/**
 * The home page's "Your recent activity". The flow engine's RecentActivity list mounts here once
 * it exists; until then this points at the Activity page.
 */
export function RecentActivitySection() {
  return (
    <section aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title">Your recent activity</h2>
      <p>
        Operations you start in this browser are listed with each transaction, and anything
        unfinished can be resumed: <Link to="/activity">see all your activity</Link>.
      </p>
    </section>
  );
}
