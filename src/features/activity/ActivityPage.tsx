import { PlannedPage } from '../../app/layout/PlannedPage';

export default function ActivityPage() {
  return (
    <PlannedPage
      title="Activity"
      purpose="you will see every operation you started from this browser, step by step, with links to each transaction and a way to resume unfinished ones."
    />
  );
}
