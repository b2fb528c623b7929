import { useSettings } from './SettingsContext';

/**
 * The app is pointed at the local sandbox. The sandbox-only reads (GET /sandbox/tokens,
 * /sandbox/baskets, /sandbox/withdrawals) exist on no real API: they are enabled only when this holds.
 */
export function useIsSandbox(): boolean {
  return useSettings().settings.cluster === 'sandbox';
}
