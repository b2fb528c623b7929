import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment } from 'react';
import { useForm } from 'react-hook-form';
import { applyPreset, deriveWsUrl, type Cluster, type Settings } from '../../settings';
import { AddressInput } from '../../ui/AddressInput';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { SelectSettingField, TextSettingField, type TextSetting } from './SettingFields';
import { choiceSettings } from './choiceSettings';
import { textSettings } from './textSettings';
import { useApiKeyOrigins, type ClearedKey } from './useApiKeyOrigins';
import { API_KEYS, type ApiKeyPair } from '../../settings/apiKeys';
import {
  fromFormValues,
  settingsFormSchema,
  toFormValues,
  type SettingsFormValues,
} from './settingsFormSchema';

interface SettingsFormProps {
  settings: Settings;
  defaults: Settings;
  onSave: (settings: Settings) => void;
}

export function SettingsForm({ settings, defaults, onSave }: SettingsFormProps) {
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
    mode: 'onTouched',
  });
  const { register, handleSubmit, setValue, getValues, watch, control, formState } = form;
  const keys = useApiKeyOrigins(form, toFormValues(settings));
  const reset = (values: SettingsFormValues, options?: { keepDefaultValues: boolean }) => {
    form.reset(values, options);
    keys.reset(values);
  };
  const { isDirty } = formState;
  const cluster = watch('cluster');
  const deriveWs = watch('deriveWs');

  function followRpc(rpcUrl: string) {
    if (getValues('deriveWs')) setValue('wsUrl', deriveWsUrl(rpcUrl), { shouldDirty: true });
  }

  function onClusterChange(next: Cluster) {
    const options = { shouldDirty: true, shouldValidate: true };
    if (next === 'custom') {
      // Custom starts from the addresses in the form, with the WebSocket URL derived by default.
      setValue('deriveWs', true, options);
      setValue('wsUrl', deriveWsUrl(getValues('rpcUrl')), options);
      return;
    }
    // A network brings its RPC, WebSocket and API addresses; the user can still edit them.
    const preset =
      next === defaults.cluster ? defaults : applyPreset(fromFormValues(getValues()), next);
    setValue('rpcUrl', preset.rpcUrl, options);
    setValue('wsUrl', preset.wsUrl, options);
    setValue('apiBase', preset.apiBase, options);
    setValue('deriveWs', preset.wsUrl === deriveWsUrl(preset.rpcUrl), options);
    // Each key stays only where its address stays on the origin it was given for, and the form
    // says so where it does not.
    for (const pair of API_KEYS) {
      setValue(pair.url, preset[pair.url], options);
      keys.urlChanged(pair);
    }
  }

  const submit = handleSubmit((values) => {
    const next = fromFormValues(values);
    onSave(next);
    reset(toFormValues(next));
  });

  const text = textSettings(cluster, deriveWs);
  const choices = choiceSettings(cluster);
  const textField = (name: TextSetting, onChange?: (value: string) => void, note?: string) => (
    <TextSettingField
      form={form}
      name={name}
      setting={text[name]}
      onChange={onChange}
      note={note}
    />
  );
  const keyFields = (pair: ApiKeyPair) => (
    <>
      {textField(pair.url, () => keys.urlChanged(pair))}
      {textField(pair.key, () => keys.keyTyped(pair), clearedKeyNote(keys.cleared[pair.key]))}
    </>
  );

  return (
    <form onSubmit={submit} noValidate className="settings-form">
      <SelectSettingField
        form={form}
        name="cluster"
        setting={choices.cluster}
        onChange={onClusterChange}
      />

      {textField('rpcUrl', followRpc)}

      <div className="checkbox-row">
        <input
          id="settings-derive-ws"
          type="checkbox"
          {...register('deriveWs', {
            onChange: (e) => {
              if (e.target.checked)
                setValue('wsUrl', deriveWsUrl(getValues('rpcUrl')), { shouldValidate: true });
            },
          })}
        />
        <label htmlFor="settings-derive-ws">
          Follow the RPC address (ws:// or wss://, next port up when a port is given)
        </label>
      </div>

      {textField('wsUrl')}
      {textField('apiBase')}
      {API_KEYS.map((pair) => (
        <Fragment key={pair.key}>{keyFields(pair)}</Fragment>
      ))}

      <FormField control={control} name="hostPlatform">
        {(field) => (
          <AddressInput
            label="Host platform address"
            help="Receives the host platform fee of baskets created here, unless a form says otherwise."
            required
            {...field}
          />
        )}
      </FormField>

      <SelectSettingField form={form} name="explorer" setting={choices.explorer} />
      <SelectSettingField form={form} name="sendMode" setting={choices.sendMode} />

      <div className="button-row">
        <Button type="submit" variant="primary" disabled={!isDirty}>
          Save settings
        </Button>
        <Button onClick={() => reset(toFormValues(settings))} disabled={!isDirty}>
          Discard changes
        </Button>
        <Button
          variant="ghost"
          onClick={() => reset(toFormValues(defaults), { keepDefaultValues: true })}
        >
          Restore defaults
        </Button>
      </div>
    </form>
  );
}

/** What the key field says when the form cleared it (useApiKeyOrigins). */
function clearedKeyNote(cleared: ClearedKey | undefined): string | undefined {
  return (
    cleared &&
    `The key was cleared: it was given for ${cleared.origin}, and the address above is no longer ` +
      `there. A key is sent only to the address it was given for: enter the key for the new ` +
      `address if it needs one, or put the address back to have the key back.`
  );
}
