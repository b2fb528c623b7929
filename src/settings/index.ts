// What every page may import. The zod schemas are not re-exported: importing them from here would
// load zod with the app's first screen; the settings form imports './schema' directly.
export { SettingsProvider, useSettings, type SettingsContextValue } from './SettingsContext';
export { useIsSandbox } from './useIsSandbox';
export { deriveWsUrl } from './deriveWsUrl';
export { CLUSTER_PRESETS, applyPreset, DEFAULT_HOST_PLATFORM } from './presets';
export {
  CLUSTERS,
  CLUSTER_LABELS,
  EXPLORERS,
  EXPLORER_LABELS,
  SEND_PREFERENCES,
  SEND_PREFERENCE_LABELS,
} from './types';
export type { Cluster, Explorer, Settings } from './types';
