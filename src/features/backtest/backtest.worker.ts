// Runs backtests off the main thread, so typing a weight never waits for a replay. Each message is
// { id, request }; the answer is { id, result } or { id, error }.
import { runBacktest, type BacktestRequest } from './backtest';

self.onmessage = (event: MessageEvent<{ id: number; request: BacktestRequest }>) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, result: runBacktest(request) });
  } catch (e) {
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
