export { SettingsProvider, useSettings, type SettingsContextValue } from './SettingsContext';
export { deriveWsUrl } from './deriveWsUrl';
export { CLUSTER_PRESETS, applyPreset, DEFAULT_HOST_PLATFORM } from './presets';
export { settingsSchema, httpUrlSchema, wsUrlSchema, hostPlatformSchema } from './schema';
export { CLUSTERS, CLUSTER_LABELS, EXPLORERS, EXPLORER_LABELS } from './types';
export type { Cluster, Explorer, Settings } from './types';
