import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  applyPreset,
  CLUSTER_LABELS,
  CLUSTER_PRESETS,
  CLUSTERS,
  deriveWsUrl,
  EXPLORER_LABELS,
  EXPLORERS,
  SEND_PREFERENCE_LABELS,
  SEND_PREFERENCES,
  type Cluster,
  type Settings,
} from '../../app/settings';
import { AddressInput } from '../../ui/AddressInput';
import { Button } from '../../ui/Button';
import { SelectSettingField, TextSettingField, type TextSetting } from './SettingFields';
import { textSettings } from './textSettings';
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
  const { register, handleSubmit, setValue, getValues, watch, reset, control, formState } = form;
  const { errors, isDirty } = formState;
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
    setValue('jupiterApiBase', preset.jupiterApiBase, options);
    setValue('jupiterApiKey', preset.jupiterApiKey, options);
    setValue('deriveWs', preset.wsUrl === deriveWsUrl(preset.rpcUrl), options);
  }

  const submit = handleSubmit((values) => {
    const next = fromFormValues(values);
    onSave(next);
    reset(toFormValues(next));
  });

  const text = textSettings(cluster, deriveWs);
  const textField = (name: TextSetting, onChange?: (value: string) => void) => (
    <TextSettingField form={form} name={name} setting={text[name]} onChange={onChange} />
  );

  return (
    <form onSubmit={submit} noValidate className="settings-form">
      <SelectSettingField
        form={form}
        name="cluster"
        label="Network"
        help={CLUSTER_PRESETS[cluster].help}
        options={CLUSTERS}
        labels={CLUSTER_LABELS}
        onChange={(value) => onClusterChange(value)}
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
      {textField('jupiterApiBase')}
      {textField('jupiterApiKey')}

      <Controller
        control={control}
        name="hostPlatform"
        render={({ field }) => (
          <AddressInput
            label="Host platform address"
            help="Receives the host platform fee of baskets created here, unless a form says otherwise."
            required
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.hostPlatform?.message}
          />
        )}
      />

      <SelectSettingField
        form={form}
        name="explorer"
        label="Explorer"
        help="Where transaction and address links open. Solscan cannot read the sandbox or a custom RPC, so those links use Solana Explorer."
        options={EXPLORERS}
        labels={EXPLORER_LABELS}
      />

      <SelectSettingField
        form={form}
        name="sendMode"
        label="Who sends your transactions"
        help="Phantom and other wallets can send what they sign themselves, and recommend it; then this app watches the chain for each transaction. Otherwise the wallet only signs and this app sends and rebroadcasts. Either way each step is confirmed before the next."
        options={SEND_PREFERENCES}
        labels={SEND_PREFERENCE_LABELS}
      />

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
