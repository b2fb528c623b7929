import { useCallback, useEffect, useState } from 'react';
import { loadChartLibrary, type ChartLibrary } from './loadChartLibrary';

export type ChartLibraryState =
  { status: 'loading' } | { status: 'loaded'; library: ChartLibrary } | { status: 'failed' };

/**
 * The chart library, or why it is not there. Its download can fail (a phone between networks, a
 * new version deployed meanwhile): the chart then says so and `retry` asks again, instead of an
 * uncaught rejection and a chart that stays empty.
 */
export function useChartLibrary(): { state: ChartLibraryState; retry: () => void } {
  const [state, setState] = useState<ChartLibraryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadChartLibrary().then(
      (library) => {
        if (live) setState({ status: 'loaded', library });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
