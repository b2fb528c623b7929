import { PlannedPage } from '../../app/layout/PlannedPage';

export default function EditPage() {
  return (
    <PlannedPage
      title="Edit a basket"
      purpose="you will pick a basket you manage and change its fees, rebalancing thresholds and settings, then sign the edit transaction."
    />
  );
}
