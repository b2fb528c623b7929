import {
  CLUSTER_LABELS,
  CLUSTER_PRESETS,
  CLUSTERS,
  EXPLORER_LABELS,
  EXPLORERS,
  SEND_PREFERENCE_LABELS,
  SEND_PREFERENCES,
  type Cluster,
} from '../../settings';
import type { ChoiceSetting, ChoiceSettingDescription } from './SettingFields';
import type { SettingsFormValues } from './settingsFormSchema';

export type ChoiceSettings = {
  [N in ChoiceSetting]: ChoiceSettingDescription<SettingsFormValues[N]>;
};

/** The settings chosen from a list; the network's help says what the chosen one is. */
export function choiceSettings(cluster: Cluster): ChoiceSettings {
  return {
    cluster: {
      label: 'Network',
      help: CLUSTER_PRESETS[cluster].help,
      options: CLUSTERS,
      labels: CLUSTER_LABELS,
    },
    explorer: {
      label: 'Explorer',
      help: 'Where transaction and address links open. Solscan cannot read the sandbox or a custom RPC, so those links use Solana Explorer.',
      options: EXPLORERS,
      labels: EXPLORER_LABELS,
    },
    sendMode: {
      label: 'Who sends your transactions',
      help: 'Phantom and other wallets can send what they sign themselves, and recommend it; then this app watches the chain for each transaction. Otherwise the wallet only signs and this app sends and rebroadcasts. Either way each step is confirmed before the next.',
      options: SEND_PREFERENCES,
      labels: SEND_PREFERENCE_LABELS,
    },
  };
}
