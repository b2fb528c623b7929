// The basket page's card of the automation's latest work: the last rebalances and automated mints
// read from the basket's transactions, and the way to the whole log. Loaded on demand.
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { RebalanceLog } from './RebalanceLogView';
import { useRebalanceLog, type BasketLogProps } from './useRebalanceLog';

/** How many entries the card shows. */
const LATEST = 5;

export default function RebalanceLogPanel(props: BasketLogProps & { label: string }) {
  const view = useRebalanceLog(props, LATEST);
  return (
    <Card title="Rebalances and automated mints">
      <RebalanceLog view={view} caption={`Latest rebalances and mints of ${props.label}`} />
      {view.total > 0 ? (
        <p>
          <Link to={`/baskets/${props.address}/rebalances`}>
            The whole log of {props.label} ({view.total})
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
