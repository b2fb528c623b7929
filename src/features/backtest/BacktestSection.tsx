// The backtest's place in the create and edit forms. Its code (the replay's worker, the chart and
// its library) loads only once the form has a token to replay.
import { lazy, Suspense, useDeferredValue, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isSolanaAddress } from '../../solana/address';
import type { BasketSettingsFormValues } from '../create/basketFormSchema';
import './Backtest.css';

const BacktestPanel = lazy(() => import('./BacktestPanel'));

export function BacktestSection() {
  const headingId = useId();
  const { control } = useFormContext<BasketSettingsFormValues>();
  // Deferred, as the panel's draft is: a key or a pick paints its field before the backtest renders.
  const composition = useDeferredValue(useWatch({ control, name: 'composition' }));
  const anyToken = composition.some((row) => isSolanaAddress(row.token));
  return (
    <section className="form-section backtest" aria-labelledby={headingId}>
      <h2 id={headingId} className="backtest__title">
        Backtest: how this composition would have done
      </h2>
      {anyToken ? (
        <Suspense fallback={<p role="status">Loading the backtest…</p>}>
          <BacktestPanel />
        </Suspense>
      ) : (
        <p className="backtest__hint">
          Choose tokens and weights above to replay them over past prices.
        </p>
      )}
    </section>
  );
}
