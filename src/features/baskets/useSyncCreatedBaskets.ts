import { useEffect } from 'react';
import { useFlows } from '../../flow';
import { createdBasketRecord } from '../create/createdBasketRecord';
import { useMyBaskets } from './useMyBaskets';

/**
 * Saves every basket this wallet's create flows made (first transaction confirmed), even when the
 * user left the create page before the flow finished.
 */
export function useSyncCreatedBaskets(): void {
  const { flows } = useFlows();
  const { baskets, save, scope } = useMyBaskets();
  useEffect(() => {
    if (!scope) return;
    for (const flow of flows) {
      const record = createdBasketRecord(flow);
      if (record && !baskets.some((b) => b.address === record.address)) save(record);
    }
  }, [flows, baskets, save, scope]);
}
