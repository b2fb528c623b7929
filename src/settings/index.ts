// What every page may import. The zod schemas are not re-exported: importing them from here would
// load zod with the app's first screen; the settings form imports './schema' directly.
export { SettingsProvider, useSettings } from './SettingsContext';
export { useIsSandbox } from './useIsSandbox';
export { deriveWsUrl } from './deriveWsUrl';
export { CLUSTER_PRESETS, applyPreset } from './presets';
export {
  CLUSTERS,
  CLUSTER_LABELS,
  EXPLORERS,
  EXPLORER_LABELS,
  SEND_PREFERENCES,
  SEND_PREFERENCE_LABELS,
} from './types';
export type { Cluster, Settings } from './types';
