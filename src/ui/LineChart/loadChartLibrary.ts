/** TradingView's Lightweight Charts, downloaded when a chart first mounts (its own chunk). */
export type ChartLibrary = typeof import('lightweight-charts');

export const loadChartLibrary = (): Promise<ChartLibrary> => import('lightweight-charts');
