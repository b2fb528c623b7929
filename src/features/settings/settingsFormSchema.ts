import * as z from 'zod/mini';
import { deriveWsUrl, type Settings } from '../../settings';
import { settingsSchema } from '../../settings/schema';

/** The form edits the settings plus one UI choice: whether the WebSocket URL follows the RPC URL. */
export const settingsFormSchema = z.extend(settingsSchema, { deriveWs: z.boolean() });
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

export function toFormValues(settings: Settings): SettingsFormValues {
  return { ...settings, deriveWs: settings.wsUrl === deriveWsUrl(settings.rpcUrl) };
}

export function fromFormValues({ deriveWs, ...settings }: SettingsFormValues): Settings {
  return deriveWs ? { ...settings, wsUrl: deriveWsUrl(settings.rpcUrl) } : settings;
}
