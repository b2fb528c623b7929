import { Link } from 'react-router';
import type { Flow } from '../../flow';

/**
 * A create whose later steps can no longer land: the basket exists but is not active, and a new
 * request would make another basket. What the user can do, honestly.
 */
export function CreateStranded({ flow }: { flow: Flow }) {
  return (
    <div className="op-stranded">
      <p>
        <strong>What you can do:</strong>
      </p>
      <ul>
        <li>
          The half-made basket is saved in <Link to="/baskets">your portfolio</Link>
          {flow.facts.basket ? ' with its address' : ''}. It cannot take deposits until it is
          activated; the Basket API offers no call to finish it, so give its address to the
          service’s support if you want it finished or closed.
        </li>
        <li>
          Or <Link to="/create">create the basket again</Link>: that makes a new basket. Its name
          and symbol must differ, because the service keeps them for the basket that exists.
        </li>
      </ul>
    </div>
  );
}
