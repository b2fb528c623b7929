import { useSettings } from './SettingsContext';

/**
 * The app is pointed at the local sandbox. The sandbox-only read (GET /sandbox/tokens, the
 * faucet's list) exists on no real API: it is enabled only when this holds.
 */
export function useIsSandbox(): boolean {
  return useSettings().settings.cluster === 'sandbox';
}
