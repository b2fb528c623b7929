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
import { Field } from '../../ui/Field';
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

  return (
    <form onSubmit={submit} noValidate className="settings-form">
      <Field label="Network" help={CLUSTER_PRESETS[cluster].help} error={errors.cluster?.message}>
        {(controlProps) => (
          <select
            {...controlProps}
            className="ui-input"
            {...register('cluster', {
              onChange: (e) => onClusterChange(e.target.value as Cluster),
            })}
          >
            {CLUSTERS.map((value) => (
              <option key={value} value={value}>
                {CLUSTER_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field
        label="RPC URL"
        help="The Solana JSON-RPC endpoint (http:// or https://) that reads the chain and sends transactions."
        error={errors.rpcUrl?.message}
        required
      >
        {(controlProps) => (
          <input
            {...controlProps}
            className="ui-input ui-input--mono"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            {...register('rpcUrl', { onChange: (e) => followRpc(e.target.value) })}
          />
        )}
      </Field>

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

      <Field
        label="WebSocket URL"
        help={
          deriveWs
            ? 'Derived from the RPC address, as Solana validators serve it. Untick the box above to enter another.'
            : 'Used to hear about confirmations (ws:// or wss://).'
        }
        error={errors.wsUrl?.message}
        required
      >
        {(controlProps) => (
          <input
            {...controlProps}
            className="ui-input ui-input--mono"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            readOnly={deriveWs}
            {...register('wsUrl')}
          />
        )}
      </Field>

      <Field
        label="Basket API URL"
        help={
          cluster === 'devnet'
            ? 'No public devnet Basket API is known. The default is the mainnet API, which builds mainnet transactions; enter a devnet service here if you have one.'
            : 'Base URL of the Basket API that builds the transactions (http:// or https://).'
        }
        error={errors.apiBase?.message}
        required
      >
        {(controlProps) => (
          <input
            {...controlProps}
            className="ui-input ui-input--mono"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            {...register('apiBase')}
          />
        )}
      </Field>

      <Field
        label="Jupiter API URL (optional)"
        help={
          cluster === 'sandbox'
            ? 'Token search and USD prices. The sandbox answers Jupiter’s two endpoints for its test tokens at its Basket API address. Leave empty to turn them off: names then come from the chain.'
            : 'Token search and USD prices, from Jupiter’s Tokens v2 and Price v3 APIs (https://api.jup.ag needs a free key from portal.jup.ag). Leave empty to turn them off: names then come from the chain and no values are shown.'
        }
        error={errors.jupiterApiBase?.message}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            className="ui-input ui-input--mono"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            {...register('jupiterApiBase')}
          />
        )}
      </Field>

      <Field
        label="Jupiter API key (optional)"
        help="Sent as the x-api-key header to the Jupiter API URL above, and nowhere else. Changing the network clears it. Kept in this browser."
        error={errors.jupiterApiKey?.message}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            className="ui-input ui-input--mono"
            type="password"
            autoComplete="off"
            spellCheck={false}
            {...register('jupiterApiKey')}
          />
        )}
      </Field>

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

      <Field
        label="Explorer"
        help="Where transaction and address links open. Solscan cannot read the sandbox or a custom RPC, so those links use Solana Explorer."
        error={errors.explorer?.message}
      >
        {(controlProps) => (
          <select {...controlProps} className="ui-input" {...register('explorer')}>
            {EXPLORERS.map((value) => (
              <option key={value} value={value}>
                {EXPLORER_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field
        label="Who sends your transactions"
        help="Phantom and other wallets can send what they sign themselves, and recommend it; then this app watches the chain for each transaction. Otherwise the wallet only signs and this app sends and rebroadcasts. Either way each step is confirmed before the next."
        error={errors.sendMode?.message}
      >
        {(controlProps) => (
          <select {...controlProps} className="ui-input" {...register('sendMode')}>
            {SEND_PREFERENCES.map((value) => (
              <option key={value} value={value}>
                {SEND_PREFERENCE_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>

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
